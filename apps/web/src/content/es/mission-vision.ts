import type { MissionVisionPage } from '../company-pages.ts';

export const missionVision: MissionVisionPage = {
  title: 'Misión y visión',
  description:
    'La misión, la visión y los valores de {brand}: conectar a fabricantes y proveedores de {country} con compradores de todo el mundo, con honestidad, innovación y mentalidad global.',
  keywords:
    'misión {brand}, visión {brand}, valores de la empresa, portal B2B {country}, exportadores de {country}, comercio internacional',
  heading: 'Misión y visión',
  lead: 'Por qué existe {brand}, hacia dónde va y los valores que guían nuestro trabajo con las empresas de {country} y sus compradores.',
  sections: [],
  mission: {
    heading: 'Nuestra misión',
    text: [
      'Ofrecer a toda empresa industrial, sea cual sea su tamaño, una forma sencilla y asequible de llegar a compradores de otros países, y a los compradores una forma fiable de encontrar y contactar a los proveedores adecuados.',
      'En {country} trabajamos para que los fabricantes, distribuidores y exportadores del país sean vistos por los importadores que necesitan sus productos, y puedan convertir una primera consulta en una relación comercial duradera.',
    ],
  },
  vision: {
    heading: 'Nuestra visión',
    text: [
      'Ser la red de referencia del comercio B2B internacional entre pequeñas y medianas empresas industriales: un lugar donde una empresa publica una vez y la encuentran en todos los mercados que le interesan.',
    ],
  },
  values: {
    heading: 'Nuestros valores',
    lead: 'Seis valores orientan nuestras decisiones, desde las funciones que desarrollamos hasta la manera de atender una llamada.',
    items: [
      {
        heading: 'Personas',
        text: [
          'El comercio se hace entre personas. Escuchamos a nuestros miembros, respondemos a cada consulta y tratamos a todas las empresas con el mismo respeto, sea cual sea su membresía.',
        ],
      },
      {
        heading: 'Innovación',
        text: [
          'Mejoramos constantemente los portales para que buscar, presentar productos y contactar con proveedores lleve menos tiempo y funcione en cualquier dispositivo.',
        ],
      },
      {
        heading: 'Mentalidad global',
        text: [
          'Nuestra red, nuestro equipo y nuestros miembros abarcan unos 25 países. Pensamos en mercados, idiomas y husos horarios distintos de los nuestros.',
        ],
      },
      {
        heading: 'Pasión',
        text: [
          'Nos gusta ver a un pequeño fabricante enviar su primer contenedor al extranjero, y trabajamos cada día para que eso ocurra más a menudo.',
        ],
      },
      {
        heading: 'Honestidad',
        text: [
          'Verificamos a las empresas que presentamos como verificadas, publicamos precios claros y nunca vendemos los datos de nuestros miembros.',
        ],
      },
      {
        heading: 'Excelencia',
        text: [
          'Exigimos a nuestro servicio lo mismo que nuestros miembros exigen a sus productos: fiabilidad, buena documentación y entrega puntual.',
        ],
      },
    ],
  },
};
