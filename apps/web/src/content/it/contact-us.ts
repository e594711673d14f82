import type { ContactPage } from '../company-pages.ts';

export const contactUs: ContactPage = {
  title: 'Contatti',
  description:
    'Contatti il team di assistenza di {brand} {country} per telefono, tramite app di messaggistica o con il modulo di assistenza. Aiutiamo produttori, fornitori e acquirenti di {country} e rispondiamo entro 24 ore.',
  keywords:
    'contatti {brand}, assistenza {brand}, telefono {brand}, assistenza B2B {country}, aiuto fornitori di {country}, servizio clienti',
  heading: 'Contatti',
  lead: 'Il nostro team di assistenza aiuta acquirenti e fornitori con profili, abbonamenti, richieste e qualsiasi altra questione su {brand} {country}.',
  sections: [],
  phoneCard: {
    heading: 'Ci chiami',
    text: 'Chiami le nostre linee di assistenza internazionale dal lunedì al venerdì, dalle 9:00 alle 18:00 ora locale; in {country} il nostro servizio clienti risponde al numero {phone}.',
    phones: [
      { region: 'USA', number: '+1 305 555 0100' },
      { region: 'Europa', number: '+34 911 430 275' },
    ],
  },
  messagingCard: {
    heading: 'Ci scriva via app di messaggistica',
    text: 'Ci scriva dalla sua app di messaggistica abituale e continui la conversazione dal telefono.',
    apps: 'WhatsApp e WeChat',
    number: '+1 305 555 0148',
  },
  options: {
    heading: 'Altri modi per contattarci',
    items: [
      'Invii il modulo di assistenza e ci dica cosa compra e vende la sua azienda.',
      'Contatti direttamente un fornitore con «Invia richiesta» nella sua pagina aziendale o di prodotto.',
      'I membri Premium o Platinum possono prenotare un appuntamento con uno specialista B2B.',
      'Chieda aiuto al suo rappresentante regionale per un mercato o una fiera.',
    ],
  },
  needHelp: {
    heading: 'Serve aiuto?',
    text: 'Ci parli della sua azienda e di ciò che cerca: la persona giusta del nostro team le risponderà.',
    action: 'Richiedi assistenza',
  },
  promise: 'Rispondiamo a ogni messaggio entro 24 ore.',
};
