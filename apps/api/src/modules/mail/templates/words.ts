import { DEFAULT_LANGUAGE, isLanguage, type InterfaceLanguage } from '@b2b/contracts';

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
