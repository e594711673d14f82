import type { ContentPage } from '../../../components/content/content-page.ts';

export const exportToTheWorld: ContentPage = {
  title: 'Esportare nel mondo: guida pratica per le aziende produttrici',
  description:
    'Perché i produttori e i fornitori di {country} dovrebbero vendere all’estero, come scegliere i primi mercati e come raggiungere passo dopo passo gli acquirenti internazionali con {brand}.',
  keywords:
    'esportare nel mondo, come esportare, esportatori di {country}, commercio internazionale, guida all’export B2B, produttori di {country}, trovare acquirenti internazionali',
  heading: 'Esportare nel mondo',
  lead: 'Vendere all’estero non è più un privilegio dei grandi gruppi. Con un piano chiaro, i partner giusti e una presenza online ben visibile, anche una piccola o media impresa manifatturiera può costruire un’attività di export stabile. Questa guida indica il percorso.',
  datePublished: '2019-10-21',
  author: 'Consigli B2B di {brand}',
  sections: [
    {
      id: 'why-export',
      heading: 'Perché esportare',
      blocks: [
        'Un’azienda che vende solo sul mercato interno dipende da una sola economia, da un solo bacino di clienti e da un solo ciclo congiunturale. L’export distribuisce questo rischio: quando la domanda rallenta in un paese, spesso tiene in un altro.',
        'L’export finanzia anche la crescita. Lotti di produzione più lunghi abbassano i costi unitari, i clienti esteri portano nuove esigenze che fanno avanzare lo sviluppo prodotto e un’azienda che compete a livello internazionale è di solito più preparata quando i concorrenti arrivano sul suo mercato.',
        {
          list: [
            'Più clienti: la maggior parte della domanda mondiale di beni industriali si trova al di fuori di qualsiasi singolo paese.',
            'Migliore utilizzo della capacità produttiva: gli ordini esteri riempiono lo stabilimento quando calano quelli interni.',
            'Margini più alti nei mercati in cui il suo prodotto è raro o la sua qualità fa la differenza.',
            'Un marchio più forte anche in patria: “esportato in 20 paesi” è una referenza di grande peso.',
          ],
        },
      ],
    },
    {
      id: 'are-you-ready',
      heading: 'La sua azienda è pronta per esportare?',
      blocks: [
        'Prima della prima spedizione conviene rispondere con onestà ad alcune domande. Lo stabilimento è in grado di evadere ordini più grandi o più frequenti senza penalizzare i clienti attuali? La direzione ha il tempo di seguire i mercati esteri per almeno due o tre anni prima di aspettarsi un ritorno? Esiste un budget per campionature, viaggi, certificazioni e marketing?',
        'Va verificato anche il prodotto. Potrebbe richiedere un nuovo imballo, etichette in altre lingue, tensioni o dimensioni diverse, oppure certificazioni come la marcatura CE per l’Europa, la certificazione UL per il Nord America o la CCC per la Cina. Questi adeguamenti richiedono tempo e vanno pianificati per tempo.',
      ],
    },
    {
      id: 'choose-markets',
      heading: 'Scegliere i primi mercati',
      blocks: [
        'Non cerchi di vendere ovunque fin da subito. Cominci da due o tre mercati che è in grado di servire bene, poi si espanda facendo tesoro dell’esperienza acquisita.',
        {
          list: [
            'Consulti le statistiche del commercio estero per capire quali paesi importano già il suo prodotto e in quali volumi.',
            'Privilegi i mercati vicini per distanza, lingua o normativa: la logistica costa meno e la comunicazione è più semplice.',
            'Studi la concorrenza e il livello dei prezzi: dove gli acquirenti sono disposti a pagare la qualità che lei offre?',
            'Tenga conto degli accordi di libero scambio che riducono i dazi tra il suo paese e il mercato di destinazione.',
            'Valuti il rischio: stabilità politica, valuta, abitudini di pagamento e tutela della proprietà intellettuale.',
          ],
        },
      ],
    },
    {
      id: 'reach-buyers',
      heading: 'Raggiungere gli acquirenti internazionali',
      blocks: [
        'I buyer industriali cercano online molto prima di contattare un fornitore. Un profilo aziendale completo su un portale B2B mette la sua azienda sotto i loro occhi proprio nel momento in cui stanno cercando: descriva cosa produce, presenti i prodotti con foto chiare e dati tecnici, elenchi le certificazioni e indichi i mercati che già serve.',
        'Affianchi alla presenza online un’azione commerciale diretta: risponda a ogni richiesta entro 24 ore, segua le offerte inviate, visiti gli acquirenti più promettenti ed esponga alle fiere del suo settore. Con il tempo, una rete di distributori o agenti nei mercati principali moltiplicherà la sua portata.',
      ],
    },
    {
      id: 'terms-of-trade',
      heading: 'Definire correttamente le condizioni di resa e di pagamento',
      blocks: [
        'I malintesi su consegna e pagamento sono la causa più frequente di contenziosi nell’export. Quoti sempre con una regola Incoterms chiara (ad esempio FOB Shanghai, CIF Rotterdam o DAP magazzino dell’acquirente), così che entrambe le parti sappiano chi paga trasporto e assicurazione e in quale punto passa il rischio.',
        'Scelga le condizioni di pagamento in base al rischio: pagamento anticipato o lettera di credito confermata con un nuovo cliente, incasso documentario o pagamento in conto aperto con assicurazione del credito all’esportazione una volta consolidato il rapporto. Concordi per iscritto specifiche, tolleranze, ispezioni e garanzia prima di avviare la produzione.',
      ],
    },
    {
      id: 'next-steps',
      heading: 'I prossimi passi',
      blocks: [
        {
          ordered: true,
          list: [
            'Scriva un piano export di una pagina: mercati obiettivo, prodotti, prezzi, budget e responsabile.',
            'Prepari listini export, schede prodotto e una presentazione aziendale in inglese.',
            'Crei il profilo della sua azienda su {brand} e pubblichi i prodotti principali.',
            'Risponda rapidamente a ogni richiesta e tenga traccia di ogni contatto.',
            'Verifichi i risultati dopo sei mesi e aggiorni il piano.',
          ],
        },
        'Gli altri articoli di questa serie approfondiscono ogni passaggio, dall’organizzazione di un sistema export alla scelta dei prodotti che si vendono meglio all’estero.',
      ],
    },
  ],
};
