import type { ActionPage } from '../../components/content/content-page.ts';

export const freeMarketing: ActionPage = {
  title: 'Marketing B2B gratuito',
  description:
    'Marketing B2B gratuito per le aziende di {country}: pubblichi il profilo aziendale e fino a 7 prodotti su {brand}, raggiunga acquirenti internazionali e riceva richieste senza costi.',
  keywords:
    'marketing B2B gratuito, elenco aziende gratuito {country}, portale B2B gratuito, produttori di {country}, marketing per l’export, abbonamento Standard {brand}',
  heading: 'Marketing B2B gratuito',
  lead: 'Ogni azienda può promuovere i propri prodotti su {brand} senza pagare: l’abbonamento Standard è gratuito, per tutto il tempo che desidera.',
  sections: [
    {
      id: 'what-is-free',
      heading: 'Cosa ottiene gratis',
      blocks: [
        {
          list: [
            'Un profilo aziendale con descrizione, contatti, dati dello stabilimento e dati commerciali.',
            'Fino a 7 prodotti con foto, specifiche e tempi di consegna.',
            'Richieste degli acquirenti, a cui risponde dal suo centro messaggi.',
            'Post nella bacheca delle notizie, follower, «mi piace» e membri dell’azienda.',
            'Visibilità su tutta la rete di circa 25 portali territoriali.',
          ],
        },
      ],
    },
    {
      id: 'make-the-most-of-it',
      heading: 'Come sfruttarlo al meglio',
      blocks: [
        'Un profilo completo viene trovato più spesso. Scriva la descrizione dell’azienda per un acquirente che non la conosce, scelga il settore e le categorie giusti e dia a ogni prodotto un nome chiaro, buone foto e le specifiche principali.',
        'Risponda rapidamente alle richieste: gli acquirenti contattano più fornitori, e spesso la prima risposta utile si aggiudica l’ordine. Pubblichi notizie, nuovi prodotti e date delle fiere nella bacheca, così i suoi follower li vedranno.',
      ],
    },
    {
      id: 'when-you-need-more',
      heading: 'Quando le serve di più',
      blocks: [
        'Gold, Premium e Platinum aggiungono più prodotti, la verifica aziendale, priorità nei risultati di ricerca e spinte pubblicitarie. Può passare a un livello superiore in qualsiasi momento dalla pagina della sua azienda.',
      ],
    },
  ],
  callToAction: {
    heading: 'Pubblichi gratis la sua azienda',
    text: 'Crei ora il profilo aziendale e aggiunga i primi prodotti.',
    action: 'Crea il profilo aziendale',
  },
};
