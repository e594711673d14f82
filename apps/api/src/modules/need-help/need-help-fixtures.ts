import type { Country, Industry, JobPosition, NeedHelpEnquiryInput, State } from '@b2b/contracts';
import type { App } from '../../app.ts';

export interface NeedHelpReferences {
  jobPosition: JobPosition;
  industries: Industry[];
  usaState: State;
  country: Country;
}

async function list<T>(app: App, url: string): Promise<T[]> {
  const response = await app.inject({ method: 'GET', url: `/api${url}` });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return response.json<{ data: T[] }>().data;
}

/** Entries of the reference data an enquiry can name, read through the API as the form reads them. */
export async function needHelpReferences(app: App): Promise<NeedHelpReferences> {
  const [jobPositions, industries, usaStates, countries] = await Promise.all([
    list<JobPosition>(app, '/ref-data/job-position'),
    list<Industry>(app, '/catsys/industry'),
    list<State>(app, '/ref-data/country/US/state'),
    list<Country>(app, '/ref-data/country'),
  ]);
  return {
    jobPosition: jobPositions[0]!,
    industries,
    usaState: usaStates.find((s) => s.stateName === 'Texas')!,
    country: countries.find((c) => c.code === 'US')!,
  };
}

/** An enquiry with every field filled in, as the form sends it. */
export function fullEnquiry(
  refs: NeedHelpReferences,
  email = 'ana.lopez@acme-valves.com',
): NeedHelpEnquiryInput {
  const [i1, i2, i3, i4, i5] = refs.industries;
  return {
    firstName: 'Ana',
    lastName: 'López',
    businessName: 'Acme Valves',
    businessType: 'MA',
    website: 'https://acme-valves.com',
    jobPosition: refs.jobPosition.jobPositionID,
    address: '1200 Industrial Way',
    zipcode: '77001',
    city: 'Houston',
    usaState: refs.usaState.stateID,
    country: 'US',
    companyPhone: '+1 713 555 0100',
    companyFax: '+1 713 555 0101',
    totalEmployees: '120',
    salesEmployees: '15',
    mobilePhone: '+1 713 555 0199',
    email,
    buyProduct1: i1!.id,
    buyProduct2: i2!.id,
    buyProduct3: '',
    buyProduct4: '',
    moreInfoBuy: 'Stainless steel bar stock, 500 t a year.',
    sellProduct1: i3!.id,
    sellProduct2: i4!.id,
    sellProduct3: i5!.id,
    sellProduct4: '',
    moreInfoSell: 'Ball valves for the oil and gas industry.',
  };
}
