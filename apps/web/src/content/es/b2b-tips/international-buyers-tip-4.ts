import type { ContentPage } from '../../../components/content/content-page.ts';

export const internationalBuyers: ContentPage = {
  title: 'El comprador industrial: cómo eligen proveedores los compradores internacionales',
  description:
    'Quién es el comprador industrial internacional, cómo se toman las decisiones de compra y qué deben hacer los proveedores de {country} para entrar en la lista corta, recibir la solicitud de oferta y ser elegidos.',
  keywords:
    'comprador industrial, compradores internacionales, jefe de compras, selección de proveedores, solicitud de oferta, proveedores de {country}, fabricantes de {country}, compradores B2B',
  heading: 'El comprador industrial',
  lead: 'Para vender en el exterior hay que entender a quien se sienta al otro lado de la mesa. El comprador industrial es un profesional cuyo trabajo consiste en reducir costes y riesgos para su empresa. Los proveedores que le facilitan esa tarea son los que se llevan los pedidos.',
  datePublished: '2019-10-21',
  author: 'Consejos B2B de {brand}',
  sections: [
    {
      id: 'who-buys',
      heading: 'Quién compra',
      blocks: [
        'En una empresa industrial, una compra rara vez la decide una sola persona. El centro de compras suele incluir:',
        {
          list: [
            'el usuario, que necesita el producto en producción o mantenimiento;',
            'el ingeniero, que fija las especificaciones técnicas y aprueba las muestras;',
            'el jefe de compras, que busca y compara proveedores y negocia las condiciones;',
            'el responsable de calidad, que audita a los proveedores y comprueba las certificaciones;',
            'el director, que aprueba las compras importantes o estratégicas.',
          ],
        },
        'Cada uno tiene preocupaciones distintas: el rendimiento para el ingeniero, el precio y las condiciones para compras, el cumplimiento normativo para calidad. Su documentación y sus respuestas deben atenderlas todas.',
      ],
    },
    {
      id: 'how-buyers-decide',
      heading: 'Cómo deciden los compradores',
      blocks: [
        'La compra industrial sigue un camino bien conocido: se detecta una necesidad, se redactan las especificaciones, se buscan posibles proveedores y se elabora una lista corta, se solicitan y comparan ofertas, se prueban muestras o un pedido de prueba y se homologa a un proveedor. Solo entonces empiezan los pedidos regulares.',
        'Un nuevo proveedor extranjero tiene que superar cada etapa. Los compradores buscan primero pruebas de que usted puede cumplir la especificación de forma fiable y después el coste total: no solo el precio unitario, sino también el flete, los aranceles, las condiciones de pago, los costes de calidad y el riesgo de retrasos en la entrega.',
      ],
    },
    {
      id: 'what-buyers-expect',
      heading: 'Qué esperan los compradores de un proveedor',
      blocks: [
        {
          list: [
            'Una respuesta rápida y precisa a cada consulta, en un inglés correcto, con las preguntas necesarias para cotizar.',
            'Información técnica completa y certificaciones reconocidas.',
            'Ofertas claras: regla Incoterms, divisa, validez, plazo de entrega, pedido mínimo (MOQ) y condiciones de pago.',
            'Una calidad constante, confirmada por informes de inspección.',
            'La entrega en la fecha acordada, con información de seguimiento y la documentación completa.',
            'Una comunicación honesta cuando algo sale mal, con una solución propuesta.',
          ],
        },
      ],
    },
    {
      id: 'where-buyers-search',
      heading: 'Dónde buscan los compradores',
      blocks: [
        'Los compradores buscan en internet, en los portales B2B, en los catálogos de las ferias comerciales y a través de sus redes profesionales, y piden recomendaciones a sus proveedores actuales y a sus colegas.',
        'En {brand}, importadores, distribuidores y fabricantes buscan en el directorio por producto, sector, país y tipo de empresa, y envían consultas directamente a las empresas que encuentran. Un perfil completo, una empresa verificada y unos productos bien descritos le sitúan en su lista corta.',
      ],
    },
    {
      id: 'building-trust',
      heading: 'Generar confianza más allá de las fronteras',
      blocks: [
        'La distancia vuelve cautos a los compradores. Reduzca su incertidumbre: invítelos a auditar su planta u ofrézcales una visita en vídeo, comparta referencias de clientes de su región, acepte la inspección previa al embarque por una empresa independiente y proponga un pequeño pedido de prueba en condiciones justas.',
        'La sensibilidad cultural también ayuda. Infórmese de cómo se hacen negocios en cada mercado: el grado de formalidad de la comunicación, cómo se toman las decisiones, cuánto duran las negociaciones y qué festividades paralizan la actividad.',
      ],
    },
    {
      id: 'keeping-the-buyer',
      heading: 'Fidelizar al comprador',
      blocks: [
        'Conseguir un nuevo cliente industrial cuesta mucho más que conservarlo. Una vez homologado, visite al cliente con regularidad, pida su opinión, anticípese a sus necesidades y proponga mejoras. Un comprador que confía en usted le encargará más productos, le presentará a otras plantas del grupo y le recomendará a terceros.',
      ],
    },
  ],
};
