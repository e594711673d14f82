import type { AboutUsPage } from '../company-pages.ts';

export const aboutUs: AboutUsPage = {
  title: 'Chi siamo',
  description:
    'Dal 2000 {brand} mette in contatto produttori, fornitori ed esportatori di {country} con acquirenti di tutto il mondo grazie a una rete di 25 portali B2B territoriali. Scopra l’azienda e il suo team.',
  keywords:
    '{brand}, chi siamo {brand}, portale B2B {country}, produttori di {country}, fornitori di {country}, esportatori di {country}, marketplace B2B',
  heading: 'Chi è {brand}',
  lead: 'Aiutiamo le aziende industriali a incontrarsi oltre i confini: i produttori di {country} raggiungono importatori, distributori e acquirenti in ogni continente, e gli acquirenti trovano i fornitori giusti in {country}.',
  sections: [
    {
      id: 'our-story',
      heading: 'La nostra storia',
      blocks: [
        '{brand} è nata nel 2000 negli Stati Uniti per iniziativa di un gruppo di ingegneri ed export manager che per anni avevano girato le fiere di settore alla ricerca di fornitori affidabili. Si erano accorti che la maggior parte delle aziende industriali aveva buoni prodotti, ma nessun modo economico di presentarli agli acquirenti esteri.',
        'Il primo portale metteva in contatto acquirenti statunitensi con produttori dell’America Latina. Nel giro di pochi anni lo stesso modello si è esteso all’Europa e all’Asia, con un portale per ogni paese, pensato per le sue aziende e i suoi acquirenti.',
        'Oggi {brand} è un’unica azienda con sede negli Stati Uniti che gestisce circa 25 piattaforme web territoriali con un solo elenco di aziende e prodotti, un solo sistema di messaggistica e un solo abbonamento.',
      ],
    },
    {
      id: 'what-we-do',
      heading: 'Cosa facciamo',
      blocks: [
        'Su {brand} {country} un’azienda pubblica il proprio profilo e i propri prodotti, viene trovata dagli acquirenti che cercano per settore, prodotto e paese e risponde alle loro richieste da un unico centro messaggi.',
        {
          list: [
            'Profili aziendali con contatti, dati dello stabilimento, capacità commerciali e certificazioni.',
            'Cataloghi prodotti consultabili per settore, categoria e parola chiave.',
            'Richieste dirette degli acquirenti ai fornitori, con risposta in una conversazione privata.',
            'Verifica delle aziende, perché gli acquirenti sappiano con chi trattano.',
            'Abbonamenti che offrono più prodotti, un posizionamento migliore e spinte pubblicitarie.',
          ],
        },
      ],
    },
    {
      id: 'our-network',
      heading: 'Una rete di 25 piattaforme web',
      blocks: [
        'La nostra rete copre circa 25 paesi tra Americhe, Europa, Medio Oriente, Africa, Asia e Oceania. Un profilo pubblicato su un portale è visibile agli acquirenti di tutti gli altri, così un’azienda di {country} raggiunge mercati che non ha mai visitato.',
        'I rappresentanti regionali di ogni area conoscono l’industria locale, parlano la lingua degli acquirenti e aiutano le aziende a preparare il profilo, scegliere i mercati e seguire le prime richieste.',
      ],
    },
  ],
  figures: {
    label: 'L’azienda in cifre',
    items: [
      { value: '2000', label: 'Fondata negli Stati Uniti' },
      { value: '25', label: 'Piattaforme web territoriali' },
      { value: '15', label: 'Settori in un unico elenco' },
      { value: '24 h', label: 'Per rispondere a ogni messaggio' },
    ],
  },
  team: {
    heading: 'Il nostro management',
    lead: 'Due manager guidano l’azienda, con un team di sviluppatori, addetti all’assistenza e rappresentanti regionali.',
    people: [
      {
        name: 'Daniel R. Whitmore',
        role: 'Amministratore delegato (CEO)',
        bio: [
          'Daniel ha fondato {brand} nel 2000 dopo quindici anni come export manager di un produttore statunitense di pompe industriali, per il quale ha aperto la distribuzione in dodici paesi.',
          'È laureato in ingegneria meccanica e ha un MBA in international business; scrive i consigli B2B del portale su export e marketing industriale.',
        ],
      },
      {
        name: 'Laura Castellanos',
        role: 'Direttrice generale',
        bio: [
          'Laura è entrata in {brand} nel 2004 per aprire i primi portali europei e dal 2011 dirige le attività dell’azienda: i portali, l’assistenza clienti e la rete dei rappresentanti regionali.',
          'Prima di {brand} ha lavorato nella logistica internazionale e nel trade finance. Parla inglese, spagnolo, italiano e portoghese.',
        ],
      },
    ],
  },
  tips: {
    heading: 'I consigli B2B del nostro CEO',
    text: [
      'Esportare non è riservato alle grandi aziende. La maggior parte dei produttori con cui lavoriamo ha iniziato con un prodotto, un mercato e un buon distributore.',
      'I nostri consigli B2B raccolgono ciò che abbiamo imparato in oltre vent’anni: come creare un sistema di export, come promuovere i prodotti industriali, cosa si aspettano gli acquirenti industriali, come costruire una rete di distribuzione all’estero e quali prodotti viaggiano meglio.',
    ],
    signature: 'Daniel R. Whitmore, amministratore delegato',
    action: 'Leggi i consigli B2B',
  },
};
