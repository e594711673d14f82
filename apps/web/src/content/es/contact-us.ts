import type { ContactPage } from '../company-pages.ts';

export const contactUs: ContactPage = {
  title: 'Contacto',
  description:
    'Contacte con el equipo de soporte de {brand} {country} por teléfono, por aplicación de mensajería o con el formulario de ayuda. Atendemos a fabricantes, proveedores y compradores de {country} y respondemos en 24 horas.',
  keywords:
    'contacto {brand}, soporte {brand}, teléfono {brand}, soporte B2B {country}, ayuda proveedores de {country}, atención al cliente',
  heading: 'Contacto',
  lead: 'Nuestro equipo de soporte ayuda a compradores y proveedores con sus perfiles, membresías, consultas y cualquier otra cuestión sobre {brand} {country}.',
  sections: [],
  phoneCard: {
    heading: 'Llámenos',
    text: 'Llame a nuestras líneas de soporte internacional de lunes a viernes, de 9:00 a 18:00 hora local; en {country}, nuestro servicio de atención al cliente responde en el {phone}.',
    phones: [
      { region: 'EE. UU.', number: '+1 305 555 0100' },
      { region: 'Europa', number: '+34 911 430 275' },
    ],
  },
  messagingCard: {
    heading: 'Escríbanos por mensajería',
    text: 'Escríbanos desde su aplicación de mensajería habitual y mantenga la conversación en su teléfono.',
    apps: 'WhatsApp y WeChat',
    number: '+1 305 555 0148',
  },
  options: {
    heading: 'Otras formas de contactarnos',
    items: [
      'Envíe el formulario de ayuda y cuéntenos qué compra y vende su empresa.',
      'Consulte directamente a un proveedor con «Enviar consulta» en su página de empresa o de producto.',
      'Los miembros Premium o Platinum pueden reservar una cita con un especialista B2B.',
      'Pida ayuda a su representante regional para un mercado o una feria comercial.',
    ],
  },
  needHelp: {
    heading: '¿Necesita ayuda?',
    text: 'Cuéntenos sobre su empresa y lo que busca; la persona adecuada de nuestro equipo le responderá.',
    action: 'Solicitar ayuda',
  },
  promise: 'Respondemos a todos los mensajes en un plazo de 24 horas.',
};
