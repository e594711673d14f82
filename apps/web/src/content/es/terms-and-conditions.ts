import {
  MEMBERSHIP_PRICE_CENTS,
  MONTHLY_QUOTE_RIGHTS,
  SUBSCRIPTIONS,
  subscriptionName,
} from '@b2b/contracts';
import { formatPrice } from '../../lib/format-price.ts';
import type { ContentPage } from '../../components/content/content-page.ts';
import { SISTER_PORTALS } from '../network.ts';

const PAID_TIERS = SUBSCRIPTIONS.filter((level) => level !== 'standard');
const COUNTRIES = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' });

export const termsAndConditions: ContentPage = {
  title: 'Términos y condiciones',
  description:
    'Los términos y condiciones de uso de {brand} {country}, el portal B2B para fabricantes, proveedores, distribuidores y compradores de {country}: cuentas, membresías, responsabilidad y sus derechos.',
  keywords:
    'términos y condiciones, {brand} {country}, portal B2B de {country}, condiciones de uso, condiciones de la membresía, normas del mercado B2B',
  heading: 'Términos y condiciones',
  lead: 'Estos términos regulan el uso de {brand} {country} y de todos los portales de la red {brand}. Léalos con atención: al utilizar el portal, usted los acepta.',
  effectiveDate: '2019-10-21',
  sections: [
    {
      id: 'acceptance',
      heading: '1. Aceptación de estos términos',
      blocks: [
        'Estos términos y condiciones constituyen un acuerdo entre usted y la empresa que gestiona {brand} («nosotros»), una empresa con sede en Estados Unidos que opera portales de empresa a empresa desde 2000. Se aplican a toda visita al portal, tanto si se registra como si no.',
        'Al abrir una cuenta, crear un perfil de empresa o utilizar el portal de cualquier otro modo, usted confirma que ha leído estos términos, que los acepta y que está facultado para aceptarlos en nombre de la empresa a la que representa. Si no los acepta, no utilice el portal.',
        'Podemos modificar estos términos. La versión vigente es siempre la publicada en esta página, con su fecha de entrada en vigor. Seguir utilizando el portal después de una modificación supone la aceptación de la nueva versión.',
      ],
    },
    {
      id: 'supply-of-services',
      heading: '2. Prestación de los servicios',
      blocks: [
        '{brand} es un directorio y una red social para empresas industriales: fabricantes, distribuidores, mayoristas, importadores, exportadores, minoristas, inversores, consultores y organismos públicos. Está destinado exclusivamente a empresas y no es una tienda para consumidores. Ponemos en contacto a las empresas; no somos parte de los contratos que celebren entre sí.',
        'El portal forma parte de una red de sitios territoriales que comparten un mismo directorio y una misma cuenta. Los sitios hermanos de la red son:',
        {
          list: SISTER_PORTALS.map(
            (portal) => `{brand} ${COUNTRIES.of(portal.code) ?? portal.country}: ${portal.url}`,
          ),
        },
        'El registro y la membresía Standard son gratuitos. Una empresa puede optar por una membresía anual de pago, que amplía el límite de su catálogo de productos y añade la verificación de empresa, prioridad en las búsquedas, impulsos publicitarios y soporte profesional. Las modalidades de pago son:',
        {
          list: PAID_TIERS.map(
            (level) =>
              `${subscriptionName(level)}: ${formatPrice(MEMBERSHIP_PRICE_CENTS[level], 'es')} al año, por adelantado`,
          ),
        },
        `Cada mes una empresa puede cotizar solicitudes de cotización: ${SUBSCRIPTIONS.map((level) => `${subscriptionName(level)} ${MONTHLY_QUOTE_RIGHTS[level]}`).join(', ')} cotizaciones. Una cotización rechazada o retirada devuelve su derecho.`,
        'Lo que incluye cada membresía se describe en la página de su paquete. Una membresía de pago tiene una duración de doce meses desde el pago. Las cuotas ya pagadas no se reembolsan cuando se cancela una membresía o se retira una empresa por incumplimiento de estos términos, salvo que la ley disponga otra cosa.',
        'Procuramos mantener el portal disponible en todo momento, pero podemos suspenderlo por mantenimiento, por seguridad o por causas ajenas a nuestro control, y podemos modificar, añadir o suprimir funciones. Avisaremos de los cambios sustanciales en las funciones de pago siempre que sea razonablemente posible.',
      ],
    },
    {
      id: 'users-generally',
      heading: '3. Usuarios en general',
      blocks: [
        'Solo puede utilizar el portal con fines empresariales lícitos y siempre que sea mayor de 18 años y tenga capacidad para celebrar contratos vinculantes.',
        'No debe utilizar el portal para:',
        {
          list: [
            'publicar información falsa, engañosa o desactualizada sobre una empresa, un producto o una persona;',
            'ofrecer bienes o servicios cuya venta esté prohibida o restringida, o que vulneren derechos de terceros;',
            'enviar publicidad no solicitada, mensajes en cadena o consultas masivas ajenas a la actividad del destinatario;',
            'recopilar los datos de contacto de otros usuarios para crear listas de correo o revenderlos;',
            'interferir en el funcionamiento del portal, sondear su seguridad o acceder a él por medios automatizados distintos de los rastreadores de los motores de búsqueda públicos;',
            'suplantar a otra persona o empresa, u ocultar el origen de sus mensajes.',
          ],
        },
        'No revisamos todos los perfiles, productos o mensajes antes de su publicación. La verificación de empresa, cuando se muestra, confirma únicamente las comprobaciones descritas en la página de verificación en el momento en que se realizaron.',
      ],
    },
    {
      id: 'user-accounts',
      heading: '4. Cuentas de usuario',
      blocks: [
        'Para publicar una empresa, dar de alta productos, enviar consultas o utilizar el centro de mensajes necesita una cuenta. Usted se compromete a facilitar datos exactos, actuales y completos y a mantenerlos actualizados.',
        'Usted es responsable de mantener la confidencialidad de su contraseña y de todo lo que se haga con su cuenta. Avísenos de inmediato si cree que su cuenta se ha utilizado sin su permiso.',
        'Una persona puede crear uno o varios perfiles de empresa e invitar a colegas a gestionarlos. Quien crea un perfil de empresa confirma que está facultado para representar a esa empresa y sigue siendo responsable de los miembros que añada.',
        'Puede cerrar su cuenta en cualquier momento. Podremos conservar la información descrita en nuestra política de privacidad durante los plazos allí indicados.',
      ],
    },
    {
      id: 'user-responsibilities',
      heading: '5. Responsabilidades del usuario',
      blocks: [
        'Usted es el único responsable del contenido que publica: descripciones de empresa, páginas de producto, fotos, publicaciones, comentarios y mensajes. Usted confirma que es su titular o que dispone de licencia para publicarlo, y que cumple la ley y estos términos.',
        'Antes de comerciar con otro usuario, compruebe su identidad, su capacidad de entrega y las condiciones que acuerden, como haría con cualquier nuevo socio comercial. Las cotizaciones, precios, certificaciones y plazos de entrega publicados en el portal son declaraciones de los usuarios que los publican, no de {brand}.',
        'Usted es responsable de cumplir las normas de control de exportaciones, aduanas, sanciones, fiscalidad y seguridad de los productos aplicables a los bienes que compra o vende.',
      ],
    },
    {
      id: 'breaches',
      heading: '6. Incumplimiento de estos términos',
      blocks: [
        'Si consideramos que usted ha incumplido estos términos, podremos, sin previo aviso y sin reembolsar las cuotas ya pagadas: retirar u ocultar contenido; limitar las funciones a su disposición; suspender o cerrar su cuenta y los perfiles de empresa que gestione; y denegar un nuevo registro.',
        'También podremos denunciar las actividades ilícitas ante las autoridades competentes y colaborar con ellas. Usted se compromete a indemnizarnos por las pérdidas y los gastos razonables, incluidos los honorarios de abogados, derivados de su incumplimiento de estos términos o de reclamaciones de terceros relativas al contenido que haya publicado.',
      ],
    },
    {
      id: 'contacts-between-users',
      heading: '7. Contactos entre usuarios',
      blocks: [
        'Las consultas, solicitudes, mensajes, seguimientos y «me gusta» intercambiados en el portal son asunto de los usuarios implicados. No somos parte de ninguna negociación ni de ningún contrato que se derive de ellos, y no garantizamos la calidad, la seguridad ni la legalidad de los bienes ofrecidos, la veracidad de lo que publican los usuarios ni la capacidad de pago de un comprador o de entrega de un vendedor.',
        'Cualquier controversia entre usuarios debe resolverse entre ellos. Podremos, a nuestra discreción, facilitar la comunicación entre los usuarios, pero no estamos obligados a hacerlo. Si tiene una controversia con otro usuario, nos exime de cualquier reclamación derivada de ella, en la medida en que la ley lo permita.',
        'No utilice los datos de contacto obtenidos a través del portal para ningún fin distinto de la relación comercial para la que se facilitaron.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '8. Limitación de responsabilidad',
      blocks: [
        'El portal se ofrece «tal cual» y «según disponibilidad». En la medida en que la ley lo permita, no garantizamos que funcione sin interrupciones ni errores, que sea adecuado para un fin determinado ni que la información publicada por los usuarios sea exacta.',
        'No somos responsables de los daños indirectos o consecuentes, del lucro cesante ni de la pérdida de ingresos, negocio, fondo de comercio o datos, ni de los daños causados por actos u omisiones de otros usuarios.',
        'Nuestra responsabilidad total frente a usted por todas las reclamaciones derivadas del portal o de estos términos en un año natural se limita al mayor de los siguientes importes: las cuotas que nos haya pagado en ese año natural o el importe máximo fijado por la ley aplicable.',
        'Toda reclamación contra nosotros derivada del portal o de estos términos deberá presentarse en el plazo de un año desde el hecho que la origine; transcurrido ese plazo, prescribirá. Nada de lo dispuesto en estos términos limita la responsabilidad que no pueda limitarse por ley.',
      ],
    },
    {
      id: 'force-majeure',
      heading: '9. Fuerza mayor',
      blocks: [
        'No somos responsables de ningún fallo o retraso en la prestación del portal causado por hechos ajenos a nuestro control razonable, como catástrofes naturales, epidemias, guerras, terrorismo, disturbios civiles, huelgas, fallos de las redes públicas, del suministro eléctrico o de los proveedores de alojamiento, ciberataques y actos de gobierno. Nuestras obligaciones quedan suspendidas mientras dure dicho hecho.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '10. Propiedad intelectual',
      blocks: [
        'El portal, su software, su diseño, sus textos, sus logotipos y el nombre {brand} son propiedad nuestra o de nuestros licenciantes y están protegidos por las leyes de propiedad intelectual. No puede copiarlos, adaptarlos ni reutilizarlos salvo en la medida en que estos términos lo permitan.',
        'Usted conserva los derechos sobre el contenido que publica. Al publicarlo, nos concede una licencia mundial, gratuita y no exclusiva para alojarlo, reproducirlo, adaptarlo para su presentación, traducirlo y publicarlo en el portal y en sus sitios hermanos, y para mostrarlo en los motores de búsqueda y en la promoción del portal, mientras permanezca publicado y durante un plazo razonable posterior para retirarlo de las copias de seguridad y las memorias caché.',
        'Si considera que un contenido del portal vulnera sus derechos, comuníquenoslo a través del formulario de ayuda indicando los datos del contenido y de sus derechos, y lo revisaremos con prontitud.',
      ],
    },
    {
      id: 'notices',
      heading: '11. Notificaciones',
      blocks: [
        'Le enviaremos las notificaciones por correo electrónico a la dirección de su cuenta, mediante un mensaje en el portal o publicándolas en esta página. Una notificación enviada por correo electrónico se considera recibida el día siguiente a su envío.',
        'Usted puede enviarnos notificaciones a través del formulario de ayuda del portal, o por teléfono al {phone}, seguidas de una confirmación por escrito mediante el formulario. Respondemos en 24 horas.',
      ],
    },
    {
      id: 'general-provisions',
      heading: '12. Disposiciones generales',
      blocks: [
        'Estos términos, junto con la política de privacidad y la descripción de su paquete de membresía, constituyen el acuerdo íntegro entre usted y nosotros en relación con el portal.',
        'Si alguna disposición se declarase nula o inaplicable, las restantes seguirán en vigor. El hecho de que no exijamos el cumplimiento de una disposición, o de que lo hagamos con retraso, no supone una renuncia a ella.',
        'No puede ceder sus derechos u obligaciones derivados de estos términos sin nuestro consentimiento por escrito. Nosotros podemos ceder los nuestros a una empresa que asuma la gestión del portal.',
        'Estos términos se rigen por las leyes del Estado de Delaware (Estados Unidos), sin tener en cuenta sus normas de conflicto de leyes, y los tribunales de dicho Estado son competentes para conocer de cualquier controversia, salvo que la legislación imperativa de su país disponga otra cosa.',
        'Estos términos están redactados en inglés. En caso de discrepancia con una traducción publicada por nosotros, prevalecerá la versión en inglés.',
      ],
    },
  ],
};
