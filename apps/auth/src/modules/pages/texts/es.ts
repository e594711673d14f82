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
  },
};
