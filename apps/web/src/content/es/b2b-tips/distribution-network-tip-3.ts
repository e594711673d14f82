import type { ContentPage } from '../../../components/content/content-page.ts';

export const distributionNetwork: ContentPage = {
  title: 'Cómo crear una red de distribución en el exterior',
  description:
    'Cómo construyen los exportadores de {country} una red de distribución en el exterior: ferias comerciales y sus costes, distribuidores locales, plataformas web de exportación, una oficina de exportación y la formación del personal.',
  keywords:
    'red de distribución en el exterior, distribuidores extranjeros, costes de ferias comerciales, oficina de exportación, plataforma web de exportación, formación del personal de exportación, exportadores de {country}, exportación {country}',
  heading: 'Cómo crear una red de distribución en el exterior',
  lead: 'Una vez conseguidos los primeros clientes extranjeros, el crecimiento depende de la distribución: los socios, las herramientas y las personas que llevan sus productos a los compradores de cada mercado. Hay cinco vías principales para construirla, y la mayoría de los exportadores con éxito combinan varias.',
  datePublished: '2019-10-21',
  author: 'Consejos B2B de {brand}',
  sections: [
    {
      id: 'trade-fairs-and-costs',
      heading: 'Las ferias comerciales y sus costes',
      blocks: [
        'Una feria comercial le permite conocer en pocos días a compradores, distribuidores y agentes de muchos países. También es uno de los canales más caros, así que presupuéstela con cuidado. Para un stand pequeño en una gran feria internacional, prevea:',
        {
          list: [
            'el espacio del stand, que suele cobrarse por metro cuadrado, más las cuotas de inscripción y de catálogo;',
            'el montaje del stand, mobiliario, iluminación y gráficos, o un stand modular llave en mano;',
            'el envío de muestras y material expositivo, con los trámites aduaneros de importación temporal;',
            'viajes, hoteles y comidas para dos o tres personas, a menudo a precios de temporada alta durante la feria;',
            'la promoción antes de la feria y el seguimiento posterior.',
          ],
        },
        'Muchos países apoyan a sus exportadores con pabellones subvencionados en las principales ferias; consulte a su cámara de comercio o a su agencia de promoción comercial. Para saber si una feria es rentable, cuente los contactos cualificados y los pedidos que se obtienen en los doce meses siguientes, no los visitantes del stand.',
      ],
    },
    {
      id: 'local-distributor',
      heading: 'Un distribuidor local',
      blocks: [
        'Un distribuidor compra sus productos, los tiene en stock y los revende en su territorio, asumiendo el riesgo comercial y, a menudo, prestando el servicio posventa. Conoce el mercado, habla el idioma y tiene los clientes que usted necesita.',
        'Elíjalo con cuidado: compruebe sus referencias, su solidez financiera, su fuerza de ventas, las demás marcas que comercializa y su capacidad técnica. Acuerde por escrito el territorio, la exclusividad, las compras mínimas anuales, los precios, el apoyo de marketing y cómo puede rescindirse el contrato. Conceda la exclusividad solo a cambio de objetivos claros y revíselos cada año.',
        'Un agente es una alternativa cuando desea mantener contratos directos con los clientes: el agente encuentra compradores y cobra una comisión, pero no compra ni almacena la mercancía.',
      ],
    },
    {
      id: 'web-export-platform',
      heading: 'Una plataforma web de exportación',
      blocks: [
        'Un portal B2B funciona como una sala de exposición permanente, abierta a compradores de todos los países a cualquier hora, por una fracción del coste de una feria. En {brand}, el perfil de su empresa y su escaparate de productos aparecen ante los compradores que buscan por producto, sector y país, y estos le contactan a través del centro de solicitudes.',
        'Una plataforma web también le ayuda a encontrar distribuidores: importadores y mayoristas buscan nuevos proveedores en el portal, y usted puede buscarlos por país y tipo de empresa. Mantenga su perfil actualizado, publique los nuevos productos a medida que salen al mercado y utilice los impulsos publicitarios en los momentos clave, por ejemplo antes de una feria o del lanzamiento de un producto.',
      ],
    },
    {
      id: 'export-office',
      heading: 'Una oficina de exportación en el exterior',
      blocks: [
        'Cuando las ventas en un mercado llegan a ser importantes, una oficina de representación o una filial le acerca a los clientes. Puede dar apoyo a los distribuidores, gestionar directamente las cuentas clave, mantener stock local y prestar servicio técnico.',
        'Una oficina es un compromiso a largo plazo: supone salarios, alquiler, impuestos locales y obligaciones legales. Ábrala cuando el volumen del mercado lo justifique y considere antes pasos intermedios, como un representante comercial local o una oficina compartida con otros exportadores.',
      ],
    },
    {
      id: 'staff-training',
      heading: 'La formación del personal de exportación',
      blocks: [
        'Una red de distribución vale lo que valen las personas que la gestionan. Forme a su propio personal en idiomas, negociación, Incoterms, medios de pago y documentos de exportación, así como en la cultura de sus mercados principales.',
        'Forme también a sus socios: los distribuidores y agentes venden más los productos que entienden. Ofrezca formación sobre el producto, material de ventas en su idioma y visitas periódicas, e invite a su personal clave a su planta. Un distribuidor que conoce su fábrica y a su equipo se convierte en embajador de su marca.',
      ],
    },
    {
      id: 'combining-channels',
      heading: 'Cómo combinar los canales',
      blocks: [
        'La mayoría de los exportadores empiezan con una plataforma web y ferias comerciales para encontrar sus primeros socios, nombran distribuidores en los mercados que responden y abren una oficina solo en sus mercados más grandes. Revise cada año los resultados de cada canal y traslade recursos a los que traen pedidos.',
      ],
    },
  ],
};
