/** The business types, in the order the search bar lists them. PR and UR are search tabs, not types a business can have. */
export const BUSINESS_TYPES = [
  { code: 'PR', businessTypeName: 'Products' },
  { code: 'UR', businessTypeName: 'Users' },
  { code: 'MA', businessTypeName: 'Manufacturers' },
  { code: 'DI', businessTypeName: 'Distributors' },
  { code: 'WS', businessTypeName: 'Wholesalers' },
  { code: 'IM', businessTypeName: 'Importers' },
  { code: 'EX', businessTypeName: 'Exporters' },
  { code: 'RE', businessTypeName: 'Retailers' },
  { code: 'IN', businessTypeName: 'Investors' },
  { code: 'CO', businessTypeName: 'Consultants' },
  { code: 'GO', businessTypeName: 'Government' },
] as const;
export type BusinessTypeCode = (typeof BUSINESS_TYPES)[number]['code'];
export const BUSINESS_TYPE_CODES = BUSINESS_TYPES.map((t) => t.code) as [
  BusinessTypeCode,
  ...BusinessTypeCode[],
];
