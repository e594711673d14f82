import type { ContentPage } from '../../../components/content/content-page.ts';

/**
 * The 50 product categories with the largest world exports, from the first down: goods grouped as the Harmonized
 * System's chapters group them, ranked by the approximate value of their yearly world trade.
 */
export const MOST_EXPORTED_CATEGORIES = [
  'Macchine e apparecchiature elettriche ed elettroniche',
  'Macchinari industriali, motori, pompe e computer',
  'Combustibili minerali, petrolio greggio e prodotti petroliferi raffinati',
  'Autoveicoli, parti e accessori',
  'Prodotti farmaceutici',
  'Strumenti ottici, di misura, medicali e di precisione',
  'Materie plastiche e articoli in plastica',
  'Pietre preziose, metalli preziosi e gioielleria',
  'Prodotti chimici organici',
  'Ghisa, ferro e acciaio',
  'Lavori in ghisa, ferro o acciaio',
  'Aeromobili, veicoli spaziali e loro parti',
  'Minerali, scorie e ceneri',
  'Gomma e articoli in gomma',
  'Mobili, materassi, apparecchi di illuminazione e costruzioni prefabbricate',
  'Indumenti e accessori a maglia',
  'Indumenti e accessori non a maglia',
  'Rame e lavori in rame',
  'Alluminio e lavori in alluminio',
  'Prodotti chimici vari',
  'Navi, imbarcazioni e strutture galleggianti',
  'Giocattoli, giochi e articoli sportivi',
  'Carta, cartone e articoli in carta',
  'Prodotti chimici inorganici e composti di metalli preziosi',
  'Oli essenziali, profumi, cosmetici e prodotti per l’igiene personale',
  'Calzature e loro parti',
  'Cereali',
  'Semi e frutti oleosi e piante industriali',
  'Carni e frattaglie commestibili',
  'Pesci, crostacei e frutti di mare',
  'Bevande, liquori e aceti',
  'Frutta commestibile e frutta a guscio',
  'Vetro e lavori in vetro',
  'Prodotti ceramici',
  'Utensili, attrezzi e coltelleria in metalli comuni',
  'Lavori diversi in metalli comuni: serrature, accessori e ferramenta',
  'Legno, lavori in legno e carbone di legna',
  'Concimi',
  'Manufatti tessili confezionati e tessili per la casa',
  'Cotone, filati e tessuti di cotone',
  'Filamenti sintetici o artificiali e tessuti sintetici',
  'Articoli in pelle, borse e articoli da viaggio',
  'Locomotive, materiale rotabile e attrezzature ferroviarie e tranviarie',
  'Lavori in pietra, gesso, cemento e amianto',
  'Estratti per concia e tintura, pitture, vernici e inchiostri',
  'Saponi, lubrificanti, cere e preparati per la pulizia',
  'Orologi e loro parti',
  'Nichel e lavori in nichel',
  'Strumenti musicali e loro parti',
  'Cappelli, copricapo e loro parti',
] as const;

export const bestProductsForExport: ContentPage = {
  title: 'I migliori prodotti da esportare: industriali, di nicchia e private label',
  description:
    'Quali prodotti esportano meglio le aziende di {country}: beni industriali, prodotti di nicchia e private label, con la classifica delle 50 categorie di prodotti più esportate al mondo.',
  keywords:
    'migliori prodotti da esportare, prodotti più esportati, principali categorie di export, produzione private label, export di prodotti di nicchia, export di prodotti industriali, esportatori di {country}, export {country}',
  heading: 'I migliori prodotti per l’export',
  lead: 'Non tutti i prodotti viaggiano allo stesso modo. I migliori prodotti da esportare uniscono una domanda reale all’estero, un vantaggio competitivo del fornitore e costi di trasporto e di conformità sostenibili. Ecco come riconoscerli e quali categorie guidano il commercio mondiale.',
  datePublished: '2019-10-21',
  author: 'Consigli B2B di {brand}',
  sections: [
    {
      id: 'what-makes-a-good-export-product',
      heading: 'Cosa rende un prodotto adatto all’export',
      blocks: [
        {
          list: [
            'Domanda comprovata: il prodotto è già importato dai mercati obiettivo, in volumi crescenti.',
            'Un vantaggio chiaro: prezzo, tecnologia, qualità, design o tempi di consegna apprezzati dagli acquirenti.',
            'Una logistica sostenibile: il valore per chilogrammo o per metro cubo regge il costo del nolo.',
            'Una conformità alla portata: le certificazioni e le etichettature richieste all’estero sono ottenibili.',
            'Capacità di crescere: è possibile produrre volumi maggiori senza perdere qualità.',
          ],
        },
      ],
    },
    {
      id: 'industrial-products',
      heading: 'Prodotti industriali',
      blocks: [
        'Macchinari, componenti, apparecchiature elettriche ed elettroniche, strumenti, utensili e materiali rappresentano la quota maggiore del commercio mondiale. I buyer industriali acquistano a volume, tornano quando sono soddisfatti e danno più peso alla competenza tecnica che all’immagine del marchio: per questo sono prodotti particolarmente adatti alle piccole e medie imprese manifatturiere con una solida base ingegneristica.',
        'Ricambi e materiali di consumo meritano un’attenzione particolare: una volta installata una macchina, il suo proprietario ne avrà bisogno per anni, e il fornitore che li consegna in modo affidabile si assicura un flusso costante di riordini.',
      ],
    },
    {
      id: 'niche-products',
      heading: 'Prodotti di nicchia',
      blocks: [
        'Un prodotto di nicchia risponde a un’esigenza ristretta e specialistica: una valvola per un fluido particolare, un componente per un tipo specifico di macchina, un materiale con una proprietà rara. Ogni mercato nazionale è piccolo, ma quello mondiale può essere ampio, e la concorrenza è limitata.',
        'Gli esportatori di nicchia possono praticare prezzi che riflettono la loro competenza. Hanno successo se si fanno trovare facilmente dai pochi buyer che ne hanno bisogno: denominazioni di prodotto precise e descrizioni tecniche, presenza su portali e fiere specializzati e risposte rapide e competenti.',
      ],
    },
    {
      id: 'private-label',
      heading: 'Private label',
      blocks: [
        'Nella produzione private label (conto terzi a marchio del cliente) lei realizza prodotti che il cliente vende con il proprio marchio. Catene della distribuzione, distributori e titolari di marchi di molti paesi si approvvigionano così, in settori che vanno dall’alimentare e dalla cosmetica agli utensili, all’arredamento e all’elettronica.',
        'Il private label consente a un produttore di esportare senza costruire un marchio all’estero. Il marketing lo cura l’acquirente; lei viene scelto per qualità, costo, flessibilità e capacità di adattare formulazioni, design e confezioni. Si tuteli con specifiche chiare, accordi sulla proprietà di stampi e attrezzature e clausole di riservatezza, e riservi parte della capacità a più clienti per non dipendere da uno solo.',
      ],
    },
    {
      id: 'most-exported-categories',
      heading: 'Le 50 categorie di prodotti più esportate',
      blocks: [
        'La classifica che segue raggruppa i prodotti secondo i capitoli del Sistema Armonizzato, la nomenclatura utilizzata dalle dogane di tutto il mondo, e li ordina in base al valore approssimativo delle esportazioni mondiali. L’ordine esatto cambia di anno in anno con i prezzi e la domanda, ma le prime categorie sono notevolmente stabili.',
        { ordered: true, list: MOST_EXPORTED_CATEGORIES },
        'Una posizione alta indica un mercato ampio e competitivo; una posizione più bassa può nascondere nicchie eccellenti. Usi l’elenco come punto di partenza, poi studi le statistiche di importazione dei paesi obiettivo per i suoi prodotti.',
      ],
    },
    {
      id: 'choosing-your-products',
      heading: 'Scegliere i propri prodotti per l’export',
      blocks: [
        'Parta dai prodotti in cui è già più forte sul mercato interno, verifichi i dati di importazione nei mercati obiettivo e confronti prezzo e specifiche con ciò che gli acquirenti di quei paesi ricevono già. Pubblichi per primi quei prodotti nella sua vetrina su {brand}, osservi quali attirano richieste e costruisca la sua gamma export sulla base dei fatti.',
      ],
    },
  ],
};
