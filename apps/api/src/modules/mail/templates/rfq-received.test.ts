import type { InterfaceLanguage } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { rfqReceived } from './rfq-received.ts';
import { MAIL_WORDS } from './words.ts';

const request = {
  companyName: 'Brass Works',
  productName: 'Brass ball valves',
  quantity: { amount: 20000, unit: 'pieces' },
  destinationCountry: 'DE',
  destinationCountryName: 'Germany',
  closesOn: '2026-12-14',
  description: 'PN25, threaded ends.',
  buyerName: null,
  path: '/rfq/1',
};

const textIn = (language: InterfaceLanguage, data: Record<string, unknown> = request) =>
  rfqReceived
    .render(rfqReceived.schema.parse(data), {
      language,
      words: MAIL_WORDS[language],
      link: (path) => `https://portal.test${path}`,
    })
    .text.join('\n');

describe('the mail of a request for quotation', () => {
  it('names the quantity and the destination in the reader’s language', () => {
    expect(textIn('en')).toContain('Quantity: 20,000 pieces\nDestination: Germany');
    expect(textIn('es')).toContain('Cantidad: 20.000 piezas\nDestino: Alemania');
    expect(textIn('it')).toContain('Quantità: 20.000 pezzi\nDestinazione: Germania');
    expect(textIn('zh')).toContain('数量: 20,000 件\n目的地: 德国');
  });

  it('gives the unit in the singular for one, and decimals as the language writes them', () => {
    expect(textIn('en', { ...request, quantity: { amount: 1, unit: 'pallets' } })).toContain(
      'Quantity: 1 pallet',
    );
    expect(textIn('es', { ...request, quantity: { amount: 1, unit: 'tonnes' } })).toContain(
      'Cantidad: 1 tonelada',
    );
    expect(textIn('it', { ...request, quantity: { amount: 2.5, unit: 'tonnes' } })).toContain(
      'Quantità: 2,5 tonnellate',
    );
  });

  it('reads a mail queued before, with the request’s own text and the country’s code', () => {
    const { destinationCountryName: _, ...before } = { ...request, quantity: '2000 pieces' };
    expect(textIn('en', before)).toContain('Quantity: 2000 pieces\nDestination: DE');
    expect(textIn('it', before)).toContain('Destinazione: Germania');
  });
});
