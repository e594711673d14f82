import type { ContentPage } from '../../../components/content/content-page.ts';

export const exportToTheWorld: ContentPage = {
  title: 'Exportar al mundo: guía práctica para fabricantes',
  description:
    'Por qué los fabricantes y proveedores de {country} deben vender en el exterior, cómo elegir los primeros mercados y cómo llegar paso a paso a compradores internacionales con {brand}.',
  keywords:
    'exportar al mundo, cómo exportar, exportadores de {country}, comercio internacional, guía de exportación B2B, fabricantes de {country}, encontrar compradores internacionales',
  heading: 'Exportar al mundo',
  lead: 'Vender en el exterior ya no es cosa exclusiva de los grandes grupos. Con un plan claro, los socios adecuados y una presencia en internet bien visible, un fabricante pequeño o mediano puede construir un negocio de exportación estable. Esta guía le muestra el camino.',
  datePublished: '2019-10-21',
  author: 'Consejos B2B de {brand}',
  sections: [
    {
      id: 'why-export',
      heading: 'Por qué exportar',
      blocks: [
        'Una empresa que solo vende en su mercado nacional depende de una sola economía, de una sola cartera de clientes y de un solo ciclo económico. La exportación reparte ese riesgo: cuando la demanda se frena en un país, a menudo se mantiene en otro.',
        'Exportar también financia el crecimiento. Las series de producción más largas reducen el coste unitario, los compradores extranjeros plantean nuevas exigencias que impulsan el desarrollo de producto y una empresa que compite a escala internacional suele estar mejor preparada cuando llegan competidores a su propio mercado.',
        {
          list: [
            'Más clientes: la mayor parte de la demanda mundial de bienes industriales está fuera de cualquier país concreto.',
            'Mejor aprovechamiento de la capacidad: los pedidos de exportación llenan la planta cuando caen los pedidos nacionales.',
            'Márgenes más altos en mercados donde su producto escasea o su calidad destaca.',
            'Una marca más fuerte en casa: «exportado a 20 países» es una referencia de peso.',
          ],
        },
      ],
    },
    {
      id: 'are-you-ready',
      heading: '¿Está preparado para exportar?',
      blocks: [
        'Antes del primer envío, responda con franqueza a algunas preguntas. ¿Puede la planta atender pedidos más grandes o más frecuentes sin perjudicar a los clientes actuales? ¿Dispone la dirección de tiempo para seguir los mercados exteriores durante al menos dos o tres años antes de esperar resultados? ¿Hay presupuesto para muestras, viajes, certificaciones y marketing?',
        'Revise también el producto. Puede necesitar un embalaje nuevo, etiquetas en otros idiomas, otras tensiones o dimensiones, o certificaciones como el marcado CE para Europa, la certificación UL para Norteamérica o la CCC para China. Estas adaptaciones llevan tiempo y conviene planificarlas con antelación.',
      ],
    },
    {
      id: 'choose-markets',
      heading: 'Elija sus primeros mercados',
      blocks: [
        'No intente vender en todas partes a la vez. Empiece por dos o tres mercados que pueda atender bien y amplíe después a partir de la experiencia adquirida.',
        {
          list: [
            'Consulte las estadísticas de comercio exterior para ver qué países importan ya su producto y en qué volúmenes.',
            'Dé preferencia a mercados cercanos en distancia, idioma o normativa: la logística es más barata y la comunicación, más sencilla.',
            'Estudie la competencia y el nivel de precios: ¿dónde pagan los compradores por la calidad que usted ofrece?',
            'Tenga en cuenta los tratados de libre comercio que reducen los aranceles entre su país y el mercado de destino.',
            'Evalúe el riesgo: estabilidad política, divisa, hábitos de pago y protección de la propiedad intelectual.',
          ],
        },
      ],
    },
    {
      id: 'reach-buyers',
      heading: 'Llegue a compradores internacionales',
      blocks: [
        'Los compradores industriales buscan en internet mucho antes de contactar con un proveedor. Un perfil de empresa completo en un portal B2B pone a su empresa ante ellos justo cuando están buscando: describa lo que fabrica, muestre sus productos con fotos claras y datos técnicos, indique sus certificaciones y los mercados que ya atiende.',
        'Combine la presencia en internet con la acción directa: responda a cada consulta en menos de 24 horas, haga el seguimiento de sus ofertas, visite a los compradores más prometedores y participe como expositor en las ferias de su sector. Con el tiempo, una red de distribuidores o agentes en sus mercados principales multiplicará su alcance.',
      ],
    },
    {
      id: 'terms-of-trade',
      heading: 'Defina bien las condiciones comerciales',
      blocks: [
        'Los malentendidos sobre la entrega y el pago son la causa más frecuente de litigios en la exportación. Cotice con una regla Incoterms clara (por ejemplo FOB Shanghái, CIF Róterdam o DAP en el almacén del comprador) para que ambas partes sepan quién paga el transporte y el seguro y dónde se transmite el riesgo.',
        'Elija las condiciones de pago según el riesgo: pago anticipado o carta de crédito confirmada con un comprador nuevo; cobranza documentaria o cuenta abierta con seguro de crédito a la exportación una vez consolidada la relación. Acuerde por escrito especificaciones, tolerancias, inspección y garantía antes de iniciar la producción.',
      ],
    },
    {
      id: 'next-steps',
      heading: 'Sus próximos pasos',
      blocks: [
        {
          ordered: true,
          list: [
            'Redacte un plan de exportación de una página: mercados objetivo, productos, precios, presupuesto y responsable.',
            'Prepare listas de precios de exportación, fichas de producto y una presentación de la empresa en inglés.',
            'Cree el perfil de su empresa en {brand} y publique sus productos clave.',
            'Responda con rapidez a cada consulta y lleve un registro de cada contacto.',
            'Revise los resultados al cabo de seis meses y ajuste el plan.',
          ],
        },
        'Los demás artículos de esta serie profundizan en cada paso, desde la creación de un sistema de exportación hasta la elección de los productos que mejor se venden en el exterior.',
      ],
    },
  ],
};
