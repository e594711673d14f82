import type { ContentPage } from '../../../components/content/content-page.ts';

export const distributionNetwork: ContentPage = {
  title: 'Creare una rete di distribuzione all’estero',
  description:
    'Come gli esportatori di {country} costruiscono una rete di distribuzione all’estero: fiere e relativi costi, distributori locali, piattaforme web per l’export, un ufficio export e la formazione del personale.',
  keywords:
    'rete di distribuzione all’estero, distributori esteri, costi delle fiere, ufficio export, piattaforma web per l’export, formazione del personale export, esportatori di {country}, export {country}',
  heading: 'Creare una rete di distribuzione all’estero',
  lead: 'Una volta conquistati i primi clienti esteri, la crescita dipende dalla distribuzione: i partner, gli strumenti e le persone che portano i suoi prodotti agli acquirenti di ciascun mercato. Le strade principali per costruirla sono cinque, e la maggior parte degli esportatori di successo ne combina diverse.',
  datePublished: '2019-10-21',
  author: 'Consigli B2B di {brand}',
  sections: [
    {
      id: 'trade-fairs-and-costs',
      heading: 'Le fiere e i loro costi',
      blocks: [
        'Una fiera permette di incontrare in pochi giorni acquirenti, distributori e agenti di molti paesi. È però anche uno dei canali più costosi, quindi va messa a budget con attenzione. Per un piccolo stand in una grande fiera internazionale occorre prevedere:',
        {
          list: [
            'l’area espositiva, di solito fatturata a metro quadro, più le quote di iscrizione e di inserimento a catalogo;',
            'l’allestimento dello stand, con arredi, illuminazione e grafica, oppure uno stand preallestito;',
            'la spedizione di campionature e materiale espositivo, con le formalità doganali per l’importazione temporanea;',
            'viaggi, alberghi e pasti per due o tre persone, spesso a tariffe di alta stagione durante la fiera;',
            'la promozione prima della fiera e il follow-up dopo.',
          ],
        },
        'Molti paesi sostengono gli esportatori con padiglioni collettivi a costi agevolati nelle principali fiere: si informi presso la sua camera di commercio o l’agenzia per la promozione del commercio estero. Per capire se una fiera rende, conti i contatti qualificati e gli ordini arrivati nei dodici mesi successivi, non i visitatori allo stand.',
      ],
    },
    {
      id: 'local-distributor',
      heading: 'Un distributore locale',
      blocks: [
        'Un distributore acquista i suoi prodotti, li tiene a magazzino e li rivende nel proprio territorio, assumendosi il rischio commerciale e spesso garantendo l’assistenza post-vendita. Conosce il mercato, parla la lingua e ha i clienti di cui lei ha bisogno.',
        'Lo scelga con cura: verifichi referenze, solidità finanziaria, forza vendita, gli altri marchi che tratta e le sue competenze tecniche. Concordi per iscritto territorio, esclusiva, acquisti minimi annui, prezzi, supporto marketing e modalità di recesso dal contratto. Conceda l’esclusiva solo a fronte di obiettivi chiari e li riveda ogni anno.',
        'L’agente è un’alternativa quando si preferisce mantenere i contratti diretti con i clienti: l’agente trova gli acquirenti e percepisce una provvigione, ma non acquista né tiene a magazzino la merce.',
      ],
    },
    {
      id: 'web-export-platform',
      heading: 'Una piattaforma web per l’export',
      blocks: [
        'Un portale B2B funziona come uno showroom permanente, aperto agli acquirenti di ogni paese a qualsiasi ora, a una frazione del costo di una fiera. Su {brand} il profilo della sua azienda e la vetrina dei prodotti vengono trovati dagli acquirenti che cercano per prodotto, settore e paese, e che la contattano attraverso il centro richieste.',
        'Una piattaforma web aiuta anche a trovare distributori: importatori e grossisti cercano nuovi fornitori sul portale, e lei può cercarli per paese e tipo di attività. Tenga aggiornato il profilo, pubblichi i nuovi prodotti appena escono e usi le spinte pubblicitarie nei momenti che contano, ad esempio prima di una fiera o del lancio di un prodotto.',
      ],
    },
    {
      id: 'export-office',
      heading: 'Un ufficio export all’estero',
      blocks: [
        'Quando le vendite in un mercato diventano significative, un ufficio di rappresentanza o una filiale la avvicinano ai clienti. Può supportare i distributori, gestire direttamente i clienti chiave, tenere uno stock locale e fornire assistenza tecnica.',
        'Un ufficio è un impegno di lungo periodo: comporta stipendi, affitto, imposte locali e obblighi legali. Lo apra quando i volumi del mercato lo giustificano e valuti prima soluzioni intermedie, come un rappresentante commerciale locale o un ufficio condiviso con altri esportatori.',
      ],
    },
    {
      id: 'staff-training',
      heading: 'La formazione del personale export',
      blocks: [
        'Una rete di distribuzione vale quanto le persone che la gestiscono. Formi il suo personale su lingue, negoziazione, Incoterms, strumenti di pagamento e documenti per l’export, oltre che sulla cultura dei mercati principali.',
        'Formi anche i suoi partner: distributori e agenti vendono di più i prodotti che conoscono. Offra formazione di prodotto, materiale commerciale nella loro lingua e visite regolari, e inviti le loro figure chiave nel suo stabilimento. Un distributore che conosce la sua fabbrica e il suo team diventa un ambasciatore del suo marchio.',
      ],
    },
    {
      id: 'combining-channels',
      heading: 'Combinare i canali',
      blocks: [
        'La maggior parte degli esportatori parte da una piattaforma web e dalle fiere per trovare i primi partner, nomina distributori nei mercati che rispondono e apre un ufficio solo nei mercati più grandi. Verifichi ogni anno i risultati di ciascun canale e sposti le risorse su quelli che portano ordini.',
      ],
    },
  ],
};
