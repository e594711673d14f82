// The coded lists of the business forms (markets, delivery terms, ...) with their English names: a module of their
// own, which only the forms' schemas and the seed import; the web names the codes in the page's language by its
// `businesses` namespace (features/businesses/list-labels.ts), so no page carries these names in its first load.

/** Terms of the "Contract manufacturing" choice of the factory group. */
export const CONTRACT_MANUFACTURING = [
  { code: 'OEM', name: 'OEM service offered' },
  { code: 'ODM', name: 'Design service offered' },
  { code: 'BUYER_LABEL', name: 'Buyer label offered' },
] as const;

/** Market regions of the trade capabilities group. */
export const MARKETS = [
  { code: 'NA', name: 'North America' },
  { code: 'SA', name: 'South America' },
  { code: 'WE', name: 'Western Europe' },
  { code: 'EE', name: 'Eastern Europe' },
  { code: 'EA', name: 'Eastern Asia' },
  { code: 'SEA', name: 'Southeast Asia' },
  { code: 'SAS', name: 'South Asia' },
  { code: 'ME', name: 'Mid East' },
  { code: 'AF', name: 'Africa' },
  { code: 'OC', name: 'Oceania' },
  { code: 'CA', name: 'Central America' },
  { code: 'DOM', name: 'Domestic Market' },
] as const;

/** Incoterms 2020 and the older ones buyers still ask for. */
export const DELIVERY_TERMS = [
  { code: 'EXW', name: 'EXW (Ex Works)' },
  { code: 'FCA', name: 'FCA (Free Carrier)' },
  { code: 'FAS', name: 'FAS (Free Alongside Ship)' },
  { code: 'FOB', name: 'FOB (Free On Board)' },
  { code: 'CFR', name: 'CFR (Cost and Freight)' },
  { code: 'CIF', name: 'CIF (Cost, Insurance and Freight)' },
  { code: 'CPT', name: 'CPT (Carriage Paid To)' },
  { code: 'CIP', name: 'CIP (Carriage and Insurance Paid To)' },
  { code: 'DAP', name: 'DAP (Delivered At Place)' },
  { code: 'DPU', name: 'DPU (Delivered at Place Unloaded)' },
  { code: 'DDP', name: 'DDP (Delivered Duty Paid)' },
  { code: 'EXPRESS', name: 'Express Delivery' },
] as const;

export const PACKAGING_TYPES = [
  { code: 'CARTON', name: 'Carton box' },
  { code: 'WOODEN_CASE', name: 'Wooden case' },
  { code: 'PALLET', name: 'Pallet' },
  { code: 'CRATE', name: 'Crate' },
  { code: 'BAG', name: 'Bag' },
  { code: 'DRUM', name: 'Drum' },
  { code: 'IBC', name: 'IBC tote' },
  { code: 'BULK', name: 'Bulk' },
  { code: 'CONTAINER', name: 'Container' },
  { code: 'BLISTER', name: 'Blister pack' },
  { code: 'CUSTOM', name: 'Custom packaging' },
] as const;

export const PAYMENT_TYPES = [
  { code: 'TT', name: 'T/T (Telegraphic Transfer)' },
  { code: 'LC', name: 'L/C (Letter of Credit)' },
  { code: 'DP', name: 'D/P (Documents against Payment)' },
  { code: 'DA', name: 'D/A (Documents against Acceptance)' },
  { code: 'CREDIT_CARD', name: 'Credit card' },
  { code: 'PAYPAL', name: 'PayPal' },
  { code: 'WESTERN_UNION', name: 'Western Union' },
  { code: 'ESCROW', name: 'Escrow' },
  { code: 'CASH', name: 'Cash' },
  { code: 'MONEYGRAM', name: 'MoneyGram' },
] as const;

export const PRODUCTION_PERIODS = ['day', 'week', 'month', 'year'] as const;

export type Coded = readonly { code: string; name: string }[];
export const codesOf = <T extends Coded>(list: T) =>
  list.map((i) => i.code) as [T[number]['code'], ...T[number]['code'][]];
