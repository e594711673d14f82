import type { ContentPage } from '../../components/content/content-page.ts';

export const privacyPolicy: ContentPage = {
  title: 'Política de privacidad',
  description:
    'Cómo {brand} {country} recoge, utiliza, comparte y conserva la información personal de las empresas y personas de {country} y de otros países que utilizan el portal, y qué opciones tiene usted.',
  keywords:
    'política de privacidad, {brand} {country}, datos personales, cookies, RGPD, protección de datos, portal B2B de {country}',
  heading: 'Política de privacidad',
  lead: 'Esta política explica qué información recoge {brand} {country} sobre usted, con qué fin, con quién la compartimos, durante cuánto tiempo la conservamos y qué derechos le asisten. Se aplica a todos los portales de la red {brand}.',
  effectiveDate: '2019-10-21',
  sections: [
    {
      id: 'collection-of-information',
      heading: 'Recogida de información',
      blocks: [
        'Recogemos la información que usted nos facilita y la que se genera por el uso que hace del portal.',
        { subheading: 'Información que usted nos facilita' },
        {
          list: [
            'Datos de la cuenta: su nombre, dirección de correo electrónico, contraseña (almacenada únicamente como hash seguro), país y tipo de empresa.',
            'Datos de perfil que decida añadir: foto, cargo, número de teléfono y una breve biografía.',
            'Perfiles de empresa: razón social, dirección, números de teléfono, sitio web, sectores, descripciones, fotos y las personas que los gestionan.',
            'Productos, publicaciones, comentarios, consultas y mensajes que publique o envíe.',
            'Solicitudes de ayuda: los datos de la empresa, de contacto y de los productos que introduzca en el formulario.',
            'Pago de una membresía: la empresa, el paquete y el importe. Los datos de la tarjeta se introducen en la página de nuestro proveedor de pagos y nunca llegan a nuestros servidores.',
          ],
        },
        { subheading: 'Información recogida automáticamente' },
        {
          list: [
            'Datos técnicos: dirección IP, tipo de navegador, dispositivo, idioma y páginas que abre, conservados en los registros de nuestros servidores.',
            'Actividad en el portal: las empresas y productos que sigue, marca con «me gusta» o guarda, y sus búsquedas.',
            'Cookies y tecnologías similares, descritas más adelante.',
          ],
        },
      ],
    },
    {
      id: 'use-of-information',
      heading: 'Uso de la información',
      blocks: [
        'Utilizamos su información para:',
        {
          list: [
            'crear y proteger su cuenta e iniciar su sesión en todos los portales de la red;',
            'publicar los perfiles de empresa, productos y publicaciones que cree, y mostrarlos en el directorio, en los resultados de búsqueda y a los motores de búsqueda;',
            'entregar las consultas y los mensajes entre usuarios, y avisarle de la actividad que le concierne;',
            'tramitar los pagos de las membresías y prestar las funciones de su paquete;',
            'responder a sus solicitudes de ayuda y de soporte;',
            'prevenir el fraude, el spam y los abusos, y hacer cumplir nuestros términos y condiciones;',
            'medir y mejorar el portal y, cuando usted lo haya aceptado, enviarle novedades sobre él.',
          ],
        },
        'Cuando la ley exige una base jurídica, nos basamos en la ejecución de nuestro contrato con usted, en nuestro interés legítimo en mantener un directorio de empresas seguro y útil, en su consentimiento (que puede retirar en cualquier momento) o en el cumplimiento de una obligación legal.',
      ],
    },
    {
      id: 'disclosure-of-information',
      heading: 'Comunicación de la información',
      blocks: [
        'La información que publica en perfiles de empresa, páginas de producto, perfiles públicos y publicaciones es pública: cualquier persona, incluidos los motores de búsqueda, puede verla. Las consultas y los mensajes son visibles para las personas y empresas a las que se envían.',
        'Solo compartimos información personal:',
        {
          list: [
            'con proveedores de servicios que alojan el portal, envían correos electrónicos, procesan pagos o nos ayudan con el soporte, en virtud de contratos que les obligan a protegerla y a utilizarla únicamente siguiendo nuestras instrucciones;',
            'con las empresas que gestionan los portales hermanos de la red {brand}, para que una misma cuenta funcione en todos ellos;',
            'cuando lo exija la ley, un tribunal o una autoridad pública, o para proteger los derechos, la seguridad y los bienes de nuestros usuarios y de {brand};',
            'con un comprador o sucesor si la empresa que gestiona el portal se vende o se reorganiza, conforme a esta política.',
          ],
        },
        'No vendemos su información personal.',
      ],
    },
    {
      id: 'retention-of-information',
      heading: 'Conservación de la información',
      blocks: [
        'Conservamos la información de su cuenta mientras esta permanezca abierta. Cuando la cierre, eliminaremos o anonimizaremos su información personal en un plazo de 90 días, salvo la que debamos conservar para cumplir obligaciones legales, fiscales y contables (los registros de pago se conservan durante diez años) o para resolver controversias.',
        'Los registros de los servidores se conservan hasta doce meses. Las solicitudes de ayuda se conservan durante dos años desde el último intercambio. Los mensajes que haya enviado a otros usuarios permanecen en su centro de mensajes.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'Las cookies son pequeños archivos que un sitio web almacena en su navegador. Utilizamos:',
        {
          list: [
            'cookies estrictamente necesarias, que mantienen su sesión iniciada, recuerdan su sesión en los portales hermanos y protegen los formularios contra falsificaciones;',
            'cookies de preferencias, que recuerdan opciones como su idioma;',
            'cookies analíticas, que nos indican de forma agregada cómo se utiliza el portal, para poder mejorarlo.',
          ],
        },
        'Puede bloquear o eliminar las cookies en la configuración de su navegador. Sin las cookies estrictamente necesarias no podrá iniciar sesión.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Cambios en esta política',
      blocks: [
        'Podemos actualizar esta política cuando cambien nuestros servicios o la ley. La versión vigente es siempre la publicada en esta página, con su fecha de entrada en vigor. Si un cambio afecta de manera sustancial al uso que hacemos de su información, se lo comunicaremos por correo electrónico o mediante un aviso en el portal antes de que entre en vigor.',
      ],
    },
    {
      id: 'visitors-from-the-european-union',
      heading: 'Visitantes de la Unión Europea',
      blocks: [
        'Si se encuentra en la Unión Europea, el Espacio Económico Europeo, el Reino Unido o Suiza, el Reglamento General de Protección de Datos y las leyes similares le reconocen el derecho a acceder a su información personal, a rectificarla, a solicitar su supresión, a limitar su tratamiento u oponerse a él, a recibirla en un formato portable y a retirar su consentimiento en cualquier momento.',
        'Puede ejercer dos de estos derechos usted mismo desde su perfil: Exportar mis datos descarga una copia de lo que el portal guarda sobre usted, y Eliminar cuenta borra su cuenta de inmediato (los mensajes que envió en solicitudes permanecen con las empresas a las que escribió, sin su nombre; los registros de pago se conservan como se indica arriba).',
        'El portal se gestiona desde Estados Unidos, por lo que su información se transfiere a ese país y a los países de nuestros proveedores de servicios. Protegemos estas transferencias con las cláusulas contractuales tipo aprobadas por la Comisión Europea u otras garantías legales.',
        'También tiene derecho a presentar una reclamación ante la autoridad de protección de datos del país en el que reside o trabaja.',
      ],
    },
    {
      id: 'how-to-contact-us',
      heading: 'Cómo contactarnos',
      blocks: [
        'Para ejercer sus derechos o consultar cualquier aspecto de esta política, escríbanos a través del formulario de ayuda del portal o llame a nuestro servicio de soporte al {phone}. Respondemos en 24 horas y atendemos las solicitudes relativas a su información personal en el plazo de un mes.',
      ],
    },
    {
      id: 'language',
      heading: 'Idioma',
      blocks: [
        'Esta política está redactada en inglés. Las traducciones que publiquemos se ofrecen para su comodidad, y en caso de discrepancia prevalecerá la versión en inglés.',
      ],
    },
  ],
};
