import type { ContentPage } from '../../../components/content/content-page.ts';

export const qualifiedExportingCompanies: ContentPage = {
  title: 'L’esportatore qualificato: cosa rende credibile un’azienda esportatrice',
  description:
    'Cosa cercano gli acquirenti internazionali in un’azienda esportatrice qualificata: certificazioni, capacità produttiva, documentazione, verifica e servizio, e come le imprese di {country} possono dimostrarli.',
  keywords:
    'esportatore qualificato, produttore qualificato, qualifica dei fornitori, ISO 9001, verifica aziendale, preparazione all’export, esportatori di {country}, fornitori di {country}',
  heading: 'L’esportatore qualificato',
  lead: 'Gli acquirenti non cercano un fornitore qualsiasi: cercano un fornitore qualificato, un’azienda che ha dimostrato di saper consegnare il prodotto giusto, nei tempi previsti e nel rispetto delle regole del loro mercato. Diventare un esportatore qualificato è la via più sicura per aggiudicarsi contratti di lungo periodo.',
  datePublished: '2019-10-21',
  author: 'Consigli B2B di {brand}',
  sections: [
    {
      id: 'what-qualified-means',
      heading: 'Cosa significa “qualificato”',
      blocks: [
        'Un esportatore qualificato è un’azienda che soddisfa i requisiti dell’acquirente in termini di qualità, capacità, conformità e servizio, ed è in grado di documentarlo. I grandi acquirenti formalizzano questa valutazione con un processo di qualifica dei fornitori: questionari, verifiche documentali, audit in stabilimento e ordini di prova. Gli acquirenti più piccoli fanno lo stesso in modo informale.',
      ],
    },
    {
      id: 'certifications',
      heading: 'Certificazioni e norme',
      blocks: [
        'Le certificazioni sono il primo filtro. A seconda del settore e dei mercati, gli acquirenti si aspetteranno alcune di queste:',
        {
          list: [
            'ISO 9001 per la gestione della qualità e ISO 14001 per la gestione ambientale;',
            'norme di settore come IATF 16949 (automotive), ISO 13485 (dispositivi medici) o ISO 22000 e HACCP (alimentare);',
            'marchi di conformità del prodotto: CE per l’Unione europea, UL o ETL per il Nord America, CCC per la Cina;',
            'conformità a RoHS e REACH per le sostanze presenti in prodotti elettrici e materiali.',
          ],
        },
        'Tenga i certificati aggiornati e pronti da inviare in PDF, e li elenchi nel profilo della sua azienda.',
      ],
    },
    {
      id: 'capacity-and-processes',
      heading: 'Capacità produttiva e processi',
      blocks: [
        'Gli acquirenti vogliono sapere che lei è in grado di evadere i loro volumi senza ritardi. Sia pronto a descrivere capacità produttiva, parco macchine, numero di dipendenti, turni, tempi di consegna e modalità di pianificazione della produzione.',
        'Illustri il suo controllo qualità: controllo in accettazione dei materiali, controlli in processo, collaudo finale, strumenti di misura e taratura, e gestione dei prodotti non conformi e dei reclami dei clienti.',
      ],
    },
    {
      id: 'export-documentation',
      heading: 'La documentazione per l’export',
      blocks: [
        'Un esportatore qualificato prepara correttamente i documenti export ogni volta: fatture commerciali, packing list, certificati di origine, rapporti di prova e i certificati richiesti dal paese di destinazione. Gli errori nei documenti rallentano lo sdoganamento e costano denaro all’acquirente; un fornitore con documenti sempre in ordine fa risparmiare lavoro al cliente, che se ne ricorda.',
      ],
    },
    {
      id: 'verification',
      heading: 'Verifica e reputazione',
      blocks: [
        'Gli acquirenti che non possono visitarla si affidano a terze parti. Una verifica aziendale indipendente conferma che la sua impresa esiste, è regolarmente registrata ed è gestita dalle persone che la rappresentano. Su {brand} gli abbonamenti a pagamento includono la verifica dell’azienda su richiesta, e le aziende verificate espongono un badge che gli acquirenti riconoscono.',
        'Conta anche la reputazione: referenze dei clienti, anni di attività, mercati serviti e una presenza attiva e completa sulle piattaforme professionali.',
      ],
    },
    {
      id: 'service',
      heading: 'Il servizio che mantiene la qualifica',
      blocks: [
        'La qualifica non è permanente: gli acquirenti valutano continuamente i fornitori su qualità, consegne e reattività. Risponda rapidamente, mantenga le promesse, segnali per tempo i problemi e migliori in modo continuo. I fornitori con le valutazioni migliori ricevono per primi i progetti successivi.',
      ],
    },
    {
      id: 'checklist',
      heading: 'Una checklist di autovalutazione',
      blocks: [
        {
          ordered: true,
          list: [
            'Le nostre certificazioni sono in corso di validità e disponibili in inglese.',
            'Abbiamo schede tecniche e foto complete per ogni prodotto esportato.',
            'Siamo in grado di indicare con sicurezza la nostra capacità produttiva e i tempi di consegna.',
            'Abbiamo un processo di controllo qualità documentato.',
            'Rispondiamo a ogni richiesta entro 24 ore.',
            'I nostri documenti export sono preparati a partire da modelli verificati.',
            'La nostra azienda è verificata e il nostro profilo online è completo.',
          ],
        },
      ],
    },
  ],
};
