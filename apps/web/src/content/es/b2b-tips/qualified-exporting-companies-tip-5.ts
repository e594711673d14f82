import type { ContentPage } from '../../../components/content/content-page.ts';

export const qualifiedExportingCompanies: ContentPage = {
  title: 'El exportador cualificado: qué hace creíble a una empresa exportadora',
  description:
    'Qué buscan los compradores internacionales en una empresa exportadora cualificada: certificaciones, capacidad, documentación, verificación y servicio, y cómo pueden acreditarlo las empresas de {country}.',
  keywords:
    'exportador cualificado, fabricante cualificado, homologación de proveedores, ISO 9001, verificación de empresas, preparación para exportar, exportadores de {country}, proveedores de {country}',
  heading: 'El exportador cualificado',
  lead: 'Los compradores no buscan un proveedor cualquiera: buscan uno cualificado, una empresa que ha demostrado que puede entregar el producto adecuado, a tiempo y conforme a las normas de su mercado. Convertirse en un exportador cualificado es la vía más segura para conseguir contratos a largo plazo.',
  datePublished: '2019-10-21',
  author: 'Consejos B2B de {brand}',
  sections: [
    {
      id: 'what-qualified-means',
      heading: 'Qué significa «cualificado»',
      blocks: [
        'Un exportador cualificado es una empresa que cumple los requisitos del comprador en calidad, capacidad, cumplimiento normativo y servicio, y puede aportar pruebas de ello. Los grandes compradores lo formalizan con un proceso de homologación de proveedores: cuestionarios, revisión de documentos, auditorías de fábrica y pedidos de prueba. Los compradores más pequeños hacen lo mismo de manera informal.',
      ],
    },
    {
      id: 'certifications',
      heading: 'Certificaciones y normas',
      blocks: [
        'Las certificaciones son el primer filtro. Según su sector y sus mercados, los compradores esperarán algunas de estas:',
        {
          list: [
            'ISO 9001 para la gestión de la calidad e ISO 14001 para la gestión ambiental;',
            'normas sectoriales como IATF 16949 (automoción), ISO 13485 (productos sanitarios) o ISO 22000 y APPCC/HACCP (alimentación);',
            'marcas de conformidad de producto: CE para la Unión Europea, UL o ETL para Norteamérica, CCC para China;',
            'cumplimiento de RoHS y REACH sobre sustancias en productos eléctricos y materiales.',
          ],
        },
        'Mantenga los certificados vigentes y listos para enviar en PDF, e indíquelos en el perfil de su empresa.',
      ],
    },
    {
      id: 'capacity-and-processes',
      heading: 'Capacidad y procesos',
      blocks: [
        'Los compradores quieren saber que usted puede entregar sus volúmenes sin retrasos. Esté preparado para describir su capacidad de producción, su equipamiento, su plantilla, sus turnos, sus plazos de entrega y cómo planifica la producción.',
        'Muestre su control de calidad: inspección de materiales a la recepción, controles durante el proceso, inspección final, equipos de medición y calibración, y cómo trata los productos no conformes y las reclamaciones de los clientes.',
      ],
    },
    {
      id: 'export-documentation',
      heading: 'Documentación de exportación',
      blocks: [
        'Un exportador cualificado prepara correctamente los documentos de exportación en cada envío: facturas comerciales, listas de empaque, certificados de origen, informes de ensayo y los certificados que exige el destino. Los errores en los documentos retrasan el despacho aduanero y le cuestan dinero al comprador; un proveedor cuyos documentos siempre están en regla le ahorra trabajo y el comprador lo recuerda.',
      ],
    },
    {
      id: 'verification',
      heading: 'Verificación y reputación',
      blocks: [
        'Los compradores que no pueden visitarle confían en terceros. Una verificación independiente de la empresa confirma que su negocio existe, está registrado y lo dirigen las personas que lo representan. En {brand}, las membresías de pago incluyen la verificación de la empresa a petición, y las empresas verificadas muestran un distintivo que los compradores reconocen.',
        'Su reputación también cuenta: referencias de clientes, años de actividad, mercados atendidos y una presencia activa y completa en las plataformas profesionales.',
      ],
    },
    {
      id: 'service',
      heading: 'Un servicio que le mantiene cualificado',
      blocks: [
        'La homologación no es permanente: los compradores evalúan continuamente a sus proveedores en calidad, entrega y capacidad de respuesta. Responda con rapidez, cumpla sus compromisos, comunique los problemas a tiempo y mejore de forma continua. Los proveedores mejor valorados son los primeros en recibir los siguientes proyectos.',
      ],
    },
    {
      id: 'checklist',
      heading: 'Lista de autoevaluación',
      blocks: [
        {
          ordered: true,
          list: [
            'Nuestras certificaciones están vigentes y disponibles en inglés.',
            'Disponemos de fichas técnicas y fotos completas de cada producto que exportamos.',
            'Podemos indicar con seguridad nuestra capacidad y nuestros plazos de entrega.',
            'Tenemos un proceso de control de calidad documentado.',
            'Respondemos a cada consulta en menos de 24 horas.',
            'Preparamos los documentos de exportación a partir de plantillas revisadas.',
            'Nuestra empresa está verificada y nuestro perfil en internet está completo.',
          ],
        },
      ],
    },
  ],
};
