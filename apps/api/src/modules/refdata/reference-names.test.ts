import { describe, expect, it } from 'vitest';
import { referenceNames, renameReferences } from './reference-names.ts';

const names = referenceNames(
  [
    {
      id: 'industry-1',
      key: '0001',
      name: '自动化',
      text: '探索自动化',
      icon: 'Bot',
      description: '',
      order: 1,
      categories: [
        {
          id: 'category-1',
          name: '工业机器人',
          order: 1,
          subCategories: [{ id: 'sub-1', name: '协作机器人', order: 1 }],
        },
      ],
    },
  ],
  [{ jobPositionID: 'job-1', name: '采购经理' }],
  [{ code: 'F', name: '女' }],
  [{ code: 'de', languageName: '德语' }],
);

describe('renameReferences', () => {
  it('renames each shape the contract gives a reference name, and nothing else', () => {
    const answer = {
      industry: { id: 'industry-1', name: 'Automation' },
      category: { id: 'category-1', name: 'Industrial Robots' },
      subCategory: { id: 'sub-1', name: 'Collaborative Robots' },
      categories: [
        {
          id: 'industry-1.category-1',
          industryID: 'industry-1',
          industryName: 'Automation',
          categoryID: 'category-1',
          name: 'Industrial Robots',
        },
      ],
      jobPosition: { jobPositionID: 'job-1', name: 'Purchasing Manager' },
      gender: { code: 'F', name: 'Female' },
      businessType: { code: 'F', name: 'Not a gender' },
      preferredLanguage: { code: 'de', languageName: 'German' },
      country: { code: 'DE', countryName: 'Germany' },
      certificate: { id: 'certificate-1', name: 'ISO 9001' },
      unknown: { id: 'category-of-an-admin', name: 'Harbour Cranes' },
    };
    // Only the reference names change; a business type, a country, a certificate and an unknown row stay.
    expect(renameReferences(answer, names)).toEqual({
      ...answer,
      industry: { id: 'industry-1', name: '自动化' },
      category: { id: 'category-1', name: '工业机器人' },
      subCategory: { id: 'sub-1', name: '协作机器人' },
      categories: [{ ...answer.categories[0], industryName: '自动化', name: '工业机器人' }],
      jobPosition: { jobPositionID: 'job-1', name: '采购经理' },
      gender: { code: 'F', name: '女' },
      preferredLanguage: { code: 'de', languageName: '德语' },
    });
    // The service's answer may be kept: it is copied, never changed.
    expect(answer.industry.name).toBe('Automation');
  });
});
