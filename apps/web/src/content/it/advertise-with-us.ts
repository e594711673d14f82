import type { ActionPage } from '../../components/content/content-page.ts';

export const advertiseWithUs: ActionPage = {
  title: 'Pubblicità',
  description:
    'Pubblicità su {brand} {country}: dia visibilità alla sua azienda e ai suoi prodotti davanti agli acquirenti che cercano produttori e fornitori di {country} su 25 portali B2B.',
  keywords:
    'pubblicità {brand}, pubblicità B2B {country}, pubblicità industriale, promuovere prodotti di {country}, spinte B2B, inserzione sponsorizzata',
  heading: 'Pubblicità con noi',
  lead: 'Metta la sua azienda davanti agli acquirenti nel momento in cui cercano fornitori. La pubblicità su {brand} raggiunge solo acquirenti professionali, su circa 25 portali territoriali.',
  sections: [
    {
      id: 'who-you-reach',
      heading: 'Chi raggiunge',
      blocks: [
        'I nostri visitatori sono importatori, distributori, grossisti e responsabili acquisti di aziende industriali. Vengono su {brand} per trovare prodotti e fornitori, quindi il suo messaggio arriva nel momento della decisione.',
      ],
    },
    {
      id: 'advertising-options',
      heading: 'Opzioni pubblicitarie',
      blocks: [
        {
          list: [
            'Spinte: un’azienda o un prodotto compare per primo nei risultati di ricerca del suo settore per un periodo. Gold include 3 spinte al mese, Premium 10 e Platinum 20.',
            'Azienda in evidenza: la sua azienda nella home page dei portali che sceglie.',
            'Banner di settore: il suo marchio in cima ai risultati di ricerca di un settore o di una categoria.',
            'Newsletter: una presentazione della sua azienda nella newsletter inviata agli acquirenti di un settore.',
          ],
        },
      ],
    },
    {
      id: 'how-to-start',
      heading: 'Come iniziare',
      blocks: [
        'Le spinte fanno parte degli abbonamenti Gold, Premium e Platinum e si usano dalla pagina della sua azienda. Per posizioni in evidenza, banner e newsletter, ci invii il modulo di assistenza: il nostro team preparerà una proposta con mercati, periodo e prezzo.',
      ],
    },
  ],
  callToAction: {
    heading: 'Richieda una proposta pubblicitaria',
    text: 'Ci indichi i suoi prodotti e i mercati di destinazione: le risponderemo entro 24 ore.',
    action: 'Contatti il nostro team',
  },
};
