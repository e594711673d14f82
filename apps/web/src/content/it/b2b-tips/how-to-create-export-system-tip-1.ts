import type { ContentPage } from '../../../components/content/content-page.ts';

export const howToCreateExportSystem: ContentPage = {
  title: 'Come avviare un’attività di export: costruire il proprio sistema export',
  description:
    'Come le aziende di {country} avviano un’attività di export: piano export, team, prezzi, documenti, logistica e pagamenti, nell’ordine in cui servono.',
  keywords:
    'avviare un’attività di export, sistema export, piano export, prezzi export, documenti per l’export, Incoterms, esportatori di {country}, export {country}',
  heading: 'Come avviare un’attività di export',
  lead: 'Qualche ordine occasionale dall’estero non fa un’attività di export. Un’azienda esporta con successo quando dispone di un sistema: persone, processi e strumenti che trasformano le richieste in ordini ripetuti. Ecco come costruirlo.',
  datePublished: '2019-10-21',
  author: 'Consigli B2B di {brand}',
  sections: [
    {
      id: 'export-plan',
      heading: 'Partire da un piano export',
      blocks: [
        'Un piano export non deve essere lungo, ma va messo per iscritto e condiviso con la direzione. Risponde a cinque domande:',
        {
          list: [
            'Quali prodotti esporteremo e cosa dobbiamo modificare?',
            'In quali mercati entreremo per primi, e perché?',
            'Quale canale useremo: vendita diretta, distributori, agenti o una piattaforma B2B online?',
            'Quanto costerà nei primi tre anni e quali vendite ci aspettiamo?',
            'Chi ne è responsabile e come misureremo i progressi?',
          ],
        },
        'Riveda il piano ogni sei mesi. I mercati esteri insegnano in fretta, e un piano che non cambia mai è di solito un piano che nessuno segue.',
      ],
    },
    {
      id: 'export-team',
      heading: 'Costruire il team export',
      blocks: [
        'L’export deve avere un responsabile. In una piccola impresa può trattarsi di un solo export manager con un buon inglese e una seconda lingua dei mercati obiettivo; in un’azienda più grande, di un ufficio export con personale commerciale, customer service e spedizioni.',
        'L’export manager deve avere l’autorità per quotare i prezzi e impegnare lo stabilimento sulle date di consegna. Nulla scoraggia un buyer estero più di un fornitore che impiega due settimane per rispondere a una domanda semplice.',
      ],
    },
    {
      id: 'export-pricing',
      heading: 'Definire i prezzi export',
      blocks: [
        'Non si limiti a convertire il listino nazionale. Costruisca il prezzo export partendo dal costo franco fabbrica (EXW), poi aggiunga le voci di cui la regola Incoterms scelta la rende responsabile: imballo per trasporto marittimo o aereo, trasporto interno, sdoganamento all’esportazione, nolo e assicurazione.',
        'Verifichi poi il risultato sul mercato: il prezzo che pagheranno i clienti del suo acquirente, dopo dazi all’importazione, imposte e margine del distributore. Se il prezzo finale non è competitivo, cerchi risparmi su imballo, dimensione delle spedizioni o configurazione del prodotto prima di tagliare il suo margine.',
        'Quoti nella valuta preferita dai suoi acquirenti, di solito dollari USA o euro, e decida come proteggersi dalle oscillazioni del cambio.',
      ],
    },
    {
      id: 'documents-and-compliance',
      heading: 'Documenti e conformità',
      blocks: [
        'Ogni spedizione viaggia accompagnata da una serie di documenti. Prepari modelli e una checklist per non dimenticare nulla:',
        {
          list: [
            'fattura commerciale e packing list;',
            'polizza di carico (bill of lading) o lettera di vettura aerea (air waybill);',
            'certificato di origine, necessario per ottenere i dazi preferenziali previsti dagli accordi commerciali;',
            'certificati di prodotto e rapporti di prova richiesti dal paese di destinazione;',
            'licenza di esportazione, per le merci soggette a controlli all’export.',
          ],
        },
        'Individui il codice del Sistema Armonizzato (codice HS) di ciascun prodotto: determina il dazio all’importazione e le norme applicabili in ogni mercato.',
      ],
    },
    {
      id: 'logistics-and-payment',
      heading: 'Logistica e pagamenti',
      blocks: [
        'Scelga presto uno spedizioniere affidabile. Un buon spedizioniere dà consigli su imballi, rotte, tempi di resa e documenti, e prenota gli spazi a tariffe competitive.',
        'Concordi condizioni di pagamento che la tutelino pur restando accettabili per l’acquirente. Con i nuovi clienti utilizzi il pagamento anticipato, un acconto con saldo contro documenti oppure una lettera di credito confermata da una banca di sua fiducia. L’assicurazione del credito all’esportazione le consente di offrire il pagamento in conto aperto ai clienti consolidati con un rischio minore.',
      ],
    },
    {
      id: 'first-year',
      heading: 'Il primo anno',
      blocks: [
        'Il primo anno serve soprattutto a imparare: molte richieste non diventeranno ordini e i primi ordini saranno spesso piccole spedizioni di prova. Le consideri un investimento nella relazione. Consegni nei tempi, esattamente secondo le specifiche, e tenga informato l’acquirente in ogni fase.',
        'Registri ogni richiesta, offerta e ordine. Dopo dodici mesi saprà quali mercati, prodotti e canali funzionano e dove investire in seguito.',
      ],
    },
  ],
};
