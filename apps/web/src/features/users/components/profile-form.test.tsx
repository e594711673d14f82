// @vitest-environment happy-dom
import { INVALID_PHONE_MESSAGE, type UserProfile } from '@b2b/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, renderInApp, startEnglish } from '../../../test/render-in-app.tsx';
import { ProfileForm } from './profile-form.tsx';

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE: UserProfile = {
  userID: '0190f5a8-0000-7000-8000-000000000001',
  firstName: 'Mei',
  lastName: 'Chen',
  email: 'mei@pearlriver.example',
  city: null,
  country: null,
  state: null,
  gender: null,
  preferredLanguage: null,
  mobilePhone: null,
  briefPresentation: null,
  birthDate: null,
  showBirthDate: false,
  profession: null,
  showProfession: false,
  companyName: null,
  industry: null,
  jobPosition: null,
  businessType: null,
  profilePhoto: null,
  coverPhoto: null,
};

const COUNTRIES = {
  success: true,
  data: [{ code: 'CN', countryName: 'China', emoji: '🇨🇳', dialCode: '86' }],
};

/** Chooses a country code once the countries have loaded. */
async function chooseDialCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const select = screen.getByLabelText('Country code');
  await vi.waitFor(() => expect(select.querySelector(`option[value="${code}"]`)).not.toBeNull());
  await user.selectOptions(select, code);
}

describe('the profile form', () => {
  it('refuses a mobile phone too short for its country code, saying how to write one', async () => {
    const calls = fakeApi({ 'GET /ref-data/country': COUNTRIES });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    renderInApp(<ProfileForm profile={PROFILE} />);

    await chooseDialCode(user, '86');
    await user.type(screen.getByLabelText('Mobile phone'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(INVALID_PHONE_MESSAGE)).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Invalid phone number, please check the format (e.g. + 1 12345678)');
    expect(callsTo(calls, 'PUT /user/profile')).toEqual([]);
  });

  it('saves the changed fields, the phone as digits under its country code', async () => {
    const calls = fakeApi({
      'GET /ref-data/country': COUNTRIES,
      'PUT /user/profile': { success: true, message: 'Profile data updated successfully.' },
    });
    const user = userEvent.setup();
    renderInApp(<ProfileForm profile={PROFILE} />);

    await user.type(screen.getByLabelText('City'), 'Guangzhou');
    await chooseDialCode(user, '86');
    await user.type(screen.getByLabelText('Mobile phone'), '138 0013 8000');
    await user.type(screen.getByLabelText('Profession'), 'Buyer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(callsTo(calls, 'PUT /user/profile')).toHaveLength(1));
    expect(callsTo(calls, 'PUT /user/profile')[0]!.body).toEqual({
      firstName: 'Mei',
      lastName: 'Chen',
      showBirthDate: false,
      showProfession: false,
      city: 'Guangzhou',
      mobilePhone: { countryCode: '+86', phoneNumber: '13800138000' },
      profession: 'Buyer',
    });
  });
});
