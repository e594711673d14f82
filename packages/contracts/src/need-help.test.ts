import { describe, expect, it } from 'vitest';
import { NeedHelpEnquirySchema } from './need-help.ts';
import { NEED_HELP_STATE_NOT_US_MESSAGE } from './need-help-values.ts';
import { INVALID_PHONE_MESSAGE } from './users-values.ts';

const required = { companyPhone: '+86 21 5555 0000', email: 'buyer@example.com' };
const state = '0b0f5d3e-8f3c-4c1a-9d7e-2f1e6a1b9c00';

const issues = (input: object) =>
  NeedHelpEnquirySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('NeedHelpEnquirySchema', () => {
  it('reads empty choices and blank text as not given, and employees typed or as numbers', () => {
    expect(
      NeedHelpEnquirySchema.parse({
        ...required,
        firstName: '  ',
        businessType: '',
        buyProduct1: '',
        totalEmployees: '120',
        salesEmployees: 15,
      }),
    ).toEqual({ ...required, totalEmployees: 120, salesEmployees: 15 });
  });

  it('counts the digits of a telephone, whatever separates them: 8 to 15', () => {
    expect(issues({ ...required, companyPhone: '(021) 5555-0000' })).toEqual([]);
    expect(issues({ ...required, companyPhone: '+1 555 010' })).toEqual([
      ['companyPhone', INVALID_PHONE_MESSAGE],
    ]);
    expect(issues({ ...required, mobilePhone: '1234567890123456' })).toEqual([
      ['mobilePhone', INVALID_PHONE_MESSAGE],
    ]);
    expect(issues({ ...required, companyFax: '+86 21 5555 000x' })).toEqual([
      ['companyFax', INVALID_PHONE_MESSAGE],
    ]);
  });

  it('takes a US state with the United States only', () => {
    expect(issues({ ...required, usaState: state, country: 'US' })).toEqual([]);
    expect(issues({ ...required, usaState: state, country: 'MX' })).toEqual([
      ['usaState', NEED_HELP_STATE_NOT_US_MESSAGE],
    ]);
    expect(issues({ ...required, usaState: state })).toEqual([['usaState', NEED_HELP_STATE_NOT_US_MESSAGE]]);
  });
});
