import type { ActionPage } from '../../components/content/content-page.ts';

export const advertiseWithUs: ActionPage = {
  title: 'Publicidad',
  description:
    'Anúnciese en {brand} {country}: destaque su empresa y sus productos ante los compradores que buscan fabricantes y proveedores de {country} en 25 portales B2B.',
  keywords:
    'publicidad {brand}, publicidad B2B {country}, publicidad industrial, promocionar productos de {country}, impulsos B2B, anuncio patrocinado',
  heading: 'Anúnciese con nosotros',
  lead: 'Sitúe a su empresa ante los compradores en el momento en que buscan proveedores. La publicidad en {brand} llega solo a compradores profesionales, en unos 25 portales territoriales.',
  sections: [
    {
      id: 'who-you-reach',
      heading: 'A quién llega',
      blocks: [
        'Nuestros visitantes son importadores, distribuidores, mayoristas y responsables de compras de empresas industriales. Vienen a {brand} a buscar productos y proveedores, así que su mensaje llega en el momento de la decisión.',
      ],
    },
    {
      id: 'advertising-options',
      heading: 'Opciones de publicidad',
      blocks: [
        {
          list: [
            'Impulsos: una empresa o un producto aparece en primer lugar en los resultados de búsqueda de su sector durante un periodo. Gold incluye 3 impulsos al mes, Premium 10 y Platinum 20.',
            'Empresa destacada: su empresa en la página de inicio de los portales que elija.',
            'Banner sectorial: su marca en la parte superior de los resultados de búsqueda de un sector o una categoría.',
            'Boletín: una presentación de su empresa en el boletín que se envía a los compradores de un sector.',
          ],
        },
      ],
    },
    {
      id: 'how-to-start',
      heading: 'Cómo empezar',
      blocks: [
        'Los impulsos forman parte de las membresías Gold, Premium y Platinum y se usan desde la página de su empresa. Para posiciones destacadas, banners y boletines, envíenos el formulario de ayuda: nuestro equipo preparará una propuesta con los mercados, el periodo y el precio.',
      ],
    },
  ],
  callToAction: {
    heading: 'Solicite una propuesta publicitaria',
    text: 'Indíquenos sus productos y mercados objetivo, y le responderemos en 24 horas.',
    action: 'Contactar con nuestro equipo',
  },
};
