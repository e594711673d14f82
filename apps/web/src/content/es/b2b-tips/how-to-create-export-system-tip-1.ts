import type { ContentPage } from '../../../components/content/content-page.ts';

export const howToCreateExportSystem: ContentPage = {
  title: 'Cómo poner en marcha un negocio de exportación: su sistema de exportación',
  description:
    'Cómo organizan las empresas de {country} su actividad exportadora: el plan de exportación, el equipo, los precios, los documentos, la logística y el cobro, en el orden en que los necesitará.',
  keywords:
    'iniciar un negocio de exportación, sistema de exportación, plan de exportación, precios de exportación, documentos de exportación, Incoterms, exportadores de {country}, exportación {country}',
  heading: 'Cómo poner en marcha un negocio de exportación',
  lead: 'Unos pedidos ocasionales del extranjero no hacen un negocio de exportación. Una empresa exporta con éxito cuando tiene un sistema: personas, procesos y herramientas que convierten las consultas en pedidos recurrentes. Así se construye.',
  datePublished: '2019-10-21',
  author: 'Consejos B2B de {brand}',
  sections: [
    {
      id: 'export-plan',
      heading: 'Empiece por un plan de exportación',
      blocks: [
        'Un plan de exportación no tiene por qué ser largo, pero debe estar por escrito y compartirse con la dirección. Responde a cinco preguntas:',
        {
          list: [
            '¿Qué productos vamos a exportar y qué hay que cambiar en ellos?',
            '¿En qué mercados entraremos primero y por qué?',
            '¿Qué canal utilizaremos: venta directa, distribuidores, agentes o una plataforma B2B en línea?',
            '¿Cuánto costará en los tres primeros años y qué ventas esperamos?',
            '¿Quién es el responsable y cómo mediremos los avances?',
          ],
        },
        'Revise el plan cada seis meses. Los mercados exteriores enseñan deprisa, y un plan que no cambia suele ser un plan que no se sigue.',
      ],
    },
    {
      id: 'export-team',
      heading: 'Forme el equipo de exportación',
      blocks: [
        'La exportación necesita un responsable. En una empresa pequeña puede ser un solo gerente de exportación con buen nivel de inglés y un segundo idioma de los mercados objetivo; en una más grande, un departamento de exportación con personal de ventas, atención al cliente y expediciones.',
        'El gerente de exportación necesita autoridad para cotizar precios y comprometer a la planta con plazos de entrega. Nada desanima más a un comprador extranjero que un proveedor que tarda dos semanas en responder a una pregunta sencilla.',
      ],
    },
    {
      id: 'export-pricing',
      heading: 'Fije los precios de exportación',
      blocks: [
        'No se limite a convertir la tarifa nacional. Construya el precio de exportación a partir del coste en fábrica (EXW) y añada aquello de lo que le hace responsable la regla Incoterms elegida: embalaje para flete marítimo o aéreo, transporte interior, despacho de exportación, flete y seguro.',
        'Después contraste el resultado con el mercado: el precio que pagarán los clientes de su comprador, tras aranceles de importación, impuestos y el margen del distribuidor. Si el precio final no es competitivo, busque ahorros en el embalaje, el tamaño del envío o la configuración del producto antes de recortar su margen.',
        'Cotice en la divisa que prefieren sus compradores, normalmente dólares estadounidenses o euros, y decida cómo se protegerá frente a las variaciones del tipo de cambio.',
      ],
    },
    {
      id: 'documents-and-compliance',
      heading: 'Documentación y cumplimiento normativo',
      blocks: [
        'Cada envío viaja acompañado de un conjunto de documentos. Prepare plantillas y una lista de comprobación para que no se olvide nada:',
        {
          list: [
            'factura comercial y lista de empaque (packing list);',
            'conocimiento de embarque (B/L) o guía aérea (AWB);',
            'certificado de origen, necesario para acogerse a los aranceles preferenciales de los acuerdos comerciales;',
            'certificados de producto e informes de ensayo exigidos por el país de destino;',
            'licencia de exportación, para mercancías sujetas a control de exportaciones.',
          ],
        },
        'Averigüe el código del Sistema Armonizado (SA/HS) de cada producto: determina el arancel de importación y las normas aplicables en cada mercado.',
      ],
    },
    {
      id: 'logistics-and-payment',
      heading: 'Logística y cobro',
      blocks: [
        'Elija pronto un transitario de confianza. Un buen transitario le asesora sobre embalaje, rutas, tiempos de tránsito y documentos, y reserva espacio a tarifas competitivas.',
        'Acuerde condiciones de pago que le protejan sin dejar de ser aceptables para el comprador. Con clientes nuevos, utilice el pago anticipado, un anticipo con el saldo contra documentos o una carta de crédito confirmada por un banco de su confianza. El seguro de crédito a la exportación le permite ofrecer pago en cuenta abierta a compradores consolidados con menos riesgo.',
      ],
    },
    {
      id: 'first-year',
      heading: 'El primer año',
      blocks: [
        'Cuente con que el primer año será de aprendizaje: muchas consultas no se convertirán en pedidos y los primeros pedidos serán a menudo pequeños envíos de prueba. Considérelos una inversión en la relación. Entregue a tiempo, exactamente según las especificaciones, y mantenga informado al comprador en cada etapa.',
        'Registre cada consulta, oferta y pedido. Al cabo de doce meses sabrá qué mercados, productos y canales funcionan y dónde invertir a continuación.',
      ],
    },
  ],
};
