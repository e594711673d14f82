import { businessPath } from '@b2b/contracts';
import { expect, type Page } from '@playwright/test';
import { callApi, createBusiness, createPlainProduct, uploadBusinessPicture } from './support.ts';

/** A business with every group filled, a certificate and pictures, made by the signed-in page's person. */
export async function fullBusiness(page: Page, companyName: string) {
  const { businessID, industry } = await createBusiness(page, companyName);
  const [profilePhoto, coverPhoto, certificatePhoto] = [
    await uploadBusinessPicture(page, businessID),
    await uploadBusinessPicture(page, businessID),
    await uploadBusinessPicture(page, businessID),
  ];
  const update = await callApi(page, `/business/profile/${businessID}`, {
    method: 'PUT',
    body: {
      general: {
        generalDescription: 'Family-owned since 1988, three plants and a test bench for every unit we ship.',
        yearStablished: 1988,
        totalAnnualRevenue: { min: 5_000_000, max: 10_000_000 },
        totalEmployees: { min: 120, max: 250 },
        totalProductionEmployees: { min: 80, max: 150 },
        productionCapacity: { min: 2000, max: 3000, unit: 'units', period: 'month' },
        profilePhoto,
        coverPhoto,
        video: { url: 'https://videos.example.com/factory-tour.mp4' },
      },
      contactInfo: {
        legalAddressEnglish: '18 Gongye Road, Pudong',
        city: 'Shanghai',
        zipcode: '200120',
        email: 'sales@example.test',
        website: 'https://example.test',
        phone: { countryCode: '86', businessPhoneNumber: '2155550123' },
      },
      factory: {
        manufacturingFacilities: 'CNC machining, gear hobbing and heat treatment.',
        city: 'Suzhou',
        factorySize: 12000,
        numberProductionLines: 6,
        contractManufacturing: ['OEM', 'ODM'],
      },
      tradeCapabilities: {
        markets: ['WE', 'SEA'],
        spokenLanguages: ['en', 'zh'],
        totalEmployeesSales: { min: 10, max: 20 },
        averageLeadTime: 30,
      },
      businessTerms: {
        acceptedDeliveryTerms: ['FOB', 'CIF'],
        acceptedPaymentCurrencies: ['USD', 'CNY'],
        packagingTypes: ['WOODEN_CASE'],
        acceptedPaymentTypes: ['TT', 'LC'],
      },
    },
  });
  expect(update.status).toBe(200);
  const certificate = await callApi(page, `/business/profile/${businessID}/certificates`, {
    method: 'POST',
    body: {
      name: 'ISO 9001:2015',
      issueDate: '2023-03-01',
      expireDate: '2026-02-28',
      photo: certificatePhoto,
    },
  });
  expect(certificate.status).toBe(201);
  await createPlainProduct(page, businessID, industry, 'Helical gearbox HG-40');
  const { shortDescription } = (update.body.data as { general: { shortDescription: string } }).general;
  return { businessID, shortDescription, path: businessPath(companyName, businessID) };
}
