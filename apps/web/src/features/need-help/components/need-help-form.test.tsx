// @vitest-environment happy-dom
import {
  NEED_HELP_EMAIL_INVALID_MESSAGE,
  NEED_HELP_PHONE_REQUIRED_MESSAGE,
  NEED_HELP_EMAIL_REQUIRED_MESSAGE,
} from '@b2b/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, renderInApp, startEnglish } from '../../../test/render-in-app.tsx';
import { NeedHelpForm } from './need-help-form.tsx';

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the need-help form', () => {
  it('names the required telephone and email and sends nothing while they are missing', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderInApp(<NeedHelpForm />);

    await user.type(screen.getByLabelText('First Name'), 'Mei');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText(NEED_HELP_PHONE_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(NEED_HELP_EMAIL_REQUIRED_MESSAGE)).toBeTruthy();
    expect(callsTo(calls, 'POST /needhelp/send')).toEqual([]);
  });

  it('refuses an email that is not one, with the contract message', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderInApp(<NeedHelpForm />);

    await user.type(screen.getByLabelText(/Company Telephone/), '+86 21 5555 0100');
    await user.type(screen.getByLabelText(/Email/), 'mei at example');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText(NEED_HELP_EMAIL_INVALID_MESSAGE)).toBeTruthy();
    expect(callsTo(calls, 'POST /needhelp/send')).toEqual([]);
  });

  it('sends what the person typed, trimmed, without the fields left empty, and empties the form', async () => {
    const calls = fakeApi({ 'POST /needhelp/send': { success: true } });
    const user = userEvent.setup();
    renderInApp(<NeedHelpForm />);

    await user.type(screen.getByLabelText('First Name'), ' Mei ');
    await user.type(screen.getByLabelText('Last Name'), 'Chen');
    await user.type(screen.getByLabelText('Business Name'), 'Pearl River Castings');
    await user.type(screen.getByLabelText(/Company Telephone/), '+86 21 5555 0100');
    await user.type(screen.getByLabelText(/Email/), 'mei@pearlriver.example');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    await vi.waitFor(() => expect(callsTo(calls, 'POST /needhelp/send')).toHaveLength(1));
    expect(callsTo(calls, 'POST /needhelp/send')[0]!.body).toEqual({
      firstName: 'Mei',
      lastName: 'Chen',
      businessName: 'Pearl River Castings',
      companyPhone: '+86 21 5555 0100',
      email: 'mei@pearlriver.example',
    });
    await vi.waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe(''));
  });
});
