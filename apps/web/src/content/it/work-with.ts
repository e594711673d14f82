import type { ActionPage } from '../../components/content/content-page.ts';

export const workWith: ActionPage = {
  title: 'Lavora con {brand}',
  description:
    'Lavori con {brand}: diventi rappresentante regionale, partner o membro del nostro team, e aiuti aziende e acquirenti di {country} a commerciare in 25 paesi.',
  keywords:
    'lavorare con {brand}, carriere {brand}, rappresentante regionale, agente di commercio B2B {country}, consulente export, partnership',
  heading: 'Lavora con {brand}',
  lead: 'La nostra rete cresce grazie a persone che conoscono i propri mercati. Se aiuta le aziende industriali a vendere all’estero, saremo lieti di conoscerla.',
  sections: [
    {
      id: 'regional-representatives',
      heading: 'Rappresentanti regionali',
      blocks: [
        'I rappresentanti presentano {brand} alle aziende della loro regione, le aiutano a pubblicare profili completi, le consigliano sugli abbonamenti e seguono le prime richieste. Lavorano in modo indipendente, con formazione, materiali e una provvigione su ogni abbonamento venduto.',
        'Cerchiamo persone con esperienza nelle vendite industriali, nell’export o nelle associazioni di categoria, che parlino inglese e la lingua della loro regione.',
      ],
    },
    {
      id: 'partners',
      heading: 'Partner',
      blocks: [
        'Camere di commercio, associazioni di categoria, organizzatori di fiere, aziende di logistica e consulenti export possono offrire {brand} ai propri associati e clienti. Con ogni partner costruiamo programmi comuni, eventi e condizioni dedicate.',
      ],
    },
    {
      id: 'our-team',
      heading: 'Il nostro team',
      blocks: [
        'Il nostro team negli Stati Uniti e i nostri uffici regionali cercano sempre sviluppatori, designer, specialisti dell’assistenza e professionisti del marketing con una mentalità internazionale.',
        {
          list: [
            'Lavoro da remoto nei fusi orari dei nostri mercati.',
            'Un team piccolo, in cui il suo lavoro raggiunge migliaia di aziende.',
            'Colleghi di molti paesi e settori.',
          ],
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Ci parli di lei',
    text: 'Ci invii il modulo di assistenza con la sua esperienza e la regione o il ruolo che le interessa; rispondiamo entro 24 ore.',
    action: 'Contattaci',
  },
};
