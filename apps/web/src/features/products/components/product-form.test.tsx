// @vitest-environment happy-dom
import type { IndustryTree } from '@b2b/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, renderInApp, startEnglish } from '../../../test/render-in-app.tsx';
import { ProductForm } from './product-form.tsx';

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUSINESS_ID = '0190f5a8-0000-7000-8000-00000000b001';
const MACHINERY: IndustryTree = {
  id: '0190f5a8-0000-7000-8000-00000000a001',
  key: '0001',
  name: 'Machinery',
  text: 'Machinery',
  icon: 'cog',
  description: 'Machines and their parts',
  order: 1,
  categories: [
    {
      id: '0190f5a8-0000-7000-8000-00000000c001',
      name: 'Pumps',
      order: 1,
      subCategories: [{ id: '0190f5a8-0000-7000-8000-00000000d001', name: 'Gear pumps', order: 1 }],
    },
  ],
};
const TREE = { 'GET /catsys/industry/full-tree': { success: true, data: [MACHINERY] } };

describe('the new-product form', () => {
  it('names every required field the contract asks for, and adds nothing', async () => {
    const calls = fakeApi(TREE);
    const user = userEvent.setup();
    renderInApp(<ProductForm businessID={BUSINESS_ID} />, `/business/${BUSINESS_ID}/products/new`);

    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Enter the product name')).toBeTruthy();
    expect(screen.getByText('Write a description')).toBeTruthy();
    expect(screen.getByText('Choose the industry')).toBeTruthy();
    expect(screen.getByText('Choose the category')).toBeTruthy();
    expect(callsTo(calls, 'POST /product')).toEqual([]);
  });

  it('asks for the value of a specification given only its name', async () => {
    const calls = fakeApi(TREE);
    const user = userEvent.setup();
    renderInApp(<ProductForm businessID={BUSINESS_ID} />, `/business/${BUSINESS_ID}/products/new`);

    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 1 name'), 'Flow');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('A specification needs a value')).toBeTruthy();
    expect(callsTo(calls, 'POST /product')).toEqual([]);
  });

  it('adds the product with its industry, category, subcategory and specification, then shows the showcase', async () => {
    const calls = fakeApi({ ...TREE, 'POST /product': { success: true, data: { productID: 'new' } } });
    const user = userEvent.setup();
    renderInApp(<ProductForm businessID={BUSINESS_ID} />, `/business/${BUSINESS_ID}/products/new`);

    await user.type(screen.getByLabelText('Name'), '  Gear pump GP-20 ');
    await user.type(screen.getByLabelText(/Description/), 'A cast-iron gear pump for oils.');
    // The industries arrive with the reference data, after the form.
    await screen.findByRole('option', { name: 'Machinery' });
    await user.selectOptions(screen.getByLabelText('Industry'), 'Machinery');
    await user.selectOptions(screen.getByLabelText('Category'), 'Pumps');
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'Gear pumps');
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 1 name'), 'Flow');
    await user.type(screen.getByLabelText('Specification 1 value'), '20 l/min');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    await vi.waitFor(() => expect(callsTo(calls, 'POST /product')).toHaveLength(1));
    expect(callsTo(calls, 'POST /product')[0]!.body).toEqual({
      businessID: BUSINESS_ID,
      name: 'Gear pump GP-20',
      keywords: [],
      description: 'A cast-iron gear pump for oils.',
      industry: MACHINERY.id,
      category: MACHINERY.categories[0]!.id,
      subCategory: MACHINERY.categories[0]!.subCategories[0]!.id,
      stock: false,
      specs: [{ key: 'Flow', value: '20 l/min' }],
      images: [],
      videos: [],
    });
    expect(await screen.findByText('Went to another page')).toBeTruthy();
  });
});
