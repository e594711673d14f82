import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type InterfaceLanguage,
  type RfqUnit,
  type UnsubscribeTopic,
} from '@b2b/contracts';

/** A mail's language: the recipient's preferred one when the mails are written in it, else the portal's. */
export const mailLanguageOf = (preferred: string | null | undefined): InterfaceLanguage =>
  isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;

/** The fields of a need-help enquiry that its mail to support lists, in the form's order. */
export const NEED_HELP_MAIL_FIELDS = [
  'firstName',
  'lastName',
  'businessName',
  'businessType',
  'website',
  'jobPosition',
  'address',
  'zipcode',
  'city',
  'usaState',
  'country',
  'companyPhone',
  'companyFax',
  'totalEmployees',
  'salesEmployees',
  'mobilePhone',
  'email',
  'buyProducts',
  'moreInfoBuy',
  'sellProducts',
  'moreInfoSell',
] as const;
export type NeedHelpMailField = (typeof NEED_HELP_MAIL_FIELDS)[number];

/** The fields that hold several lines as typed; the others are one line. */
export const NEED_HELP_PARAGRAPHS: ReadonlySet<NeedHelpMailField> = new Set(['moreInfoBuy', 'moreInfoSell']);

/** What the mails say, per language; the values given to a function are plain text, escaped where they are used. */
export interface MailWords {
  /** The line under every mail: the portal's brand and country. */
  signature: (brand: string, country: string) => string;
  automatic: string;
  openMessageCenter: string;
  answerIn: string;
  inquiryCreatedSubject: (company: string, subject: string) => string;
  inquiryCreatedIntro: (sender: string, company: string) => string;
  inquiryMessageSubject: string;
  inquiryMessageIntro: string;
  needHelpSubject: (who: string) => string;
  needHelpIntro: string;
  needHelpLabels: Record<NeedHelpMailField, string>;
}

export const MAIL_WORDS: Record<InterfaceLanguage, MailWords> = {
  en: {
    signature: (brand, country) => `${brand}, the B2B portal of ${country}`,
    automatic: 'This email was sent automatically; replies to it are not read.',
    openMessageCenter: 'Open the message center',
    answerIn: 'Answer it in your message center:',
    inquiryCreatedSubject: (company, subject) => `New request for ${company}: ${subject}`,
    inquiryCreatedIntro: (sender, company) => `${sender} sent ${company} a request.`,
    inquiryMessageSubject: 'New message about your request',
    inquiryMessageIntro: 'There is a new message in one of your requests:',
    needHelpSubject: (who) => `Need help: ${who}`,
    needHelpIntro: 'A visitor asked for help through the need-help form.',
    needHelpLabels: {
      firstName: 'First name',
      lastName: 'Last name',
      businessName: 'Business name',
      businessType: 'Business type',
      website: 'Website',
      jobPosition: 'Job position',
      address: 'Address',
      zipcode: 'Zip code',
      city: 'City',
      usaState: 'USA state',
      country: 'Country',
      companyPhone: 'Company telephone',
      companyFax: 'Company fax',
      totalEmployees: 'Total employees',
      salesEmployees: 'Sales employees',
      mobilePhone: 'Mobile phone',
      email: 'Email',
      buyProducts: 'Buys products of',
      moreInfoBuy: 'More information (buying)',
      sellProducts: 'Sells products of',
      moreInfoSell: 'More information (selling)',
    },
  },
  es: {
    signature: (brand, country) => `${brand}, el portal B2B de ${country}`,
    automatic: 'Este correo se envió automáticamente; las respuestas a él no se leen.',
    openMessageCenter: 'Abrir el centro de mensajes',
    answerIn: 'Respóndala en su centro de mensajes:',
    inquiryCreatedSubject: (company, subject) => `Nueva solicitud para ${company}: ${subject}`,
    inquiryCreatedIntro: (sender, company) => `${sender} envió una solicitud a ${company}.`,
    inquiryMessageSubject: 'Nuevo mensaje sobre su solicitud',
    inquiryMessageIntro: 'Hay un mensaje nuevo en una de sus solicitudes:',
    needHelpSubject: (who) => `Necesita ayuda: ${who}`,
    needHelpIntro: 'Un visitante pidió ayuda con el formulario de ayuda.',
    needHelpLabels: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      businessName: 'Nombre de la empresa',
      businessType: 'Tipo de empresa',
      website: 'Sitio web',
      jobPosition: 'Cargo',
      address: 'Dirección',
      zipcode: 'Código postal',
      city: 'Ciudad',
      usaState: 'Estado de EE. UU.',
      country: 'País',
      companyPhone: 'Teléfono de la empresa',
      companyFax: 'Fax de la empresa',
      totalEmployees: 'Empleados en total',
      salesEmployees: 'Empleados de ventas',
      mobilePhone: 'Teléfono móvil',
      email: 'Correo electrónico',
      buyProducts: 'Compra productos de',
      moreInfoBuy: 'Más información (compras)',
      sellProducts: 'Vende productos de',
      moreInfoSell: 'Más información (ventas)',
    },
  },
  it: {
    signature: (brand, country) => `${brand}, il portale B2B di ${country}`,
    automatic: 'Questa email è stata inviata automaticamente; le risposte non vengono lette.',
    openMessageCenter: 'Apri il centro messaggi',
    answerIn: 'Rispondi nel tuo centro messaggi:',
    inquiryCreatedSubject: (company, subject) => `Nuova richiesta per ${company}: ${subject}`,
    inquiryCreatedIntro: (sender, company) => `${sender} ha inviato una richiesta a ${company}.`,
    inquiryMessageSubject: 'Nuovo messaggio sulla tua richiesta',
    inquiryMessageIntro: 'C’è un nuovo messaggio in una delle tue richieste:',
    needHelpSubject: (who) => `Richiesta di aiuto: ${who}`,
    needHelpIntro: 'Un visitatore ha chiesto aiuto con il modulo di assistenza.',
    needHelpLabels: {
      firstName: 'Nome',
      lastName: 'Cognome',
      businessName: 'Ragione sociale',
      businessType: 'Tipo di azienda',
      website: 'Sito web',
      jobPosition: 'Ruolo',
      address: 'Indirizzo',
      zipcode: 'CAP',
      city: 'Città',
      usaState: 'Stato degli USA',
      country: 'Paese',
      companyPhone: 'Telefono aziendale',
      companyFax: 'Fax aziendale',
      totalEmployees: 'Dipendenti in totale',
      salesEmployees: 'Dipendenti commerciali',
      mobilePhone: 'Cellulare',
      email: 'Email',
      buyProducts: 'Acquista prodotti di',
      moreInfoBuy: 'Altre informazioni (acquisti)',
      sellProducts: 'Vende prodotti di',
      moreInfoSell: 'Altre informazioni (vendite)',
    },
  },
  zh: {
    signature: (brand, country) => `${brand}：${country}的B2B门户`,
    automatic: '此邮件由系统自动发送，回复不会被阅读。',
    openMessageCenter: '打开消息中心',
    answerIn: '请在消息中心回复：',
    inquiryCreatedSubject: (company, subject) => `${company}收到新询盘：${subject}`,
    inquiryCreatedIntro: (sender, company) => `${sender}向${company}发送了询盘。`,
    inquiryMessageSubject: '您的询盘有新消息',
    inquiryMessageIntro: '您的一个询盘有新消息：',
    needHelpSubject: (who) => `求助：${who}`,
    needHelpIntro: '一位访客通过帮助表单请求帮助。',
    needHelpLabels: {
      firstName: '名',
      lastName: '姓',
      businessName: '公司名称',
      businessType: '企业类型',
      website: '网站',
      jobPosition: '职位',
      address: '地址',
      zipcode: '邮政编码',
      city: '城市',
      usaState: '美国州',
      country: '国家',
      companyPhone: '公司电话',
      companyFax: '公司传真',
      totalEmployees: '员工总数',
      salesEmployees: '销售人员',
      mobilePhone: '手机',
      email: '电子邮箱',
      buyProducts: '采购产品类别',
      moreInfoBuy: '更多信息（采购）',
      sellProducts: '销售产品类别',
      moreInfoSell: '更多信息（销售）',
    },
  },
};

// ---- Notification mail (decision 0024): preferences, unsubscribe, the kinds people get, the digest ----

/**
 * Writes a quantity as a language does: its digits (`2,000`, `2.000`) and the unit's name for that number, singular or
 * plural as the language's plural rules choose (a language without plurals gives one name).
 */
function quantityIn(
  language: InterfaceLanguage,
  names: Record<RfqUnit, string | readonly [one: string, other: string]>,
): (amount: number, unit: RfqUnit) => string {
  const digits = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
  const plural = new Intl.PluralRules(language);
  return (amount, unit) => {
    const name = names[unit];
    const word = typeof name === 'string' ? name : name[plural.select(amount) === 'one' ? 0 : 1];
    return `${digits.format(amount)} ${word}`;
  };
}

/** The words of the notification mails and of the unsubscribe page, per language. */
export interface NotificationMailWords {
  /** The footer's link that turns the mail's kind off. */
  stopTheseEmails: string;
  /** What each kind (and the digest) is called on the unsubscribe page, and each kind in the digest. */
  kindNames: Record<UnsubscribeTopic, string>;
  unsubscribeTitle: string;
  unsubscribeQuestion: (kind: string) => string;
  unsubscribeButton: string;
  unsubscribeDone: (kind: string) => string;
  unsubscribeElsewhere: string;
  unsubscribeRefused: string;
  /** A new request, to a member who chose to hear of their business's requests. */
  memberRequestNote: string;
  /** Several messages of a thread gathered in one mail. */
  newMessagesSubject: (count: number) => string;
  newMessagesIntro: (count: number) => string;
  invitationSubject: (company: string) => string;
  invitationIntro: (inviter: string, company: string, access: string) => string;
  invitationAccess: Record<'admin' | 'member', string>;
  invitationAction: string;
  invitationNoAccount: string;
  receiptSubject: (company: string) => string;
  receiptIntro: (company: string) => string;
  receiptLevel: string;
  receiptAmount: string;
  receiptPeriod: string;
  receiptReference: string;
  renewalSubject: (company: string) => string;
  renewalIntro: (company: string, level: string, end: string) => string;
  renewalAction: string;
  verificationApprovedSubject: (company: string) => string;
  verificationApprovedIntro: (company: string) => string;
  verificationRefusedSubject: (company: string) => string;
  verificationRefusedIntro: (company: string) => string;
  verificationReason: string;
  verificationAction: string;
  digestSubject: (count: number) => string;
  digestIntro: string;
  rfqSubject: (product: string) => string;
  rfqIntro: (company: string) => string;
  rfqAnonymous: string;
  rfqBuyer: (buyer: string) => string;
  rfqQuantity: string;
  /** A request's quantity: the number as the language writes it and the unit's name for that number. */
  rfqAmount: (amount: number, unit: RfqUnit) => string;
  rfqDestination: string;
  rfqCloses: string;
  rfqAction: string;
}

export const NOTIFICATION_MAIL_WORDS: Record<InterfaceLanguage, NotificationMailWords> = {
  en: {
    stopTheseEmails: 'Stop these emails',
    kindNames: {
      requests: 'new requests to your businesses',
      memberRequests: 'new requests to businesses you are a member of',
      replies: 'new messages in your requests',
      invitations: 'invitations to join a business',
      verification: 'verification decisions',
      renewals: 'membership renewal reminders',
      rfqs: 'requests for quotation to your businesses',
      daily: 'everything in your daily summary',
    },
    unsubscribeTitle: 'Email preferences',
    unsubscribeQuestion: (kind) => `Stop emails about ${kind}?`,
    unsubscribeButton: 'Stop these emails',
    unsubscribeDone: (kind) => `Done: you will no longer get emails about ${kind}.`,
    unsubscribeElsewhere: 'You can change every kind of email on your profile.',
    unsubscribeRefused: 'This link is not valid. Open your profile to choose which emails you get.',
    memberRequestNote: 'You get this because you chose to hear of new requests to businesses you belong to.',
    newMessagesSubject: (count) => `${count} new messages about your request`,
    newMessagesIntro: (count) => `${count} new messages came in one of your requests. The newest:`,
    invitationSubject: (company) => `You are invited to join ${company}`,
    invitationIntro: (inviter, company, access) => `${inviter} invited you to join ${company} as ${access}.`,
    invitationAccess: { admin: 'an administrator', member: 'a member' },
    invitationAction: 'See the invitation',
    invitationNoAccount: 'If you have no account yet, create one with this email address to answer it.',
    receiptSubject: (company) => `Receipt: membership of ${company}`,
    receiptIntro: (company) => `Thank you. We received the payment of ${company}'s membership.`,
    receiptLevel: 'Level',
    receiptAmount: 'Amount',
    receiptPeriod: 'Paid year',
    receiptReference: 'Reference',
    renewalSubject: (company) => `${company}: your membership ends in 30 days`,
    renewalIntro: (company, level, end) => `The ${level} membership of ${company} ends on ${end}.`,
    renewalAction: 'Renew the membership',
    verificationApprovedSubject: (company) => `${company} is verified`,
    verificationApprovedIntro: (company) => `Good news: ${company} is now shown as a verified business.`,
    verificationRefusedSubject: (company) => `${company} was not verified`,
    verificationRefusedIntro: (company) => `The verification request of ${company} was refused.`,
    verificationReason: 'Reason',
    verificationAction: 'Open the verification page',
    digestSubject: (count) =>
      count === 1 ? 'Your daily summary: 1 notification' : `Your daily summary: ${count} notifications`,
    digestIntro: 'Here is what happened since your last summary:',
    rfqSubject: (product) => `New request for quotation: ${product}`,
    rfqIntro: (company) => `A buyer asks ${company} for a quote:`,
    rfqAnonymous: 'The buyer stays anonymous until they show themself to you or award your quote.',
    rfqBuyer: (buyer) => `From ${buyer}.`,
    rfqQuantity: 'Quantity',
    rfqAmount: quantityIn('en', {
      pieces: ['piece', 'pieces'],
      sets: ['set', 'sets'],
      pairs: ['pair', 'pairs'],
      kilograms: ['kilogram', 'kilograms'],
      tonnes: ['tonne', 'tonnes'],
      metres: ['metre', 'metres'],
      'square-metres': ['square metre', 'square metres'],
      'cubic-metres': ['cubic metre', 'cubic metres'],
      litres: ['litre', 'litres'],
      cartons: ['carton', 'cartons'],
      pallets: ['pallet', 'pallets'],
      rolls: ['roll', 'rolls'],
      containers: ['container', 'containers'],
    }),
    rfqDestination: 'Destination',
    rfqCloses: 'Quotes close',
    rfqAction: 'Open the request and quote',
  },
  es: {
    stopTheseEmails: 'No recibir más estos correos',
    kindNames: {
      requests: 'nuevas solicitudes a sus empresas',
      memberRequests: 'nuevas solicitudes a empresas de las que es miembro',
      replies: 'nuevos mensajes en sus solicitudes',
      invitations: 'invitaciones a unirse a una empresa',
      verification: 'decisiones de verificación',
      renewals: 'recordatorios de renovación de la membresía',
      rfqs: 'solicitudes de cotización a sus empresas',
      daily: 'todo lo que reúne su resumen diario',
    },
    unsubscribeTitle: 'Preferencias de correo',
    unsubscribeQuestion: (kind) => `¿Dejar de recibir correos sobre ${kind}?`,
    unsubscribeButton: 'No recibir más estos correos',
    unsubscribeDone: (kind) => `Hecho: ya no recibirá correos sobre ${kind}.`,
    unsubscribeElsewhere: 'Puede elegir cada tipo de correo en su perfil.',
    unsubscribeRefused: 'Este enlace no es válido. Abra su perfil para elegir qué correos recibe.',
    memberRequestNote: 'Recibe este correo porque eligió enterarse de las nuevas solicitudes a sus empresas.',
    newMessagesSubject: (count) => `${count} mensajes nuevos sobre su solicitud`,
    newMessagesIntro: (count) =>
      `Llegaron ${count} mensajes nuevos en una de sus solicitudes. El más reciente:`,
    invitationSubject: (company) => `Le invitan a unirse a ${company}`,
    invitationIntro: (inviter, company, access) =>
      `${inviter} le invitó a unirse a ${company} como ${access}.`,
    invitationAccess: { admin: 'administrador', member: 'miembro' },
    invitationAction: 'Ver la invitación',
    invitationNoAccount: 'Si aún no tiene una cuenta, cree una con esta dirección de correo para responder.',
    receiptSubject: (company) => `Recibo: membresía de ${company}`,
    receiptIntro: (company) => `Gracias. Hemos recibido el pago de la membresía de ${company}.`,
    receiptLevel: 'Nivel',
    receiptAmount: 'Importe',
    receiptPeriod: 'Año pagado',
    receiptReference: 'Referencia',
    renewalSubject: (company) => `${company}: su membresía termina en 30 días`,
    renewalIntro: (company, level, end) => `La membresía ${level} de ${company} termina el ${end}.`,
    renewalAction: 'Renovar la membresía',
    verificationApprovedSubject: (company) => `${company} está verificada`,
    verificationApprovedIntro: (company) =>
      `Buenas noticias: ${company} aparece ahora como empresa verificada.`,
    verificationRefusedSubject: (company) => `${company} no fue verificada`,
    verificationRefusedIntro: (company) => `La solicitud de verificación de ${company} fue rechazada.`,
    verificationReason: 'Motivo',
    verificationAction: 'Abrir la página de verificación',
    digestSubject: (count) =>
      count === 1 ? 'Su resumen diario: 1 aviso' : `Su resumen diario: ${count} avisos`,
    digestIntro: 'Esto es lo que ocurrió desde su último resumen:',
    rfqSubject: (product) => `Nueva solicitud de cotización: ${product}`,
    rfqIntro: (company) => `Un comprador pide una cotización a ${company}:`,
    rfqAnonymous: 'El comprador sigue anónimo hasta que se muestre a usted o adjudique su cotización.',
    rfqBuyer: (buyer) => `De ${buyer}.`,
    rfqQuantity: 'Cantidad',
    rfqAmount: quantityIn('es', {
      pieces: ['pieza', 'piezas'],
      sets: ['juego', 'juegos'],
      pairs: ['par', 'pares'],
      kilograms: ['kilogramo', 'kilogramos'],
      tonnes: ['tonelada', 'toneladas'],
      metres: ['metro', 'metros'],
      'square-metres': ['metro cuadrado', 'metros cuadrados'],
      'cubic-metres': ['metro cúbico', 'metros cúbicos'],
      litres: ['litro', 'litros'],
      cartons: ['caja', 'cajas'],
      pallets: ['palé', 'palés'],
      rolls: ['rollo', 'rollos'],
      containers: ['contenedor', 'contenedores'],
    }),
    rfqDestination: 'Destino',
    rfqCloses: 'Las cotizaciones cierran',
    rfqAction: 'Abrir la solicitud y cotizar',
  },
  it: {
    stopTheseEmails: 'Non ricevere più queste email',
    kindNames: {
      requests: 'nuove richieste alle tue aziende',
      memberRequests: 'nuove richieste alle aziende di cui sei membro',
      replies: 'nuovi messaggi nelle tue richieste',
      invitations: 'inviti a unirti a un’azienda',
      verification: 'decisioni sulla verifica',
      renewals: 'promemoria di rinnovo dell’abbonamento',
      rfqs: 'richieste di offerta alle tue aziende',
      daily: 'tutto ciò che raccoglie il tuo riepilogo giornaliero',
    },
    unsubscribeTitle: 'Preferenze email',
    unsubscribeQuestion: (kind) => `Non ricevere più email su ${kind}?`,
    unsubscribeButton: 'Non ricevere più queste email',
    unsubscribeDone: (kind) => `Fatto: non riceverai più email su ${kind}.`,
    unsubscribeElsewhere: 'Puoi scegliere ogni tipo di email nel tuo profilo.',
    unsubscribeRefused: 'Questo link non è valido. Apri il tuo profilo per scegliere quali email ricevere.',
    memberRequestNote:
      'Ricevi questa email perché hai scelto di essere avvisato delle nuove richieste alle tue aziende.',
    newMessagesSubject: (count) => `${count} nuovi messaggi sulla tua richiesta`,
    newMessagesIntro: (count) =>
      `Sono arrivati ${count} nuovi messaggi in una delle tue richieste. Il più recente:`,
    invitationSubject: (company) => `Sei invitato a unirti a ${company}`,
    invitationIntro: (inviter, company, access) =>
      `${inviter} ti ha invitato a unirti a ${company} come ${access}.`,
    invitationAccess: { admin: 'amministratore', member: 'membro' },
    invitationAction: 'Vedi l’invito',
    invitationNoAccount:
      'Se non hai ancora un account, creane uno con questo indirizzo email per rispondere.',
    receiptSubject: (company) => `Ricevuta: abbonamento di ${company}`,
    receiptIntro: (company) => `Grazie. Abbiamo ricevuto il pagamento dell’abbonamento di ${company}.`,
    receiptLevel: 'Livello',
    receiptAmount: 'Importo',
    receiptPeriod: 'Anno pagato',
    receiptReference: 'Riferimento',
    renewalSubject: (company) => `${company}: il tuo abbonamento scade tra 30 giorni`,
    renewalIntro: (company, level, end) => `L’abbonamento ${level} di ${company} scade il ${end}.`,
    renewalAction: 'Rinnova l’abbonamento',
    verificationApprovedSubject: (company) => `${company} è verificata`,
    verificationApprovedIntro: (company) => `Buone notizie: ${company} ora appare come azienda verificata.`,
    verificationRefusedSubject: (company) => `${company} non è stata verificata`,
    verificationRefusedIntro: (company) => `La richiesta di verifica di ${company} è stata respinta.`,
    verificationReason: 'Motivo',
    verificationAction: 'Apri la pagina della verifica',
    digestSubject: (count) =>
      count === 1
        ? 'Il tuo riepilogo giornaliero: 1 notifica'
        : `Il tuo riepilogo giornaliero: ${count} notifiche`,
    digestIntro: 'Ecco cosa è successo dal tuo ultimo riepilogo:',
    rfqSubject: (product) => `Nuova richiesta di offerta: ${product}`,
    rfqIntro: (company) => `Un acquirente chiede un’offerta a ${company}:`,
    rfqAnonymous: 'L’acquirente resta anonimo finché non si mostra a te o aggiudica la tua offerta.',
    rfqBuyer: (buyer) => `Da ${buyer}.`,
    rfqQuantity: 'Quantità',
    rfqAmount: quantityIn('it', {
      pieces: ['pezzo', 'pezzi'],
      sets: ['set', 'set'],
      pairs: ['paio', 'paia'],
      kilograms: ['chilogrammo', 'chilogrammi'],
      tonnes: ['tonnellata', 'tonnellate'],
      metres: ['metro', 'metri'],
      'square-metres': ['metro quadrato', 'metri quadrati'],
      'cubic-metres': ['metro cubo', 'metri cubi'],
      litres: ['litro', 'litri'],
      cartons: ['cartone', 'cartoni'],
      pallets: ['pallet', 'pallet'],
      rolls: ['rotolo', 'rotoli'],
      containers: ['container', 'container'],
    }),
    rfqDestination: 'Destinazione',
    rfqCloses: 'Le offerte chiudono',
    rfqAction: 'Apri la richiesta e fai un’offerta',
  },
  zh: {
    stopTheseEmails: '不再接收此类邮件',
    kindNames: {
      requests: '您的企业收到的新询盘',
      memberRequests: '您所属企业收到的新询盘',
      replies: '您的询盘中的新消息',
      invitations: '加入企业的邀请',
      verification: '认证结果',
      renewals: '会员续费提醒',
      rfqs: '发给您企业的询价',
      daily: '每日摘要中的所有内容',
    },
    unsubscribeTitle: '邮件偏好',
    unsubscribeQuestion: (kind) => `不再接收关于${kind}的邮件？`,
    unsubscribeButton: '不再接收此类邮件',
    unsubscribeDone: (kind) => `已完成：您将不再收到关于${kind}的邮件。`,
    unsubscribeElsewhere: '您可以在个人资料中设置每类邮件。',
    unsubscribeRefused: '此链接无效。请打开个人资料选择您接收的邮件。',
    memberRequestNote: '您收到此邮件，是因为您选择了接收所属企业新询盘的通知。',
    newMessagesSubject: (count) => `您的询盘有${count}条新消息`,
    newMessagesIntro: (count) => `您的一个询盘收到了${count}条新消息。最新一条：`,
    invitationSubject: (company) => `您受邀加入${company}`,
    invitationIntro: (inviter, company, access) => `${inviter}邀请您以${access}身份加入${company}。`,
    invitationAccess: { admin: '管理员', member: '成员' },
    invitationAction: '查看邀请',
    invitationNoAccount: '如果您还没有账户，请用此邮箱地址注册后回复邀请。',
    receiptSubject: (company) => `收据：${company}的会员费`,
    receiptIntro: (company) => `谢谢。我们已收到${company}的会员费付款。`,
    receiptLevel: '等级',
    receiptAmount: '金额',
    receiptPeriod: '付费年度',
    receiptReference: '参考号',
    renewalSubject: (company) => `${company}：您的会员将在30天后到期`,
    renewalIntro: (company, level, end) => `${company}的${level}会员将于${end}到期。`,
    renewalAction: '续费会员',
    verificationApprovedSubject: (company) => `${company}已通过认证`,
    verificationApprovedIntro: (company) => `好消息：${company}现已显示为认证企业。`,
    verificationRefusedSubject: (company) => `${company}未通过认证`,
    verificationRefusedIntro: (company) => `${company}的认证申请被拒绝。`,
    verificationReason: '原因',
    verificationAction: '打开认证页面',
    digestSubject: (count) => `您的每日摘要：${count}条通知`,
    digestIntro: '以下是自上次摘要以来的新动态：',
    rfqSubject: (product) => `新询价：${product}`,
    rfqIntro: (company) => `有买家向 ${company} 询价：`,
    rfqAnonymous: '在买家向您公开身份或授予您的报价之前，买家保持匿名。',
    rfqBuyer: (buyer) => `来自 ${buyer}。`,
    rfqQuantity: '数量',
    rfqAmount: quantityIn('zh', {
      pieces: '件',
      sets: '套',
      pairs: '双',
      kilograms: '千克',
      tonnes: '吨',
      metres: '米',
      'square-metres': '平方米',
      'cubic-metres': '立方米',
      litres: '升',
      cartons: '箱',
      pallets: '托盘',
      rolls: '卷',
      containers: '集装箱',
    }),
    rfqDestination: '目的地',
    rfqCloses: '报价截止',
    rfqAction: '打开询价并报价',
  },
};
