import type { ContentPage } from '../../components/content/content-page.ts';

export const privacyPolicy: ContentPage = {
  title: 'Informativa sulla privacy',
  description:
    'Come {brand} {country} raccoglie, utilizza, condivide e conserva i dati personali delle aziende e delle persone di {country} e di altri paesi che utilizzano il portale, e quali scelte ha a disposizione.',
  keywords:
    'informativa sulla privacy, {brand} {country}, dati personali, cookie, GDPR, protezione dei dati, portale B2B di {country}',
  heading: 'Informativa sulla privacy',
  lead: 'La presente informativa spiega quali informazioni {brand} {country} raccoglie su di Lei, per quali finalità, con chi le condividiamo, per quanto tempo le conserviamo e quali diritti Le spettano. Si applica a tutti i portali della rete {brand}.',
  effectiveDate: '2019-10-21',
  sections: [
    {
      id: 'collection-of-information',
      heading: 'Raccolta delle informazioni',
      blocks: [
        'Raccogliamo le informazioni che Lei ci fornisce e quelle generate dall’utilizzo del portale.',
        { subheading: 'Informazioni che Lei ci fornisce' },
        {
          list: [
            'Dati dell’account: nome, indirizzo e-mail, password (conservata solo come hash sicuro), paese e tipo di attività.',
            'Dati del profilo che sceglie di aggiungere: foto, qualifica, numero di telefono e una breve biografia.',
            'Profili aziendali: ragione sociale, indirizzo, numeri di telefono, sito web, settori, descrizioni, foto e persone che li gestiscono.',
            'Prodotti, post, commenti, richieste e messaggi che pubblica o invia.',
            'Richieste di assistenza: i dati dell’azienda, di contatto e dei prodotti che inserisce nel modulo.',
            'Pagamento di un abbonamento: l’azienda, il pacchetto e l’importo. I dati della carta vengono inseriti nella pagina del nostro fornitore di servizi di pagamento e non raggiungono mai i nostri server.',
          ],
        },
        { subheading: 'Informazioni raccolte automaticamente' },
        {
          list: [
            'Dati tecnici: indirizzo IP, tipo di browser, dispositivo, lingua e pagine visitate, conservati nei log dei nostri server.',
            'Attività sul portale: le aziende e i prodotti che segue, a cui mette «mi piace» o che salva, e le Sue ricerche.',
            'Cookie e tecnologie simili, descritti più avanti.',
          ],
        },
      ],
    },
    {
      id: 'use-of-information',
      heading: 'Utilizzo delle informazioni',
      blocks: [
        'Utilizziamo le Sue informazioni per:',
        {
          list: [
            'creare e proteggere il Suo account e consentirLe l’accesso a tutti i portali della rete;',
            'pubblicare i profili aziendali, i prodotti e i post che crea, e mostrarli nell’elenco, nei risultati di ricerca e ai motori di ricerca;',
            'recapitare le richieste e i messaggi tra utenti e informarLa delle attività che La riguardano;',
            'gestire i pagamenti degli abbonamenti e fornire le funzioni del Suo pacchetto;',
            'rispondere alle Sue richieste di assistenza e supporto;',
            'prevenire frodi, spam e abusi e far rispettare i nostri termini e condizioni;',
            'misurare e migliorare il portale e, se Lei vi ha acconsentito, inviarLe notizie al riguardo.',
          ],
        },
        'Ove la legge richieda una base giuridica, ci basiamo sull’esecuzione del contratto con Lei, sul nostro legittimo interesse a gestire un elenco di aziende sicuro e utile, sul Suo consenso (che può revocare in qualsiasi momento) o su un obbligo di legge.',
      ],
    },
    {
      id: 'disclosure-of-information',
      heading: 'Comunicazione delle informazioni',
      blocks: [
        'Le informazioni che pubblica nei profili aziendali, nelle pagine prodotto, nei profili pubblici e nei post sono pubbliche: chiunque, compresi i motori di ricerca, può vederle. Le richieste e i messaggi sono visibili alle persone e alle aziende a cui sono inviati.',
        'Condividiamo i dati personali solo:',
        {
          list: [
            'con i fornitori di servizi che ospitano il portale, inviano e-mail, elaborano pagamenti o ci aiutano nell’assistenza, in base a contratti che li obbligano a proteggerli e a utilizzarli solo secondo le nostre istruzioni;',
            'con le società che gestiscono i portali gemelli della rete {brand}, affinché un unico account funzioni su tutti;',
            'quando lo richiedano la legge, un tribunale o un’autorità pubblica, o per tutelare i diritti, la sicurezza e i beni dei nostri utenti e di {brand};',
            'con un acquirente o successore, qualora l’attività che gestisce il portale venga ceduta o riorganizzata, nel rispetto della presente informativa.',
          ],
        },
        'Non vendiamo i Suoi dati personali.',
      ],
    },
    {
      id: 'retention-of-information',
      heading: 'Conservazione delle informazioni',
      blocks: [
        'Conserviamo i dati del Suo account finché l’account resta aperto. Alla chiusura, cancelliamo o rendiamo anonimi i Suoi dati personali entro 90 giorni, salvo quelli che dobbiamo conservare per adempiere a obblighi legali, fiscali e contabili (i dati dei pagamenti sono conservati per dieci anni) o per risolvere controversie.',
        'I log dei server sono conservati per un massimo di dodici mesi. Le richieste di assistenza sono conservate per due anni dall’ultimo scambio. I messaggi che ha inviato ad altri utenti restano nel loro centro messaggi.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookie',
      blocks: [
        'I cookie sono piccoli file che un sito web memorizza nel browser. Utilizziamo:',
        {
          list: [
            'cookie strettamente necessari, che mantengono l’accesso, ricordano la sessione tra i portali gemelli e proteggono i moduli dalla contraffazione;',
            'cookie di preferenza, che ricordano scelte come la lingua;',
            'cookie analitici, che ci indicano in forma aggregata come viene utilizzato il portale, per poterlo migliorare.',
          ],
        },
        'Può bloccare o eliminare i cookie dalle impostazioni del browser. Senza i cookie strettamente necessari non potrà accedere.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Modifiche alla presente informativa',
      blocks: [
        'Possiamo aggiornare la presente informativa quando cambiano i nostri servizi o la legge. La versione in vigore è sempre quella pubblicata in questa pagina, con la relativa data di entrata in vigore. Se una modifica incide in modo sostanziale sul modo in cui utilizziamo le Sue informazioni, La informeremo via e-mail o con un avviso sul portale prima che entri in vigore.',
      ],
    },
    {
      id: 'visitors-from-the-european-union',
      heading: 'Visitatori dall’Unione europea',
      blocks: [
        'Se si trova nell’Unione europea, nello Spazio economico europeo, nel Regno Unito o in Svizzera, il Regolamento generale sulla protezione dei dati e le leggi analoghe Le riconoscono il diritto di accedere ai Suoi dati personali, di rettificarli, di ottenerne la cancellazione, di limitarne il trattamento o di opporvisi, di riceverli in un formato portabile e di revocare il consenso in qualsiasi momento.',
        'Può esercitare due di questi diritti in autonomia dal Suo profilo: Esporta i miei dati scarica una copia di ciò che il portale conserva su di Lei, ed Elimina account cancella subito il Suo account (i messaggi inviati nelle richieste restano alle aziende a cui ha scritto, senza il Suo nome; i registri dei pagamenti sono conservati come indicato sopra).',
        'Il portale è gestito dagli Stati Uniti, pertanto le Sue informazioni vengono trasferite in tale paese e nei paesi dei nostri fornitori di servizi. Tuteliamo tali trasferimenti con le clausole contrattuali tipo approvate dalla Commissione europea o con altre garanzie previste dalla legge.',
        'Ha inoltre il diritto di proporre reclamo all’autorità di protezione dei dati del paese in cui risiede o lavora.',
      ],
    },
    {
      id: 'how-to-contact-us',
      heading: 'Come contattarci',
      blocks: [
        'Per esercitare i Suoi diritti o per domande sulla presente informativa, ci scriva tramite il modulo di assistenza del portale o chiami il nostro servizio di assistenza al numero {phone}. Rispondiamo entro 24 ore ed evadiamo le richieste relative ai Suoi dati personali entro un mese.',
      ],
    },
    {
      id: 'language',
      heading: 'Lingua',
      blocks: [
        'La presente informativa è redatta in inglese. Le eventuali traduzioni pubblicate sono fornite per comodità e, in caso di discrepanze, prevale la versione inglese.',
      ],
    },
  ],
};
