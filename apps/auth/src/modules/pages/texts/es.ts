import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@b2b/contracts';
import type { PageTexts } from './page-texts.ts';

export const es: PageTexts = {
  documentTitle: (title, brand) => `${title} | ${brand}`,
  footer: (brand) => `Una sola cuenta para todos los portales de ${brand}.`,
  email: 'Correo electrónico',
  password: 'Contraseña',
  login: {
    title: 'Iniciar sesión',
    lead: (brand) => `Le damos de nuevo la bienvenida a ${brand}.`,
    submit: 'Iniciar sesión',
    newHere: '¿Aún no tiene cuenta?',
    createAccount: 'Cree una cuenta',
  },
  register: {
    title: 'Cree su cuenta',
    lead: (brand) => `Una cuenta gratuita para todos los portales de ${brand}.`,
    firstName: 'Nombre',
    lastName: 'Apellidos',
    passwordHint: (minLength) =>
      `Al menos ${minLength} caracteres. No se admiten las contraseñas más habituales.`,
    country: 'País',
    chooseCountry: 'Seleccione su país',
    businessType: 'Tipo de empresa',
    chooseBusinessType: 'Seleccione su tipo de empresa',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tiene una cuenta?',
    signIn: 'Inicie sesión',
  },
  businessTypes: {
    MA: 'Fabricantes',
    DI: 'Distribuidores',
    WS: 'Mayoristas',
    IM: 'Importadores',
    EX: 'Exportadores',
    RE: 'Minoristas',
    IN: 'Inversores',
    CO: 'Consultores',
    GO: 'Administración pública',
  },
  links: {
    refusedTitle: 'Este enlace no funciona',
    refusedText:
      'Los enlaces de nuestros correos sirven una sola vez y durante un tiempo limitado. Inicie sesión para pedir uno nuevo.',
    signIn: 'Iniciar sesión',
    continueTo: (brand) => `Continuar a ${brand}`,
  },
  verifyEmail: {
    doneTitle: 'Su dirección de correo está confirmada',
    doneText: 'Gracias: su cuenta ya puede aceptar invitaciones, comprar membresías y enviar solicitudes.',
  },
  forgotPassword: {
    link: '¿Olvidó su contraseña?',
    title: 'Restablezca su contraseña',
    lead: 'Introduzca la dirección de correo de su cuenta. Le enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar el enlace',
    sentTitle: 'Revise su correo',
    sentText:
      'Si alguna cuenta usa esta dirección, le hemos enviado un enlace para elegir una contraseña nueva. El enlace sirve durante una hora.',
    backToSignIn: 'Volver a iniciar sesión',
  },
  resetPassword: {
    title: 'Elija una contraseña nueva',
    lead: 'Al guardarla se cierran todas las sesiones de su cuenta y se inicia sesión aquí.',
    newPassword: 'Contraseña nueva',
    submit: 'Guardar la contraseña nueva',
  },
  changePassword: {
    title: 'Cambie su contraseña',
    lead: 'Se cerrarán todas las demás sesiones de su cuenta.',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    submit: 'Cambiar la contraseña',
    doneTitle: 'Su contraseña se cambió',
    doneText: 'Se cerraron todas las demás sesiones de su cuenta.',
  },
  changeEmail: {
    title: 'Cambie su dirección de correo',
    lead: (email) =>
      `Su cuenta usa ${email}. Enviaremos un enlace a la dirección nueva: el cambio se aplica cuando lo abra.`,
    newEmail: 'Dirección de correo nueva',
    currentPassword: 'Contraseña actual',
    submit: 'Enviar el enlace',
    sentTitle: 'Revise el buzón nuevo',
    sentText: (email) =>
      `Enviamos un enlace a ${email}. Ábralo en las próximas 24 horas para confirmar el cambio.`,
    confirmTitle: 'Confirme su nueva dirección de correo',
    confirmText: (email) => `¿Usar ${email} como dirección de correo de su cuenta?`,
    confirmSubmit: 'Confirmar la dirección nueva',
    doneTitle: 'Su dirección de correo se cambió',
    doneText: (email) =>
      `Su cuenta usa ahora ${email}. Avisamos a su dirección anterior, por si no fue usted.`,
    undoTitle: 'Deshacer el cambio de correo',
    undoText: (email) => `¿Devolver a su cuenta la dirección ${email} y cerrar todas las sesiones?`,
    undoSubmit: 'Deshacer el cambio',
    undoneTitle: 'El cambio se deshizo',
    undoneText: (email) =>
      `Su cuenta vuelve a usar ${email} y se cerraron todas las sesiones. Inicie sesión y elija una contraseña nueva si alguien más la conocía.`,
  },
  errors: {
    invalidEmail: 'Introduzca una dirección de correo electrónico válida',
    firstName: 'Introduzca su nombre',
    lastName: 'Introduzca sus apellidos',
    shortPassword: `Use al menos ${PASSWORD_MIN_LENGTH} caracteres`,
    longPassword: `Use como máximo ${PASSWORD_MAX_LENGTH} caracteres`,
    country: 'Seleccione su país',
    businessType: 'Seleccione su tipo de empresa',
    password: 'Introduzca su contraseña',
    commonPassword:
      'Esta contraseña es una de las más habituales y resulta fácil de adivinar; elija otra, por favor.',
    duplicateEmail: 'Ya existe una cuenta con este correo electrónico.',
    badCredentials: 'Correo electrónico o contraseña incorrectos.',
    tooManyAttempts: (minutes) =>
      `Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    linkRefused: 'Este enlace ya no es válido.',
    wrongPassword: 'La contraseña actual no es correcta.',
    sameEmail: 'Esta ya es su dirección de correo.',
    tooManyRequests: (minutes) =>
      `Demasiadas solicitudes. Vuelva a intentarlo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
};
