import type { AboutUsPage } from '../company-pages.ts';

export const aboutUs: AboutUsPage = {
  title: 'Quiénes somos',
  description:
    'Desde 2000, {brand} conecta a fabricantes, proveedores y exportadores de {country} con compradores de todo el mundo a través de una red de 25 portales B2B territoriales. Conozca la empresa y su equipo.',
  keywords:
    '{brand}, quiénes somos {brand}, portal B2B {country}, fabricantes de {country}, proveedores de {country}, exportadores de {country}, mercado B2B',
  heading: 'Acerca de {brand}',
  lead: 'Ayudamos a las empresas industriales a encontrarse más allá de las fronteras: los fabricantes de {country} llegan a importadores, distribuidores y compradores de todos los continentes, y los compradores encuentran a los proveedores adecuados en {country}.',
  sections: [
    {
      id: 'our-story',
      heading: 'Nuestra historia',
      blocks: [
        '{brand} nació en 2000 en Estados Unidos de la mano de un grupo de ingenieros y gerentes de exportación que habían pasado años recorriendo ferias comerciales en busca de proveedores fiables. Vieron que la mayoría de las empresas industriales tenían buenos productos, pero ninguna forma asequible de darlos a conocer a compradores en el extranjero.',
        'El primer portal conectó a compradores estadounidenses con fabricantes de América Latina. En pocos años, el mismo modelo se extendió a Europa y Asia, cada país con un portal propio, pensado para sus empresas y sus compradores.',
        'Hoy {brand} es una única empresa con sede en Estados Unidos que gestiona unas 25 plataformas web territoriales con un mismo directorio de empresas y productos, un mismo sistema de mensajería y una misma membresía.',
      ],
    },
    {
      id: 'what-we-do',
      heading: 'Qué hacemos',
      blocks: [
        'En {brand} {country}, una empresa publica su perfil y sus productos, los compradores la encuentran al buscar por sector, producto y país, y responde a sus consultas desde un único centro de mensajes.',
        {
          list: [
            'Perfiles de empresa con datos de contacto, información de fábrica, capacidades comerciales y certificados.',
            'Catálogos de productos que se pueden consultar por sector, categoría y palabra clave.',
            'Consultas directas de los compradores a los proveedores, respondidas en una conversación privada.',
            'Verificación de empresas, para que los compradores sepan con quién tratan.',
            'Membresías que ofrecen más productos, mejor posicionamiento e impulsos publicitarios.',
          ],
        },
      ],
    },
    {
      id: 'our-network',
      heading: 'Una red de 25 plataformas web',
      blocks: [
        'Nuestra red abarca unos 25 países de América, Europa, Oriente Medio, África, Asia y Oceanía. Un perfil publicado en un portal es visible para los compradores de todos ellos, de modo que una empresa de {country} llega a mercados que nunca ha visitado.',
        'Los representantes regionales de cada zona conocen la industria local, hablan el idioma de los compradores y ayudan a las empresas a preparar su perfil, elegir sus mercados y dar seguimiento a sus primeras consultas.',
      ],
    },
  ],
  figures: {
    label: 'La empresa en cifras',
    items: [
      { value: '2000', label: 'Fundada en Estados Unidos' },
      { value: '25', label: 'Plataformas web territoriales' },
      { value: '15', label: 'Sectores en un mismo directorio' },
      { value: '24 h', label: 'Para responder a cada mensaje' },
    ],
  },
  team: {
    heading: 'Nuestro equipo directivo',
    lead: 'Dos directivos dirigen la empresa, junto con un equipo de desarrolladores, personal de soporte y representantes regionales.',
    people: [
      {
        name: 'Daniel R. Whitmore',
        role: 'Director ejecutivo (CEO)',
        bio: [
          'Daniel fundó {brand} en 2000 tras quince años como gerente de exportación de un fabricante estadounidense de bombas industriales, para el que abrió canales de distribución en doce países.',
          'Es ingeniero mecánico y tiene un MBA en negocios internacionales. Escribe los consejos B2B del portal sobre exportación y marketing industrial.',
        ],
      },
      {
        name: 'Laura Castellanos',
        role: 'Directora general',
        bio: [
          'Laura se incorporó a {brand} en 2004 para abrir los primeros portales europeos y dirige las operaciones de la empresa desde 2011: los portales, la atención al cliente y la red de representantes regionales.',
          'Antes de {brand} trabajó en logística internacional y financiación del comercio exterior. Habla inglés, español, italiano y portugués.',
        ],
      },
    ],
  },
  tips: {
    heading: 'Consejos B2B de nuestro director ejecutivo',
    text: [
      'Exportar no es cosa solo de grandes empresas. La mayoría de los fabricantes con los que trabajamos empezaron con un producto, un mercado y un buen distribuidor.',
      'Nuestros consejos B2B recogen lo que hemos aprendido en más de veinte años: cómo montar un sistema de exportación, cómo comercializar productos industriales, qué esperan los compradores industriales, cómo crear una red de distribución en el extranjero y qué productos se exportan mejor.',
    ],
    signature: 'Daniel R. Whitmore, director ejecutivo',
    action: 'Leer los consejos B2B',
  },
};
