import type { MissionVisionPage } from '../company-pages.ts';

export const missionVision: MissionVisionPage = {
  title: 'Missione e visione',
  description:
    'La missione, la visione e i valori di {brand}: mettere in contatto produttori e fornitori di {country} con acquirenti di tutto il mondo, con onestà, innovazione e mentalità globale.',
  keywords:
    'missione {brand}, visione {brand}, valori aziendali, portale B2B {country}, esportatori di {country}, commercio internazionale',
  heading: 'Missione e visione',
  lead: 'Perché esiste {brand}, dove sta andando e i valori che guidano il nostro lavoro con le aziende di {country} e i loro acquirenti.',
  sections: [],
  mission: {
    heading: 'La nostra missione',
    text: [
      'Offrire a ogni azienda industriale, di qualunque dimensione, un modo semplice ed economico per raggiungere acquirenti in altri paesi, e agli acquirenti un modo affidabile per trovare e contattare i fornitori giusti.',
      'In {country} lavoriamo perché produttori, distributori ed esportatori del paese siano visti dagli importatori che hanno bisogno dei loro prodotti, e possano trasformare una prima richiesta in un rapporto commerciale duraturo.',
    ],
  },
  vision: {
    heading: 'La nostra visione',
    text: [
      'Essere la rete di riferimento del commercio B2B internazionale tra piccole e medie imprese industriali: un unico luogo in cui un’azienda pubblica una volta e viene trovata in tutti i mercati che le interessano.',
    ],
  },
  values: {
    heading: 'I nostri valori',
    lead: 'Sei valori orientano le nostre decisioni, dalle funzioni che sviluppiamo al modo in cui rispondiamo a una telefonata.',
    items: [
      {
        heading: 'Persone',
        text: [
          'Il commercio avviene tra persone. Ascoltiamo i nostri membri, rispondiamo a ogni richiesta e trattiamo ogni azienda con lo stesso rispetto, qualunque sia il suo abbonamento.',
        ],
      },
      {
        heading: 'Innovazione',
        text: [
          'Miglioriamo continuamente i portali perché cercare, presentare prodotti e contattare fornitori richieda meno tempo e funzioni su qualsiasi dispositivo.',
        ],
      },
      {
        heading: 'Mentalità globale',
        text: [
          'La nostra rete, il nostro team e i nostri membri abbracciano circa 25 paesi. Ragioniamo in termini di mercati, lingue e fusi orari diversi dai nostri.',
        ],
      },
      {
        heading: 'Passione',
        text: [
          'Ci piace vedere un piccolo produttore spedire il suo primo container all’estero, e lavoriamo ogni giorno perché succeda più spesso.',
        ],
      },
      {
        heading: 'Onestà',
        text: [
          'Verifichiamo le aziende che presentiamo come verificate, pubblichiamo prezzi chiari e non vendiamo mai i dati dei nostri membri.',
        ],
      },
      {
        heading: 'Eccellenza',
        text: [
          'Chiediamo al nostro servizio ciò che i nostri membri chiedono ai loro prodotti: affidabilità, buona documentazione e consegna puntuale.',
        ],
      },
    ],
  },
};
