import type { InterfaceLanguage } from '@b2b/contracts';

/** What the account service's mails say, per language; the values given to a function are plain text. */
export interface AccountMailWords {
  greeting: (firstName: string) => string;
  linkWorksOnce: (hours: number) => string;
  linkWorksOnceDays: (days: number) => string;
  verifySubject: string;
  verifyIntro: string;
  verifyAction: string;
  verifyNotYou: string;
  resetSubject: string;
  resetIntro: string;
  resetAction: string;
  resetNotYou: string;
  confirmChangeSubject: string;
  confirmChangeIntro: (newEmail: string) => string;
  confirmChangeAction: string;
  confirmChangeNotYou: string;
  changedSubject: string;
  changedIntro: (newEmail: string) => string;
  changedUndo: string;
  changedAction: string;
}

export const ACCOUNT_MAIL_WORDS: Record<InterfaceLanguage, AccountMailWords> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    linkWorksOnce: (hours) => `The link works once, for ${hours} hour${hours === 1 ? '' : 's'}.`,
    linkWorksOnceDays: (days) => `The link works once, for ${days} days.`,
    verifySubject: 'Confirm your email address',
    verifyIntro: 'Please confirm that this is your email address by opening the link below.',
    verifyAction: 'Confirm my email address',
    verifyNotYou: 'If you did not create an account, you can ignore this email.',
    resetSubject: 'Reset your password',
    resetIntro:
      'We received a request to reset the password of your account. Open the link below to choose a new one.',
    resetAction: 'Choose a new password',
    resetNotYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
    confirmChangeSubject: 'Confirm your new email address',
    confirmChangeIntro: (email) =>
      `You asked to use ${email} for your account. Open the link below to confirm it.`,
    confirmChangeAction: 'Confirm the new address',
    confirmChangeNotYou: 'If you did not ask for this, ignore this email: nothing changes.',
    changedSubject: 'Your email address was changed',
    changedIntro: (email) => `The email address of your account was changed to ${email}.`,
    changedUndo:
      'If you did not do this, undo the change with the link below: your old address comes back and every session is signed out. Then choose a new password.',
    changedAction: 'Undo the change',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    linkWorksOnce: (hours) => `El enlace sirve una sola vez, durante ${hours} hora${hours === 1 ? '' : 's'}.`,
    linkWorksOnceDays: (days) => `El enlace sirve una sola vez, durante ${days} días.`,
    verifySubject: 'Confirme su dirección de correo',
    verifyIntro: 'Confirme que esta es su dirección de correo abriendo el enlace de abajo.',
    verifyAction: 'Confirmar mi dirección de correo',
    verifyNotYou: 'Si usted no creó una cuenta, puede ignorar este correo.',
    resetSubject: 'Restablezca su contraseña',
    resetIntro:
      'Recibimos una solicitud para restablecer la contraseña de su cuenta. Abra el enlace de abajo para elegir una nueva.',
    resetAction: 'Elegir una contraseña nueva',
    resetNotYou: 'Si usted no lo pidió, ignore este correo: su contraseña no cambia.',
    confirmChangeSubject: 'Confirme su nueva dirección de correo',
    confirmChangeIntro: (email) =>
      `Pidió usar ${email} para su cuenta. Abra el enlace de abajo para confirmarlo.`,
    confirmChangeAction: 'Confirmar la nueva dirección',
    confirmChangeNotYou: 'Si usted no lo pidió, ignore este correo: nada cambia.',
    changedSubject: 'Se cambió su dirección de correo',
    changedIntro: (email) => `La dirección de correo de su cuenta se cambió a ${email}.`,
    changedUndo:
      'Si no fue usted, deshaga el cambio con el enlace de abajo: vuelve su dirección anterior y se cierran todas las sesiones. Después elija una contraseña nueva.',
    changedAction: 'Deshacer el cambio',
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    linkWorksOnce: (hours) => `Il link funziona una sola volta, per ${hours} or${hours === 1 ? 'a' : 'e'}.`,
    linkWorksOnceDays: (days) => `Il link funziona una sola volta, per ${days} giorni.`,
    verifySubject: 'Conferma il tuo indirizzo email',
    verifyIntro: 'Conferma che questo è il tuo indirizzo email aprendo il link qui sotto.',
    verifyAction: 'Conferma il mio indirizzo email',
    verifyNotYou: 'Se non hai creato un account, puoi ignorare questa email.',
    resetSubject: 'Reimposta la tua password',
    resetIntro:
      'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Apri il link qui sotto per sceglierne una nuova.',
    resetAction: 'Scegli una nuova password',
    resetNotYou: 'Se non l’hai chiesto tu, ignora questa email: la tua password resta invariata.',
    confirmChangeSubject: 'Conferma il tuo nuovo indirizzo email',
    confirmChangeIntro: (email) =>
      `Hai chiesto di usare ${email} per il tuo account. Apri il link qui sotto per confermarlo.`,
    confirmChangeAction: 'Conferma il nuovo indirizzo',
    confirmChangeNotYou: 'Se non l’hai chiesto tu, ignora questa email: non cambia nulla.',
    changedSubject: 'Il tuo indirizzo email è stato cambiato',
    changedIntro: (email) => `L’indirizzo email del tuo account è stato cambiato in ${email}.`,
    changedUndo:
      'Se non sei stato tu, annulla la modifica con il link qui sotto: torna il vecchio indirizzo e tutte le sessioni vengono chiuse. Poi scegli una nuova password.',
    changedAction: 'Annulla la modifica',
  },
  zh: {
    greeting: (name) => `${name}，您好：`,
    linkWorksOnce: (hours) => `此链接只能使用一次，有效期${hours}小时。`,
    linkWorksOnceDays: (days) => `此链接只能使用一次，有效期${days}天。`,
    verifySubject: '请确认您的电子邮箱地址',
    verifyIntro: '请打开下面的链接，确认这是您的电子邮箱地址。',
    verifyAction: '确认我的电子邮箱地址',
    verifyNotYou: '如果您没有注册账户，请忽略此邮件。',
    resetSubject: '重置您的密码',
    resetIntro: '我们收到了重置您账户密码的请求。请打开下面的链接设置新密码。',
    resetAction: '设置新密码',
    resetNotYou: '如果这不是您本人的请求，请忽略此邮件：您的密码不会改变。',
    confirmChangeSubject: '请确认您的新电子邮箱地址',
    confirmChangeIntro: (email) => `您请求将账户的电子邮箱改为${email}。请打开下面的链接确认。`,
    confirmChangeAction: '确认新地址',
    confirmChangeNotYou: '如果这不是您本人的请求，请忽略此邮件：一切保持不变。',
    changedSubject: '您的电子邮箱地址已更改',
    changedIntro: (email) => `您账户的电子邮箱地址已改为${email}。`,
    changedUndo:
      '如果这不是您本人的操作，请通过下面的链接撤销更改：旧地址将恢复，所有会话都会退出。然后请设置新密码。',
    changedAction: '撤销更改',
  },
};
