import type { ActionPage } from '../../components/content/content-page.ts';

export const freeMarketing: ActionPage = {
  title: 'Marketing B2B gratuito',
  description:
    'Marketing B2B gratuito para empresas de {country}: publique su perfil de empresa y hasta 7 productos en {brand}, llegue a compradores internacionales y reciba consultas sin coste.',
  keywords:
    'marketing B2B gratuito, directorio de empresas gratis {country}, portal B2B gratuito, fabricantes de {country}, marketing de exportación, membresía Standard {brand}',
  heading: 'Marketing B2B gratuito',
  lead: 'Cualquier empresa puede promocionar sus productos en {brand} sin pagar: la membresía Standard es gratuita, durante todo el tiempo que desee.',
  sections: [
    {
      id: 'what-is-free',
      heading: 'Lo que obtiene gratis',
      blocks: [
        {
          list: [
            'Un perfil de empresa con su descripción, datos de contacto, información de fábrica y datos comerciales.',
            'Hasta 7 productos con fotos, especificaciones y plazos de entrega.',
            'Consultas de compradores, respondidas en su centro de mensajes.',
            'Publicaciones en el muro de noticias, seguidores, «me gusta» y miembros de la empresa.',
            'Visibilidad en toda la red de unos 25 portales territoriales.',
          ],
        },
      ],
    },
    {
      id: 'make-the-most-of-it',
      heading: 'Sáquele el máximo partido',
      blocks: [
        'Un perfil completo se encuentra más a menudo. Redacte la descripción de su empresa pensando en un comprador que no le conoce, elija el sector y las categorías adecuados, y dé a cada producto un nombre claro, buenas fotos y sus especificaciones principales.',
        'Responda rápido a las consultas: los compradores contactan a varios proveedores, y la primera respuesta útil suele llevarse el pedido. Publique sus novedades, nuevos productos y fechas de ferias en el muro de noticias para que sus seguidores los vean.',
      ],
    },
    {
      id: 'when-you-need-more',
      heading: 'Cuando necesite más',
      blocks: [
        'Gold, Premium y Platinum añaden más productos, verificación de empresa, prioridad en los resultados de búsqueda e impulsos publicitarios. Puede ampliar su membresía en cualquier momento desde la página de su empresa.',
      ],
    },
  ],
  callToAction: {
    heading: 'Publique su empresa gratis',
    text: 'Cree ahora el perfil de su empresa y añada sus primeros productos.',
    action: 'Crear el perfil de su empresa',
  },
};
