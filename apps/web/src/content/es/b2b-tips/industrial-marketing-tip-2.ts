import type { ContentPage } from '../../../components/content/content-page.ts';

export const industrialMarketing: ContentPage = {
  title: 'Marketing industrial para la exportación: cómo conquistar compradores en el exterior',
  description:
    'Marketing industrial de exportación para fabricantes de {country}: posicionamiento, contenido técnico, presencia B2B en internet, ferias comerciales y un seguimiento que gana compradores extranjeros.',
  keywords:
    'marketing industrial, marketing de exportación, marketing B2B, compradores industriales, ferias comerciales, fichas técnicas, fabricantes de {country}, proveedores de {country}',
  heading: 'Marketing industrial para la exportación',
  lead: 'Los productos industriales los compran ingenieros, jefes de compras y directores de producción que comparan a los proveedores con detenimiento. Llegar a ellos tiene menos que ver con eslóganes y más con demostrar, de forma clara y rápida, que usted puede resolver su problema.',
  datePublished: '2019-10-21',
  author: 'Consejos B2B de {brand}',
  sections: [
    {
      id: 'how-industrial-marketing-differs',
      heading: 'En qué se diferencia el marketing industrial',
      blocks: [
        'En los mercados de consumo, muchos compradores deciden rápido y solos. En los mercados industriales, una compra la deciden normalmente varias personas a lo largo de semanas o meses, a menudo tras una solicitud formal de oferta y un pedido de prueba. Los importes son mayores, la relación dura años y equivocarse de proveedor sale caro.',
        'Por eso su marketing debe reducir el riesgo del comprador: demostrar competencia técnica, fiabilidad y referencias, y facilitar el inicio de la conversación.',
      ],
    },
    {
      id: 'positioning',
      heading: 'Defina su posicionamiento',
      blocks: [
        'Decida por qué quiere ser conocido en cada mercado. Pocos proveedores pueden ser a la vez los más baratos, los más rápidos y los más avanzados. Elija el punto fuerte que más valoran los compradores de su sector y demuéstrelo:',
        {
          list: [
            'precios competitivos respaldados por una producción eficiente y certificada;',
            'capacidad de ingeniería: diseños a medida, tolerancias estrechas, materiales especiales;',
            'flexibilidad: lotes pequeños, plazos de entrega cortos, marca blanca;',
            'fiabilidad: historial de entregas puntuales y clientes de larga duración.',
          ],
        },
      ],
    },
    {
      id: 'technical-content',
      heading: 'Contenidos en los que confían los ingenieros',
      blocks: [
        'El material de marketing industrial más eficaz es el técnico. Prepare, en inglés y en los idiomas de sus mercados principales:',
        {
          list: [
            'fichas técnicas de producto con dimensiones, materiales, tolerancias y curvas de rendimiento;',
            'certificados (ISO 9001, CE, UL, RoHS y los propios de su sector) listos para enviar;',
            'notas de aplicación y casos prácticos que muestren un problema que resolvió para un cliente;',
            'fotos claras de los productos, de la planta y del proceso de control de calidad;',
            'una breve presentación de la empresa: trayectoria, capacidad, equipamiento y mercados atendidos.',
          ],
        },
        'Evite afirmaciones vagas como «alta calidad» o «el mejor precio». Un comprador cree en cifras, normas y referencias.',
      ],
    },
    {
      id: 'online-presence',
      heading: 'Hágase encontrar en internet',
      blocks: [
        'La mayoría de los compradores industriales empiezan su búsqueda en internet. Su empresa debe aparecer donde ellos buscan: en los buscadores, en los portales B2B de su sector y en las redes profesionales.',
        'En {brand}, complete todos los campos del perfil de su empresa, elija los sectores y categorías adecuados y publique sus productos clave con nombres, descripciones y fotos precisos. Los compradores que buscan por producto, país y tipo de empresa le encontrarán y podrán enviarle una consulta directamente. Siga a empresas de su sector e interactúe con ellas: la actividad hace visible a su empresa.',
      ],
    },
    {
      id: 'trade-fairs',
      heading: 'Ferias comerciales y visitas',
      blocks: [
        'Las ferias comerciales internacionales siguen siendo el lugar donde los compradores industriales conocen a muchos proveedores en pocos días. Participe como expositor en la feria principal de su sector cuando tenga lista su documentación de exportación, o visítela primero para estudiar a la competencia y conocer a posibles clientes.',
        'Prepare las reuniones antes de la feria contactando con los compradores que encontró en internet, y haga el seguimiento en la semana siguiente: los proveedores que responden más rápido se llevan la mayoría de los pedidos.',
      ],
    },
    {
      id: 'follow-up',
      heading: 'Seguimiento y medición',
      blocks: [
        'Cada consulta es una oportunidad de venta. Responda en menos de 24 horas, aunque solo sea para indicar cuándo llegará la oferta completa. Haga las preguntas que necesita para cotizar con precisión: cantidades, especificaciones, destino y fecha de entrega requerida.',
        'Mida lo que funciona: el número de consultas por mercado y canal, la proporción que se convierte en ofertas y pedidos, y el coste de cada canal. Dedique más esfuerzo a los canales que traen pedidos reales.',
      ],
    },
  ],
};
