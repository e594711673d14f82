import type { ActionPage } from '../../components/content/content-page.ts';

export const workWith: ActionPage = {
  title: 'Trabaje con {brand}',
  description:
    'Trabaje con {brand}: hágase representante regional, socio o miembro de nuestro equipo, y ayude a empresas y compradores de {country} a comerciar en 25 países.',
  keywords:
    'trabajar con {brand}, empleo {brand}, representante regional, agente comercial B2B {country}, consultor de exportación, colaboración',
  heading: 'Trabaje con {brand}',
  lead: 'Nuestra red crece gracias a personas que conocen sus mercados. Si usted ayuda a empresas industriales a vender en el extranjero, nos gustaría conocerle.',
  sections: [
    {
      id: 'regional-representatives',
      heading: 'Representantes regionales',
      blocks: [
        'Los representantes presentan {brand} a las empresas de su región, les ayudan a publicar perfiles completos, las asesoran sobre las membresías y dan seguimiento a sus primeras consultas. Trabajan de forma independiente, con formación, materiales y una comisión por cada membresía que venden.',
        'Buscamos personas con experiencia en ventas industriales, exportación o asociaciones empresariales, que hablen inglés y el idioma de su región.',
      ],
    },
    {
      id: 'partners',
      heading: 'Socios',
      blocks: [
        'Cámaras de comercio, asociaciones sectoriales, organizadores de ferias, empresas de logística y consultores de exportación pueden ofrecer {brand} a sus asociados y clientes. Con cada socio creamos programas conjuntos, eventos y condiciones especiales.',
      ],
    },
    {
      id: 'our-team',
      heading: 'Nuestro equipo',
      blocks: [
        'Nuestro equipo en Estados Unidos y nuestras oficinas regionales siempre están interesados en desarrolladores, diseñadores, especialistas de soporte y profesionales del marketing con mentalidad internacional.',
        {
          list: [
            'Trabajo en remoto dentro de los husos horarios de nuestros mercados.',
            'Un equipo pequeño en el que su trabajo llega a miles de empresas.',
            'Compañeros de muchos países y sectores.',
          ],
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Cuéntenos sobre usted',
    text: 'Envíenos el formulario de ayuda con su experiencia y la región o el puesto que le interesa; respondemos en 24 horas.',
    action: 'Contactar',
  },
};
