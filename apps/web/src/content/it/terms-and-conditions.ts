import {
  MEMBERSHIP_PRICE_CENTS,
  MONTHLY_QUOTE_RIGHTS,
  SUBSCRIPTIONS,
  subscriptionName,
} from '@b2b/contracts';
import { formatPrice } from '../../lib/format-price.ts';
import type { ContentPage } from '../../components/content/content-page.ts';
import { SISTER_PORTALS } from '../network.ts';

const PAID_TIERS = SUBSCRIPTIONS.filter((level) => level !== 'standard');
const COUNTRIES = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'none' });

export const termsAndConditions: ContentPage = {
  title: 'Termini e condizioni',
  description:
    'I termini e le condizioni d’uso di {brand} {country}, il portale B2B per produttori, fornitori, distributori e acquirenti di {country}: account, abbonamenti, responsabilità e diritti dell’utente.',
  keywords:
    'termini e condizioni, {brand} {country}, portale B2B di {country}, condizioni d’uso, condizioni di abbonamento, regole del marketplace B2B',
  heading: 'Termini e condizioni',
  lead: 'I presenti termini disciplinano l’utilizzo di {brand} {country} e di tutti i portali della rete {brand}. La preghiamo di leggerli con attenzione: utilizzando il portale, Lei li accetta.',
  effectiveDate: '2019-10-21',
  sections: [
    {
      id: 'acceptance',
      heading: '1. Accettazione dei presenti termini',
      blocks: [
        'I presenti termini e condizioni costituiscono un accordo tra Lei e la società che gestisce {brand} («noi»), una società con sede negli Stati Uniti che gestisce portali business-to-business dal 2000. Si applicano a ogni visita al portale, indipendentemente dalla registrazione.',
        'Aprendo un account, creando un profilo aziendale o utilizzando in altro modo il portale, Lei conferma di aver letto i presenti termini, di accettarli e di avere il potere di accettarli per conto dell’azienda che rappresenta. Se non li accetta, non utilizzi il portale.',
        'Possiamo modificare i presenti termini. La versione in vigore è sempre quella pubblicata in questa pagina, con la relativa data di entrata in vigore. Continuare a utilizzare il portale dopo una modifica comporta l’accettazione della nuova versione.',
      ],
    },
    {
      id: 'supply-of-services',
      heading: '2. Fornitura dei servizi',
      blocks: [
        '{brand} è un elenco e un social network per aziende industriali: produttori, distributori, grossisti, importatori, esportatori, rivenditori, investitori, consulenti ed enti pubblici. È riservato alle aziende e non è un negozio per consumatori. Mettiamo in contatto le aziende; non siamo parte dei contratti che esse concludono tra loro.',
        'Il portale fa parte di una rete di siti territoriali che condividono un unico elenco e un unico account. I siti gemelli della rete sono:',
        {
          list: SISTER_PORTALS.map(
            (portal) => `{brand} ${COUNTRIES.of(portal.code) ?? portal.country}: ${portal.url}`,
          ),
        },
        'La registrazione e l’abbonamento Standard sono gratuiti. Un’azienda può scegliere un abbonamento annuale a pagamento, che aumenta il limite della vetrina prodotti e aggiunge la verifica aziendale, la priorità nelle ricerche, spinte pubblicitarie e assistenza professionale. I livelli a pagamento sono:',
        {
          list: PAID_TIERS.map(
            (level) =>
              `${subscriptionName(level)}: ${formatPrice(MEMBERSHIP_PRICE_CENTS[level], 'it')} all’anno, con pagamento anticipato`,
          ),
        },
        `Ogni mese un’azienda può rispondere alle richieste di offerta: ${SUBSCRIPTIONS.map((level) => `${subscriptionName(level)} ${MONTHLY_QUOTE_RIGHTS[level]}`).join(', ')} offerte. Un’offerta rifiutata o ritirata restituisce il suo diritto.`,
        'Il contenuto di ciascun abbonamento è descritto nella pagina del relativo pacchetto. Un abbonamento a pagamento dura dodici mesi dal pagamento. I corrispettivi già versati non sono rimborsati in caso di disdetta dell’abbonamento o di rimozione di un’azienda per violazione dei presenti termini, salvo diversa disposizione di legge.',
        'Ci impegniamo a mantenere il portale sempre disponibile, ma possiamo sospenderlo per manutenzione, per motivi di sicurezza o per cause al di fuori del nostro controllo, e possiamo modificare, aggiungere o eliminare funzioni. Daremo preavviso delle modifiche sostanziali alle funzioni a pagamento ove ragionevolmente possibile.',
      ],
    },
    {
      id: 'users-generally',
      heading: '3. Utenti in generale',
      blocks: [
        'Può utilizzare il portale solo per finalità commerciali lecite e solo se ha almeno 18 anni ed è in grado di concludere contratti vincolanti.',
        'Non deve utilizzare il portale per:',
        {
          list: [
            'pubblicare informazioni false, fuorvianti o non aggiornate su un’azienda, un prodotto o una persona;',
            'offrire beni o servizi la cui vendita sia vietata o soggetta a restrizioni, o che violino diritti altrui;',
            'inviare pubblicità non richiesta, catene di messaggi o richieste massive estranee all’attività del destinatario;',
            'raccogliere i contatti di altri utenti per creare mailing list o per rivenderli;',
            'interferire con il funzionamento del portale, sondarne la sicurezza o accedervi con mezzi automatizzati diversi dai crawler dei motori di ricerca pubblici;',
            'spacciarsi per un’altra persona o azienda, o nascondere l’origine dei propri messaggi.',
          ],
        },
        'Non controlliamo ogni profilo, prodotto o messaggio prima della pubblicazione. La verifica aziendale, ove indicata, conferma soltanto i controlli descritti nella pagina di verifica al momento in cui sono stati effettuati.',
      ],
    },
    {
      id: 'user-accounts',
      heading: '4. Account utente',
      blocks: [
        'Per pubblicare un’azienda, inserire prodotti, inviare richieste o utilizzare il centro messaggi è necessario un account. Lei si impegna a fornire dati esatti, attuali e completi e a mantenerli aggiornati.',
        'Lei è responsabile della riservatezza della Sua password e di tutto ciò che viene fatto con il Suo account. Ci informi immediatamente se ritiene che il Suo account sia stato utilizzato senza la Sua autorizzazione.',
        'Una persona può creare uno o più profili aziendali e invitare colleghi a gestirli. Chi crea un profilo aziendale conferma di essere legittimato a rappresentare quell’azienda e resta responsabile dei membri che aggiunge.',
        'Può chiudere il Suo account in qualsiasi momento. Potremo conservare le informazioni indicate nella nostra informativa sulla privacy per i periodi ivi stabiliti.',
      ],
    },
    {
      id: 'user-responsibilities',
      heading: '5. Responsabilità dell’utente',
      blocks: [
        'Lei è l’unico responsabile dei contenuti che pubblica: descrizioni aziendali, pagine prodotto, foto, post, commenti e messaggi. Lei conferma di esserne titolare o di essere autorizzato a pubblicarli, e che sono conformi alla legge e ai presenti termini.',
        'Prima di concludere affari con un altro utente, ne verifichi l’identità, la capacità di consegna e le condizioni concordate, come farebbe con qualsiasi nuovo partner commerciale. Le quotazioni, i prezzi, le certificazioni e i tempi di consegna pubblicati sul portale sono dichiarazioni degli utenti che li pubblicano, non di {brand}.',
        'Lei è responsabile del rispetto delle norme in materia di controllo delle esportazioni, dogane, sanzioni, fiscalità e sicurezza dei prodotti applicabili ai beni che acquista o vende.',
      ],
    },
    {
      id: 'breaches',
      heading: '6. Violazioni dei presenti termini',
      blocks: [
        'Se riteniamo che Lei abbia violato i presenti termini, possiamo, senza preavviso e senza rimborsare i corrispettivi già versati: rimuovere o nascondere contenuti; limitare le funzioni a Sua disposizione; sospendere o chiudere il Suo account e i profili aziendali che gestisce; e rifiutare una nuova registrazione.',
        'Possiamo inoltre segnalare le attività illecite alle autorità competenti e collaborare con esse. Lei si impegna a tenerci indenni dalle perdite e dalle spese ragionevoli, comprese le spese legali, derivanti dalla Sua violazione dei presenti termini o da pretese di terzi relative ai contenuti da Lei pubblicati.',
      ],
    },
    {
      id: 'contacts-between-users',
      heading: '7. Contatti tra utenti',
      blocks: [
        'Le richieste, i messaggi, i «segui» e i «mi piace» scambiati sul portale riguardano esclusivamente gli utenti interessati. Non siamo parte di alcuna trattativa o contratto che ne derivi e non garantiamo la qualità, la sicurezza o la liceità dei beni offerti, la veridicità di quanto pubblicato dagli utenti, né la capacità di un acquirente di pagare o di un venditore di consegnare.',
        'Qualsiasi controversia tra utenti deve essere risolta tra loro. Possiamo, a nostra discrezione, agevolare la comunicazione tra gli utenti, ma non siamo tenuti a farlo. In caso di controversia con un altro utente, Lei ci solleva da qualsiasi pretesa che ne derivi, nei limiti consentiti dalla legge.',
        'Non utilizzi i contatti ottenuti tramite il portale per finalità diverse dal rapporto commerciale per il quale sono stati forniti.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '8. Limitazione di responsabilità',
      blocks: [
        'Il portale è fornito «così com’è» e «come disponibile». Nei limiti consentiti dalla legge, non garantiamo che sia privo di interruzioni o di errori o idoneo a uno scopo particolare, né che le informazioni pubblicate dagli utenti siano esatte.',
        'Non siamo responsabili di danni indiretti o consequenziali, mancati profitti, perdite di ricavi, di affari, di avviamento o di dati, né delle perdite causate da atti od omissioni di altri utenti.',
        'La nostra responsabilità complessiva nei Suoi confronti per tutte le pretese derivanti dal portale o dai presenti termini in un anno solare è limitata al maggiore tra i corrispettivi che ci ha versato in quell’anno solare e l’importo massimo stabilito dalla legge applicabile.',
        'Qualsiasi azione nei nostri confronti derivante dal portale o dai presenti termini deve essere promossa entro un anno dal fatto che l’ha originata; decorso tale termine, è preclusa. Nessuna disposizione dei presenti termini limita la responsabilità che non può essere limitata per legge.',
      ],
    },
    {
      id: 'force-majeure',
      heading: '9. Forza maggiore',
      blocks: [
        'Non siamo responsabili di inadempimenti o ritardi nella fornitura del portale causati da eventi al di fuori del nostro ragionevole controllo, tra cui calamità naturali, epidemie, guerre, terrorismo, disordini civili, scioperi, guasti delle reti pubbliche, della rete elettrica o dei fornitori di hosting, attacchi informatici e provvedimenti delle autorità. I nostri obblighi sono sospesi per tutta la durata di tale evento.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '10. Proprietà intellettuale',
      blocks: [
        'Il portale, il suo software, la grafica, i testi, i loghi e il nome {brand} sono di nostra proprietà o dei nostri licenzianti e sono tutelati dalle leggi sulla proprietà intellettuale. Non è consentito copiarli, adattarli o riutilizzarli se non nei limiti previsti dai presenti termini.',
        'Lei conserva i diritti sui contenuti che pubblica. Pubblicandoli, ci concede una licenza mondiale, gratuita e non esclusiva per ospitarli, riprodurli, adattarli per la visualizzazione, tradurli e pubblicarli sul portale e sui siti gemelli, e per mostrarli nei motori di ricerca e nella promozione del portale, per tutto il periodo in cui restano pubblicati e per un tempo ragionevole successivo necessario a rimuoverli da backup e cache.',
        'Se ritiene che un contenuto del portale violi i Suoi diritti, ce lo segnali tramite il modulo di assistenza indicando gli estremi del contenuto e dei Suoi diritti: lo esamineremo tempestivamente.',
      ],
    },
    {
      id: 'notices',
      heading: '11. Comunicazioni',
      blocks: [
        'Le inviamo le comunicazioni via e-mail all’indirizzo del Suo account, con un messaggio sul portale o pubblicandole in questa pagina. Una comunicazione inviata via e-mail si considera ricevuta il giorno successivo all’invio.',
        'Lei può inviarci comunicazioni tramite il modulo di assistenza del portale o per telefono al numero {phone}, seguite da una conferma scritta tramite il modulo. Rispondiamo entro 24 ore.',
      ],
    },
    {
      id: 'general-provisions',
      heading: '12. Disposizioni generali',
      blocks: [
        'I presenti termini, insieme all’informativa sulla privacy e alla descrizione del Suo pacchetto di abbonamento, costituiscono l’intero accordo tra Lei e noi relativo al portale.',
        'Qualora una disposizione risulti invalida o inapplicabile, le restanti disposizioni restano in vigore. Il mancato o ritardato esercizio da parte nostra di una disposizione non costituisce rinuncia alla stessa.',
        'Non può cedere i diritti o gli obblighi derivanti dai presenti termini senza il nostro consenso scritto. Noi possiamo cedere i nostri a una società che subentri nella gestione del portale.',
        'I presenti termini sono regolati dalle leggi dello Stato del Delaware, Stati Uniti, senza riguardo alle norme sul conflitto di leggi, e i tribunali di tale Stato sono competenti per qualsiasi controversia, salvo che le norme imperative del Suo paese dispongano diversamente.',
        'I presenti termini sono redatti in inglese. In caso di discrepanze con una traduzione da noi pubblicata, prevale la versione inglese.',
      ],
    },
  ],
};
