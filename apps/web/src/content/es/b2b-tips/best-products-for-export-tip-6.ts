import type { ContentPage } from '../../../components/content/content-page.ts';

/**
 * Las 50 categorías de productos con mayores exportaciones mundiales, de la primera a la última: mercancías agrupadas
 * como las agrupan los capítulos del Sistema Armonizado, ordenadas por el valor aproximado de su comercio mundial anual.
 */
export const MOST_EXPORTED_CATEGORIES = [
  'Máquinas y material eléctrico y equipos electrónicos',
  'Maquinaria industrial, motores, bombas y ordenadores',
  'Combustibles minerales, petróleo crudo y productos petrolíferos refinados',
  'Vehículos automóviles, partes y accesorios',
  'Productos farmacéuticos',
  'Instrumentos ópticos, de medida, médicos y de precisión',
  'Plástico y sus manufacturas',
  'Piedras preciosas, metales preciosos y joyería',
  'Productos químicos orgánicos',
  'Fundición, hierro y acero',
  'Manufacturas de fundición, hierro o acero',
  'Aeronaves, vehículos espaciales y sus partes',
  'Minerales metalíferos, escorias y cenizas',
  'Caucho y sus manufacturas',
  'Muebles, colchones, aparatos de alumbrado y construcciones prefabricadas',
  'Prendas y complementos de vestir de punto',
  'Prendas y complementos de vestir, excepto los de punto',
  'Cobre y sus manufacturas',
  'Aluminio y sus manufacturas',
  'Productos diversos de las industrias químicas',
  'Barcos, embarcaciones y estructuras flotantes',
  'Juguetes, juegos y artículos deportivos',
  'Papel, cartón y sus manufacturas',
  'Productos químicos inorgánicos y compuestos de metales preciosos',
  'Aceites esenciales, perfumería, cosmética y artículos de tocador',
  'Calzado y sus partes',
  'Cereales',
  'Semillas y frutos oleaginosos y plantas industriales',
  'Carne y despojos comestibles',
  'Pescados, crustáceos y mariscos',
  'Bebidas, bebidas espirituosas y vinagre',
  'Frutas y frutos secos comestibles',
  'Vidrio y sus manufacturas',
  'Productos cerámicos',
  'Herramientas, útiles y artículos de cuchillería de metal común',
  'Manufacturas diversas de metal común: cerraduras, herrajes y ferretería',
  'Madera, manufacturas de madera y carbón vegetal',
  'Abonos',
  'Artículos textiles confeccionados y textiles para el hogar',
  'Algodón, hilados y tejidos de algodón',
  'Filamentos sintéticos o artificiales y tejidos sintéticos',
  'Manufacturas de cuero, bolsos de mano y artículos de viaje',
  'Locomotoras, material rodante y equipos ferroviarios y tranviarios',
  'Manufacturas de piedra, yeso, cemento y amianto',
  'Extractos curtientes y tintóreos, pinturas, barnices y tintas',
  'Jabones, lubricantes, ceras y preparaciones para limpieza',
  'Relojería y sus partes',
  'Níquel y sus manufacturas',
  'Instrumentos musicales y sus partes',
  'Sombreros, demás tocados y sus partes',
] as const;

export const bestProductsForExport: ContentPage = {
  title: 'Los mejores productos para exportar: industriales, de nicho y de marca blanca',
  description:
    'Qué productos exportan mejor las empresas de {country}: bienes industriales, productos de nicho y marca blanca, con la clasificación de las 50 categorías de productos más exportadas del mundo.',
  keywords:
    'mejores productos para exportar, productos más exportados, principales categorías de exportación, fabricación para marca blanca, exportación de productos de nicho, exportación de productos industriales, exportadores de {country}, exportación {country}',
  heading: 'Los mejores productos para exportar',
  lead: 'No todos los productos viajan igual de bien. Los mejores productos de exportación reúnen una demanda real en el exterior, una ventaja competitiva del proveedor y unos costes de transporte y de cumplimiento normativo asumibles. Así se reconocen, y estas son las categorías que lideran el comercio mundial.',
  datePublished: '2019-10-21',
  author: 'Consejos B2B de {brand}',
  sections: [
    {
      id: 'what-makes-a-good-export-product',
      heading: 'Qué hace de un producto un buen producto de exportación',
      blocks: [
        {
          list: [
            'Demanda demostrada: los mercados objetivo ya importan el producto, en volúmenes crecientes.',
            'Una ventaja clara: precio, tecnología, calidad, diseño o plazo de entrega que los compradores valoran.',
            'Una logística razonable: el valor por kilogramo o por metro cúbico soporta el coste del flete.',
            'Un cumplimiento normativo alcanzable: las certificaciones y el etiquetado exigidos en el exterior están a su alcance.',
            'Capacidad para crecer: puede producir volúmenes mayores sin perder calidad.',
          ],
        },
      ],
    },
    {
      id: 'industrial-products',
      heading: 'Productos industriales',
      blocks: [
        'La maquinaria, los componentes, los equipos eléctricos y electrónicos, los instrumentos, las herramientas y los materiales representan la mayor parte del comercio mundial. Los compradores industriales compran en volumen, repiten cuando quedan satisfechos y valoran más la competencia técnica que la imagen de marca, lo que hace que estos productos sean muy adecuados para pequeños y medianos fabricantes con una ingeniería sólida.',
        'Los repuestos y consumibles merecen especial atención: una vez instalada una máquina, su propietario los necesita durante años, y un proveedor que los suministra con fiabilidad se asegura un flujo constante de pedidos recurrentes.',
      ],
    },
    {
      id: 'niche-products',
      heading: 'Productos de nicho',
      blocks: [
        'Un producto de nicho responde a una necesidad concreta y especializada: una válvula para un fluido poco habitual, un componente para un tipo determinado de máquina, un material con una propiedad poco común. Cada mercado nacional es pequeño, pero el mercado mundial puede ser grande y la competencia es limitada.',
        'Los exportadores de nicho pueden aplicar precios que reflejan su especialización. Tienen éxito cuando los pocos compradores que los necesitan los encuentran con facilidad: denominaciones de producto y descripciones técnicas precisas, presencia en portales y ferias especializados y respuestas rápidas y expertas.',
      ],
    },
    {
      id: 'private-label',
      heading: 'Marca blanca',
      blocks: [
        'En la fabricación para marca blanca, usted produce mercancías que su cliente vende con su propia marca. Cadenas de distribución, distribuidores y propietarios de marcas de muchos países se abastecen así, en sectores que van de la alimentación y la cosmética a las herramientas, el mueble y la electrónica.',
        'La marca blanca permite a un fabricante exportar sin construir una marca en el exterior. El comprador se ocupa del marketing; a usted le eligen por su calidad, su coste, su flexibilidad y su capacidad para adaptar fórmulas, diseños y envases. Protéjase con especificaciones claras, acuerdos sobre moldes y utillaje y cláusulas de confidencialidad, y reserve parte de su capacidad para varios clientes para no depender de uno solo.',
      ],
    },
    {
      id: 'most-exported-categories',
      heading: 'Las 50 categorías de productos más exportadas',
      blocks: [
        'La clasificación siguiente agrupa los productos según los capítulos del Sistema Armonizado, la nomenclatura que utilizan las aduanas de todo el mundo, y los ordena por el valor aproximado de sus exportaciones mundiales. El orden exacto cambia de un año a otro con los precios y la demanda, pero las categorías principales son notablemente estables.',
        { ordered: true, list: MOST_EXPORTED_CATEGORIES },
        'Una posición alta indica un mercado grande y competitivo; una posición más baja puede esconder nichos excelentes. Utilice la lista como punto de partida y estudie después las estadísticas de importación de sus países objetivo para sus propios productos.',
      ],
    },
    {
      id: 'choosing-your-products',
      heading: 'Cómo elegir sus propios productos de exportación',
      blocks: [
        'Empiece por los productos en los que ya es más fuerte en su mercado nacional, consulte sus cifras de importación en sus mercados objetivo y compare su precio y sus especificaciones con lo que ya reciben allí los compradores. Publique primero esos productos en su escaparate de {brand}, observe cuáles atraen consultas y construya su gama de exportación a partir de los datos.',
      ],
    },
  ],
};
