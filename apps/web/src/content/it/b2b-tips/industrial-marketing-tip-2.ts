import type { ContentPage } from '../../../components/content/content-page.ts';

export const industrialMarketing: ContentPage = {
  title: 'Marketing industriale per l’export: come conquistare gli acquirenti esteri',
  description:
    'Marketing industriale per l’export rivolto ai produttori di {country}: posizionamento, contenuti tecnici, presenza B2B online, fiere e follow-up per conquistare i buyer esteri.',
  keywords:
    'marketing industriale, export marketing, marketing B2B, buyer industriali, fiere di settore, schede tecniche, produttori di {country}, fornitori di {country}',
  heading: 'Marketing industriale per l’export',
  lead: 'I prodotti industriali vengono acquistati da ingegneri, responsabili acquisti e direttori di produzione che confrontano i fornitori con attenzione. Fare marketing verso di loro non significa inventare slogan, ma dimostrare in modo chiaro e rapido di saper risolvere il loro problema.',
  datePublished: '2019-10-21',
  author: 'Consigli B2B di {brand}',
  sections: [
    {
      id: 'how-industrial-marketing-differs',
      heading: 'In cosa è diverso il marketing industriale',
      blocks: [
        'Nei mercati consumer molti acquirenti decidono in fretta e da soli. Nei mercati industriali un acquisto viene di solito deciso da più persone nell’arco di settimane o mesi, spesso dopo una richiesta di offerta formale e un ordine di prova. Gli importi sono più alti, il rapporto dura anni e scegliere il fornitore sbagliato costa caro.',
        'Il suo marketing deve quindi ridurre il rischio percepito dall’acquirente: dimostrare competenza tecnica, affidabilità e referenze, e rendere facile avviare un contatto.',
      ],
    },
    {
      id: 'positioning',
      heading: 'Definire il posizionamento',
      blocks: [
        'Decida per cosa vuole essere conosciuto in ciascun mercato. Pochi fornitori riescono a essere allo stesso tempo i più economici, i più rapidi e i più avanzati. Scelga il punto di forza che gli acquirenti del suo settore apprezzano di più e lo dimostri:',
        {
          list: [
            'competitività di prezzo sostenuta da una produzione efficiente e certificata;',
            'capacità ingegneristica: progetti su misura, tolleranze strette, materiali speciali;',
            'flessibilità: piccoli lotti, tempi di consegna brevi, private label;',
            'affidabilità: puntualità documentata nelle consegne e clienti di lunga data.',
          ],
        },
      ],
    },
    {
      id: 'technical-content',
      heading: 'Contenuti di cui gli ingegneri si fidano',
      blocks: [
        'Il materiale di marketing industriale più efficace è quello tecnico. Prepari, in inglese e nelle lingue dei suoi mercati principali:',
        {
          list: [
            'schede tecniche di prodotto con dimensioni, materiali, tolleranze e curve di prestazione;',
            'certificati (ISO 9001, CE, UL, RoHS e quelli specifici del suo settore) pronti da inviare;',
            'note applicative e casi di studio che illustrino un problema risolto per un cliente;',
            'foto chiare dei prodotti, dello stabilimento e del processo di controllo qualità;',
            'una breve presentazione aziendale: storia, capacità produttiva, parco macchine, mercati serviti.',
          ],
        },
        'Eviti affermazioni vaghe come “alta qualità” o “miglior prezzo”. Un buyer crede ai numeri, alle norme e alle referenze.',
      ],
    },
    {
      id: 'online-presence',
      heading: 'Farsi trovare online',
      blocks: [
        'La maggior parte dei buyer industriali inizia la ricerca su internet. La sua azienda deve comparire dove loro cercano: sui motori di ricerca, sui portali B2B del suo settore e sui social network professionali.',
        'Su {brand} compili ogni campo del profilo aziendale, scelga i settori e le categorie corretti e pubblichi i prodotti principali con nomi, descrizioni e foto precisi. Gli acquirenti che cercano per prodotto, paese e tipo di attività la troveranno e potranno inviarle direttamente una richiesta. Segua le aziende del suo settore e interagisca con loro: l’attività rende visibile la sua azienda.',
      ],
    },
    {
      id: 'trade-fairs',
      heading: 'Fiere e visite',
      blocks: [
        'Le fiere internazionali restano il luogo in cui i buyer industriali incontrano molti fornitori in pochi giorni. Esponga alla fiera principale del suo settore quando la documentazione per l’export è pronta, oppure la visiti prima come visitatore per studiare i concorrenti e incontrare potenziali clienti.',
        'Prepari gli incontri prima della fiera contattando i buyer trovati online e faccia follow-up entro una settimana dalla chiusura: i fornitori che rispondono per primi si aggiudicano la maggior parte degli ordini.',
      ],
    },
    {
      id: 'follow-up',
      heading: 'Follow-up e misurazione dei risultati',
      blocks: [
        'Ogni richiesta è un’opportunità di vendita. Risponda entro 24 ore, anche solo per indicare quando arriverà l’offerta completa. Ponga le domande necessarie per quotare con precisione: quantità, specifiche, destinazione e data di consegna richiesta.',
        'Misuri ciò che funziona: il numero di richieste per mercato e per canale, la quota che si trasforma in offerte e ordini e il costo di ciascun canale. Concentri gli sforzi sui canali che portano ordini reali.',
      ],
    },
  ],
};
