import type { InterfaceLanguage } from '@b2b/contracts';
import { DELETION_REQUEST_INVALID_MESSAGE } from './account-deletion.service.ts';

export interface DeletionTexts {
  title: string;
  lead: (brand: string) => string;
  what: string;
  account: (email: string) => string;
  submit: string;
  keep: string;
  wrongPassword: string;
  /** The refusal of a request that is not open, in the page's language. */
  invalid: string;
}

/** The deletion page's words, one language each: a language missing here fails the typecheck. */
export const DELETION_TEXTS: Record<InterfaceLanguage, DeletionTexts> = {
  en: {
    title: 'Delete your account',
    lead: (brand) => `This deletes your ${brand} account for good. It cannot be undone.`,
    what: 'Your profile, posts, comments, favourites, likes and follows go. Messages you sent in requests stay with the other side, shown as “Deleted user”. Your email address can be used to register again.',
    account: (email) => `Account: ${email}`,
    submit: 'Delete my account',
    keep: 'Keep my account',
    wrongPassword: 'Incorrect password.',
    invalid: DELETION_REQUEST_INVALID_MESSAGE,
  },
  es: {
    title: 'Eliminar tu cuenta',
    lead: (brand) => `Esto elimina tu cuenta de ${brand} para siempre. No se puede deshacer.`,
    what: 'Se eliminan tu perfil, publicaciones, comentarios, favoritos, me gusta y seguimientos. Los mensajes que enviaste en solicitudes quedan para la otra parte, mostrados como «Usuario eliminado». Podrás volver a registrarte con tu correo electrónico.',
    account: (email) => `Cuenta: ${email}`,
    submit: 'Eliminar mi cuenta',
    keep: 'Conservar mi cuenta',
    wrongPassword: 'Contraseña incorrecta.',
    invalid: 'Este enlace de eliminación ya no es válido. Vuelve a empezar desde tu perfil.',
  },
  it: {
    title: 'Elimina il tuo account',
    lead: (brand) => `Questo elimina per sempre il tuo account ${brand}. Non si può annullare.`,
    what: 'Il tuo profilo, i post, i commenti, i preferiti, i mi piace e i follow vengono eliminati. I messaggi che hai inviato nelle richieste restano all’altra parte, mostrati come «Utente eliminato». Il tuo indirizzo email potrà essere usato per registrarti di nuovo.',
    account: (email) => `Account: ${email}`,
    submit: 'Elimina il mio account',
    keep: 'Mantieni il mio account',
    wrongPassword: 'Password errata.',
    invalid: 'Questo link di eliminazione non è più valido. Ricomincia dal tuo profilo.',
  },
  zh: {
    title: '删除您的账户',
    lead: (brand) => `这将永久删除您的 ${brand} 账户，且无法撤销。`,
    what: '您的个人资料、动态、评论、收藏、点赞和关注将被删除。您在询盘中发送的消息将保留给对方，并显示为“已删除用户”。您的电子邮箱可以再次用于注册。',
    account: (email) => `账户：${email}`,
    submit: '删除我的账户',
    keep: '保留我的账户',
    wrongPassword: '密码不正确。',
    invalid: '此删除链接已失效。请从您的个人资料页面重新开始。',
  },
};
