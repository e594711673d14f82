import type { WhyPage } from '../company-pages.ts';

export const why: WhyPage = {
  title: 'Por qué {brand}',
  description:
    'Por qué los fabricantes, proveedores y exportadores de {country} eligen {brand}: un perfil visible en 25 países, compradores que buscan por sector, empresas verificadas y consultas directas.',
  keywords:
    'por qué {brand}, portal B2B {country}, proveedores de {country}, encontrar compradores, exportar desde {country}, ventajas del mercado B2B',
  heading: 'Por qué {brand}',
  lead: 'Estar conectada es lo que hace visible a una empresa en el extranjero. Esto es lo que cambia para una empresa de {country} al formar parte de la red {brand}.',
  sections: [],
  rows: [
    {
      illustration: 'network',
      heading: 'Conectada a 25 mercados a la vez',
      text: [
        'El perfil de su empresa y sus productos se publican en toda la red de unos 25 portales territoriales. Los compradores de América, Europa, Asia y África le encuentran sin que usted tenga que abrir una oficina en cada país.',
      ],
    },
    {
      illustration: 'search',
      heading: 'Encontrada por los compradores que la necesitan',
      text: [
        'Los compradores buscan por sector, categoría, producto y país. Un perfil completo, con nombres de producto y especificaciones claros, sitúa a su empresa ante quienes ya buscan lo que usted fabrica.',
      ],
    },
    {
      illustration: 'verified',
      heading: 'Con la confianza de una empresa verificada',
      text: [
        'La verificación de empresa comprueba su registro mercantil y muestra una insignia de verificación en su perfil y sus productos. Los importadores contactan primero a los proveedores verificados, porque saben quién está detrás del nombre.',
      ],
    },
    {
      illustration: 'messages',
      heading: 'En contacto directo, sin intermediarios',
      text: [
        'Las consultas llegan directamente del comprador a su empresa, y usted las responde desde un único centro de mensajes. Sin agentes entre usted y su cliente, y sin comisiones sobre las operaciones que cierre.',
      ],
    },
    {
      illustration: 'growth',
      heading: 'Crecer a su propio ritmo',
      text: [
        'Empiece con una membresía Standard gratuita y hasta 7 productos. Cuando aumenten las consultas, Gold, Premium y Platinum añaden productos, verificación, prioridad en los resultados de búsqueda e impulsos publicitarios.',
      ],
    },
  ],
  callToAction: {
    heading: 'Conecte su empresa hoy',
    text: 'Crear un perfil de empresa es gratis y lleva solo unos minutos.',
    action: 'Ver las membresías',
  },
};
