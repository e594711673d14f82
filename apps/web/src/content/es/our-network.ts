import type { NetworkPage } from '../company-pages.ts';

export const ourNetwork: NetworkPage = {
  title: 'Nuestra red',
  description:
    'La red {brand}: 25 portales B2B territoriales donde los fabricantes y proveedores de {country} se encuentran con compradores de todos los continentes, y las membresías que dan acceso a todos ellos.',
  keywords:
    'red {brand}, portales B2B, red B2B internacional, exportadores de {country}, compradores de todo el mundo, precios de membresía B2B',
  heading: 'Nuestra red',
  lead: 'Una empresa, unos 25 portales territoriales, un único directorio de empresas y productos. Publique en {brand} {country} y aparezca en todos ellos.',
  portals: {
    heading: 'Portales territoriales',
    lead: 'Cada portal está pensado para las empresas y los compradores de su país. Abra cualquiera de ellos para ver cómo aparece allí su perfil.',
    linkName: 'Portal de {name} (se abre en una pestaña nueva)',
    mapLabel: 'Mapa del mundo de la red: están marcados los 25 países con portal: {names}.',
  },
  prices: {
    heading: 'Una sola membresía para toda la red',
    lead: 'Cada paquete es válido en todos los portales. Empiece gratis y amplíe su membresía cuando necesite más productos, verificación o publicidad.',
  },
  figures: {
    label: 'La red en cifras',
    items: [
      { value: '25', label: 'Países con portal propio' },
      { value: '1', label: 'Directorio de empresas y productos' },
      { value: '4', label: 'Paquetes de membresía, válidos en todos los portales' },
    ],
  },
  sections: [
    {
      id: 'how-the-network-works',
      heading: 'Cómo funciona la red',
      blocks: [
        'El perfil de una empresa, sus productos y sus certificados se guardan una sola vez y se muestran en todos los portales, cada uno con su propio diseño e idioma. Un comprador de cualquier país que busca un producto ve a los proveedores de toda la red, con el país de cada uno.',
        'Nuestros representantes regionales siguen los portales de su zona: conocen las ferias comerciales locales, las asociaciones sectoriales y los hábitos de los compradores, y ayudan a los miembros a prepararse para nuevos mercados.',
      ],
    },
  ],
};
