import {
  INCOTERMS,
  RFQ_UNITS,
  type Incoterm,
  type QuoteDeclineReason,
  type QuoteStatus,
  type RfqStatus,
  type RfqUnit,
} from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The names of the contract's lists in the page's language, by their codes. */
const UNIT_KEYS = {
  pieces: 'units.pieces',
  sets: 'units.sets',
  pairs: 'units.pairs',
  kilograms: 'units.kilograms',
  tonnes: 'units.tonnes',
  metres: 'units.metres',
  'square-metres': 'units.square-metres',
  'cubic-metres': 'units.cubic-metres',
  litres: 'units.litres',
  cartons: 'units.cartons',
  pallets: 'units.pallets',
  rolls: 'units.rolls',
  containers: 'units.containers',
} as const satisfies Record<RfqUnit, ParseKeys<'rfq'>>;

const INCOTERM_KEYS = {
  EXW: 'incoterms.EXW',
  FCA: 'incoterms.FCA',
  FOB: 'incoterms.FOB',
  CFR: 'incoterms.CFR',
  CIF: 'incoterms.CIF',
  DAP: 'incoterms.DAP',
  DDP: 'incoterms.DDP',
} as const satisfies Record<Incoterm, ParseKeys<'rfq'>>;

const RFQ_STATUS_KEYS = {
  open: 'status.open',
  closed: 'status.closed',
  awarded: 'status.awarded',
} as const satisfies Record<RfqStatus, ParseKeys<'rfq'>>;

const QUOTE_STATUS_KEYS = {
  submitted: 'quoteStatus.submitted',
  shortlisted: 'quoteStatus.shortlisted',
  declined: 'quoteStatus.declined',
  awarded: 'quoteStatus.awarded',
  withdrawn: 'quoteStatus.withdrawn',
} as const satisfies Record<QuoteStatus, ParseKeys<'rfq'>>;

export const DECLINE_REASON_KEYS = {
  'price-too-high': 'declineReasons.price-too-high',
  'lead-time-too-long': 'declineReasons.lead-time-too-long',
  'minimum-order-too-high': 'declineReasons.minimum-order-too-high',
  'terms-not-suitable': 'declineReasons.terms-not-suitable',
  'another-supplier-chosen': 'declineReasons.another-supplier-chosen',
  other: 'declineReasons.other',
} as const satisfies Record<QuoteDeclineReason, ParseKeys<'rfq'>>;

/** The words of RFQs and quotes: units (with a count), Incoterms, statuses and decline reasons. */
export function useRfqWords() {
  const { t } = useTranslation('rfq');
  return {
    unit: (unit: RfqUnit, count?: number) => t(UNIT_KEYS[unit], { count: count ?? 2 }),
    incoterm: (code: Incoterm) => `${code} · ${t(INCOTERM_KEYS[code])}`,
    status: (status: RfqStatus) => t(RFQ_STATUS_KEYS[status]),
    quoteStatus: (status: QuoteStatus) => t(QUOTE_STATUS_KEYS[status]),
    declineReason: (reason: QuoteDeclineReason) => t(DECLINE_REASON_KEYS[reason]),
  };
}

export function useUnitOptions() {
  const words = useRfqWords();
  return RFQ_UNITS.map((unit) => ({ value: unit, label: words.unit(unit) }));
}

export function useIncotermOptions() {
  const words = useRfqWords();
  return INCOTERMS.map((code) => ({ value: code, label: words.incoterm(code) }));
}
