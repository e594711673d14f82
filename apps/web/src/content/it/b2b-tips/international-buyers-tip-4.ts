import type { ContentPage } from '../../../components/content/content-page.ts';

export const internationalBuyers: ContentPage = {
  title: 'Il buyer industriale: come gli acquirenti internazionali scelgono i fornitori',
  description:
    'Chi è il buyer industriale internazionale, come si prendono le decisioni di acquisto e cosa devono fare i fornitori di {country} per entrare nella rosa, ricevere richieste di offerta ed essere scelti.',
  keywords:
    'buyer industriale, acquirenti internazionali, responsabile acquisti, selezione dei fornitori, richiesta di offerta, fornitori di {country}, produttori di {country}, buyer B2B',
  heading: 'Il buyer industriale',
  lead: 'Per vendere all’estero bisogna capire chi siede dall’altra parte del tavolo. Il buyer industriale è un professionista il cui compito è ridurre costi e rischi per la propria azienda. I fornitori che gli semplificano questo lavoro sono quelli che si aggiudicano gli ordini.',
  datePublished: '2019-10-21',
  author: 'Consigli B2B di {brand}',
  sections: [
    {
      id: 'who-buys',
      heading: 'Chi acquista',
      blocks: [
        'In un’azienda industriale un acquisto viene deciso raramente da una sola persona. Il centro d’acquisto comprende di solito:',
        {
          list: [
            'l’utilizzatore, che ha bisogno del prodotto in produzione o in manutenzione;',
            'l’ingegnere, che definisce le specifiche tecniche e approva le campionature;',
            'il responsabile acquisti, che individua e confronta i fornitori e negozia le condizioni;',
            'il responsabile qualità, che esegue gli audit sui fornitori e verifica le certificazioni;',
            'il direttore, che approva gli acquisti importanti o strategici.',
          ],
        },
        'Ognuno ha priorità diverse: le prestazioni per l’ingegnere, prezzo e condizioni per gli acquisti, la conformità per la qualità. La sua documentazione e le sue risposte devono soddisfarle tutte.',
      ],
    },
    {
      id: 'how-buyers-decide',
      heading: 'Come decidono i buyer',
      blocks: [
        'Gli acquisti industriali seguono un percorso ben noto: si individua un fabbisogno, si redigono le specifiche, si cercano i possibili fornitori e si stila una rosa, si richiedono e si confrontano le offerte, si testano campionature o un ordine di prova e infine si qualifica un fornitore. Solo allora iniziano gli ordini regolari.',
        'Un nuovo fornitore estero deve superare ogni fase. I buyer cercano prima la prova che lei sia in grado di rispettare le specifiche in modo costante, poi guardano al costo totale: non solo il prezzo unitario, ma anche nolo, dazi, condizioni di pagamento, costi della qualità e rischio di ritardi nelle consegne.',
      ],
    },
    {
      id: 'what-buyers-expect',
      heading: 'Cosa si aspettano i buyer da un fornitore',
      blocks: [
        {
          list: [
            'Una risposta rapida e precisa a ogni richiesta, in un inglese corretto, con le domande necessarie per formulare l’offerta.',
            'Informazioni tecniche complete e certificazioni riconosciute.',
            'Offerte chiare: regola Incoterms, valuta, validità, tempi di consegna, ordine minimo (MOQ) e condizioni di pagamento.',
            'Qualità costante, confermata dai rapporti di ispezione.',
            'Consegna alla data concordata, con informazioni di tracciamento e documenti completi.',
            'Comunicazione trasparente quando qualcosa va storto, con una soluzione proposta.',
          ],
        },
      ],
    },
    {
      id: 'where-buyers-search',
      heading: 'Dove cercano i buyer',
      blocks: [
        'I buyer cercano su internet, nei portali B2B, nei cataloghi delle fiere e attraverso le proprie reti professionali, e chiedono consiglio ai fornitori attuali e ai colleghi.',
        'Su {brand} importatori, distributori e produttori consultano l’elenco per prodotto, settore, paese e tipo di attività e inviano richieste direttamente alle aziende che trovano. Un profilo completo, un’azienda verificata e prodotti ben descritti la fanno entrare nella loro rosa di fornitori.',
      ],
    },
    {
      id: 'building-trust',
      heading: 'Costruire fiducia oltre confine',
      blocks: [
        'La distanza rende i buyer prudenti. Riduca la loro incertezza: li inviti a fare un audit del suo stabilimento o proponga una visita in video, condivida referenze di clienti nella loro area, accetti un’ispezione pre-imbarco da parte di una società indipendente e proponga un piccolo ordine di prova a condizioni eque.',
        'Aiuta anche la sensibilità culturale. Impari come si fanno affari in ciascun mercato: quanto è formale la comunicazione, come vengono prese le decisioni, quanto durano le trattative e quali festività fermano l’attività.',
      ],
    },
    {
      id: 'keeping-the-buyer',
      heading: 'Fidelizzare il buyer',
      blocks: [
        'Acquisire un nuovo cliente industriale costa molto più che mantenerlo. Una volta qualificato, visiti regolarmente il cliente, chieda un riscontro, ne anticipi le esigenze e proponga miglioramenti. Un buyer che si fida di lei le affiderà altri prodotti, la presenterà ad altri stabilimenti del gruppo e la raccomanderà ad altri.',
      ],
    },
  ],
};
