import type { NetworkPage } from '../company-pages.ts';

export const ourNetwork: NetworkPage = {
  title: 'La nostra rete',
  description:
    'La rete {brand}: 25 portali B2B territoriali in cui produttori e fornitori di {country} incontrano acquirenti di ogni continente, e gli abbonamenti che li aprono tutti.',
  keywords:
    'rete {brand}, portali B2B, rete B2B internazionale, esportatori di {country}, acquirenti in tutto il mondo, prezzi abbonamenti B2B',
  heading: 'La nostra rete',
  lead: 'Un’azienda, circa 25 portali territoriali, un unico elenco di aziende e prodotti. Pubblichi su {brand} {country} e sarà visibile su tutti.',
  portals: {
    heading: 'Portali territoriali',
    lead: 'Ogni portale è pensato per le aziende e gli acquirenti del proprio paese. Ne apra uno qualsiasi per vedere come vi appare il suo profilo.',
    linkName: 'Portale {name} (si apre in una nuova scheda)',
    mapLabel: 'Mappa del mondo della rete: sono evidenziati i 25 paesi con un portale: {names}.',
  },
  prices: {
    heading: 'Un solo abbonamento per tutta la rete',
    lead: 'Ogni pacchetto vale su tutti i portali. Inizi gratis e passi a un livello superiore quando le servono più prodotti, la verifica o la pubblicità.',
  },
  figures: {
    label: 'La rete in cifre',
    items: [
      { value: '25', label: 'Paesi con un portale proprio' },
      { value: '1', label: 'Elenco di aziende e prodotti' },
      { value: '4', label: 'Pacchetti di abbonamento, validi su ogni portale' },
    ],
  },
  sections: [
    {
      id: 'how-the-network-works',
      heading: 'Come funziona la rete',
      blocks: [
        'Il profilo di un’azienda, i suoi prodotti e le sue certificazioni vengono registrati una sola volta e mostrati su tutti i portali, ciascuno con la propria grafica e la propria lingua. Un acquirente di qualsiasi paese che cerca un prodotto vede i fornitori di tutta la rete, con il paese di ciascuno.',
        'I nostri rappresentanti regionali seguono i portali della loro area: conoscono le fiere locali, le associazioni di categoria e le abitudini degli acquirenti, e aiutano i membri a prepararsi per nuovi mercati.',
      ],
    },
  ],
};
