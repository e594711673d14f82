/** The foot of every B2B tips article: the other articles, then an invitation to join the portal. */
import type { TipsFooter } from '../../b2b-tips.ts';

export const tipsFooter: TipsFooter = {
  heading: 'Altri consigli B2B',
  callToAction: {
    heading: 'Metta in pratica questi consigli',
    text: 'Si registri gratuitamente su {brand} {country}, pubblichi la sua azienda e i suoi prodotti e si faccia trovare dagli acquirenti di tutti i paesi. Gli abbonamenti a pagamento aggiungono una vetrina più ampia, la verifica dell’azienda, la priorità nelle ricerche e spinte pubblicitarie.',
    register: 'Registrati gratis',
    packages: 'Scopri gli abbonamenti',
  },
};
