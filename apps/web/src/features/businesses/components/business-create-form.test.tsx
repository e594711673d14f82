// @vitest-environment happy-dom
import type { IndustryTree, PortalConfig } from '@b2b/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../../../lib/portal.tsx';
import { callsTo, fakeApi, renderInApp, startEnglish } from '../../../test/render-in-app.tsx';
import { BusinessCreateForm } from './business-create-form.tsx';

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PORTAL: PortalConfig = {
  countryCode: 'CN',
  countryName: 'China',
  demonym: 'Chinese',
  brandName: 'B2B Industrial',
  productSlug: 'b2bindustrial',
  phone: '+86 21 5555 0100',
  introVideoUrl: '/files/intro/intro.mp4',
  introPosterUrl: '/files/intro/intro.jpg',
  publicUrl: 'http://localhost',
  apiUrl: '/api',
  authUrl: 'http://localhost:3001',
  filesUrl: '/files',
  sisterOrigins: [],
};
const FOUNDRY: IndustryTree = {
  id: '0190f5a8-0000-7000-8000-00000000a002',
  key: '0002',
  name: 'Metallurgy',
  text: 'Metallurgy',
  icon: 'factory',
  description: 'Metals and castings',
  order: 1,
  categories: [{ id: '0190f5a8-0000-7000-8000-00000000c002', name: 'Castings', order: 1, subCategories: [] }],
};
const REFERENCE = {
  'GET /catsys/industry/full-tree': { success: true, data: [FOUNDRY] },
  'GET /ref-data/business-type': { success: true, data: [{ code: 'MA', businessTypeName: 'Manufacturers' }] },
  'GET /ref-data/country': {
    success: true,
    data: [{ code: 'CN', countryName: 'China', emoji: '🇨🇳', dialCode: '86' }],
  },
};

const renderForm = () =>
  renderInApp(
    <PortalProvider portal={PORTAL}>
      <BusinessCreateForm />
    </PortalProvider>,
    '/business/create',
  );

describe('the business creation form', () => {
  it('names what a business needs before it can be created, and creates nothing', async () => {
    const calls = fakeApi(REFERENCE);
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Create business' }));

    expect(await screen.findByText('Enter the company name')).toBeTruthy();
    expect(screen.getByText('Choose at least one industry category')).toBeTruthy();
    expect(screen.getByText('Choose the business type')).toBeTruthy();
    expect(screen.getByText('Write a short description')).toBeTruthy();
    expect(callsTo(calls, 'POST /business/profile/create')).toEqual([]);
  });

  it('creates the business with its chosen category, type and country, then goes to My Business', async () => {
    const calls = fakeApi({
      ...REFERENCE,
      'POST /business/profile/create': { success: true, data: { businessID: 'new' } },
    });
    const user = userEvent.setup();
    renderForm();
    const form = screen.getByRole('form', { name: 'Create your Business profile' });

    await user.type(within(form).getByLabelText('Company name'), 'Pearl River Castings Co., Ltd.');
    // The industries, business types and countries arrive with the reference data, after the form.
    await within(form).findByRole('option', { name: 'Metallurgy' });
    await within(form).findByRole('option', { name: 'Manufacturers' });
    await within(form).findByRole('option', { name: /China/ });
    await user.selectOptions(within(form).getByLabelText('Industry'), 'Metallurgy');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Castings');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    await user.selectOptions(within(form).getByLabelText('Business type'), 'MA');
    await user.selectOptions(within(form).getByLabelText('Country'), 'CN');
    await user.type(within(form).getByLabelText(/Short description/), 'Sand and investment castings.');
    await user.click(within(form).getByRole('button', { name: 'Create business' }));

    await vi.waitFor(() => expect(callsTo(calls, 'POST /business/profile/create')).toHaveLength(1));
    expect(callsTo(calls, 'POST /business/profile/create')[0]!.body).toEqual({
      companyName: 'Pearl River Castings Co., Ltd.',
      categories: [`${FOUNDRY.id}.${FOUNDRY.categories[0]!.id}`],
      businessType: 'MA',
      country: 'CN',
      shortDescription: 'Sand and investment castings.',
    });
    expect(await screen.findByText('Went to another page')).toBeTruthy();
  });
});
