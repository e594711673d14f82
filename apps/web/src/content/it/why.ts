import type { WhyPage } from '../company-pages.ts';

export const why: WhyPage = {
  title: 'Perché {brand}',
  description:
    'Perché produttori, fornitori ed esportatori di {country} scelgono {brand}: un profilo visibile in 25 paesi, acquirenti che cercano per settore, aziende verificate e richieste dirette.',
  keywords:
    'perché {brand}, portale B2B {country}, fornitori di {country}, trovare acquirenti, export {country}, vantaggi marketplace B2B',
  heading: 'Perché {brand}',
  lead: 'Essere connessi è ciò che rende un’azienda visibile all’estero. Ecco cosa cambia per un’azienda di {country} far parte della rete {brand}.',
  sections: [],
  rows: [
    {
      illustration: 'network',
      heading: 'Connessi a 25 mercati in una volta',
      text: [
        'Il profilo della sua azienda e i suoi prodotti sono pubblicati su tutta la rete di circa 25 portali territoriali. Gli acquirenti di Americhe, Europa, Asia e Africa la trovano senza che lei debba aprire un ufficio in ogni paese.',
      ],
    },
    {
      illustration: 'search',
      heading: 'Trovati dagli acquirenti che la cercano',
      text: [
        'Gli acquirenti cercano per settore, categoria, prodotto e paese. Un profilo completo, con nomi di prodotto e specifiche chiare, mette la sua azienda davanti a chi sta già cercando ciò che lei produce.',
      ],
    },
    {
      illustration: 'verified',
      heading: 'Affidabili come azienda verificata',
      text: [
        'La verifica aziendale controlla la sua registrazione e mostra un badge di verifica sul profilo e sui prodotti. Gli importatori contattano per primi i fornitori verificati, perché sanno chi c’è dietro il nome.',
      ],
    },
    {
      illustration: 'messages',
      heading: 'In contatto diretto, senza intermediari',
      text: [
        'Le richieste arrivano direttamente dall’acquirente alla sua azienda, e lei risponde da un unico centro messaggi. Nessun agente tra lei e il suo cliente, e nessuna commissione sugli affari che conclude.',
      ],
    },
    {
      illustration: 'growth',
      heading: 'Crescere al proprio ritmo',
      text: [
        'Inizi con un abbonamento Standard gratuito e fino a 7 prodotti. Quando le richieste aumentano, Gold, Premium e Platinum aggiungono prodotti, verifica, priorità nei risultati di ricerca e spinte pubblicitarie.',
      ],
    },
  ],
  callToAction: {
    heading: 'Colleghi oggi la sua azienda',
    text: 'Creare un profilo aziendale è gratuito e richiede pochi minuti.',
    action: 'Scopra gli abbonamenti',
  },
};
