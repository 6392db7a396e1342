/**
 * Spanish texts of the public marketing site: the part en-public.ts is in English, with the same keys and
 * order (the chat panel's texts are in es.ts). Registered by the public area's chunk.
 */
import type { enPublic } from './en-public.ts';
import type { Translated } from './index.ts';

export const esPublic: Translated<typeof enPublic> = {
  public: {
    nav: {
      guestApp: 'App para pasajeros',
      crewApp: 'App para tripulación',
      hospitalityPbx: 'PBX hotelera',
      telehealth: 'Telesalud',
      caseStudies: 'Casos de éxito',
      myAccount: 'Mi cuenta',
      blog: 'Visite nuestro blog',
      menu: 'Abrir el menú del sitio',
      closeMenu: 'Cerrar el menú del sitio',
      main: 'Principal',
    },
    footer: {
      company: 'Empresa',
      products: 'Productos',
      aboutUs: 'Quiénes somos',
      contact: 'Contactar con ventas',
      caseStudies: 'Casos de éxito',
      allStudies: 'Todos los casos de éxito',
      family: 'Nuestros otros productos',
      sister: {
        vvn: 'Vessel Voice Network',
        docs: 'Documentación para desarrolladores',
        status: 'Estado del servicio',
      },
      social: 'Siga a Portside',
      linkedin: 'Portside en LinkedIn',
      youtube: 'Portside en YouTube',
      x: 'Portside en X',
      facebook: 'Portside en Facebook',
      copyright: '© {{year}} Portside. Todos los derechos reservados.',
      address: 'Portside Maritime Communications · 1000 Port Boulevard, Miami, FL 33132',
    },
    cta: {
      talk: 'Hable con nuestro equipo',
      readStudy: 'Leer el caso',
      bookTelehealth: 'Reservar una demo',
      seeHospitality: 'Ver la PBX hotelera',
      comingSoon: 'Próximamente',
    },
    home: {
      eyebrow: 'Conectividad para cruceros',
      title: 'Cada pasajero y cada tripulante, localizable en cualquier lugar del mar',
      text: 'Portside gestiona las llamadas, la mensajería y una PBX alojada a bordo de su flota a través del wifi del barco y del satélite, todo administrado desde una sola consola por su propio personal.',
      secondary: 'Descubra la App para pasajeros',
      heroArt: 'Un crucero conectado por satélite con un teléfono en tierra',
      flows: {
        eyebrow: 'Flujos de llamada',
        title: 'Cómo sale una llamada del barco',
        text: 'Pasajeros y tripulación llaman desde la app o desde el teléfono del camarote. La PBX de a bordo encamina la llamada y el enlace por satélite la lleva a tierra, con el precio de la tarjeta de llamadas que fijó su sobrecargo.',
        one: {
          title: 'Marque desde la app o el camarote',
          text: 'Números de camarote, extensiones de la tripulación y números de tierra se marcan igual, en el wifi del barco.',
        },
        two: {
          title: 'Encaminada por la PBX de a bordo',
          text: 'Los grupos de timbrado, el buzón de voz y las rutas entrantes deciden quién contesta, y las llamadas entre camarotes no salen del barco.',
        },
        three: {
          title: 'Llevada a tierra por satélite',
          text: 'Troncales SIP sobre Starlink llegan a cualquier fijo o móvil, facturadas por minuto con un PIN o una tarjeta de camarote.',
        },
      },
      messaging: {
        eyebrow: 'Mensajería y vídeo por el wifi del barco',
        title: 'Chatear, compartir y verse sin itinerancia',
        text: 'La App para pasajeros y la App para tripulación llevan mensajería, llamadas de voz y videollamadas a cada teléfono a bordo. Nada sale de la red del barco si no es necesario.',
        one: 'Chats individuales y de grupo entre camarotes, tripulación y familia en tierra',
        two: 'Videollamadas a casa entre turnos, ajustadas al enlace por satélite',
        three:
          'SMS, WhatsApp y otros canales atendidos desde una sola bandeja de entrada por su equipo de atención al pasajero',
        four: 'Difusiones a grupos de tripulación para simulacros, horarios de escala y cambios de turno',
        chatSample: {
          from: 'Cubierta 9 · Camarote 9214',
          message: '¿Cenamos a las 7 en la cubierta Lido?',
          reply: '¡Allí nos vemos! Te llamo después del espectáculo.',
          video: 'Videollamada · 12:41',
        },
      },
      features: {
        eyebrow: 'Todo en una sola plataforma',
        title: 'Pensado para el día a día de un barco',
        calling: {
          title: 'Llamadas por el wifi del barco',
          text: 'Los teléfonos de camarote, los de la tripulación y la app comparten una sola PBX, con tarjetas de llamadas para tripulación y camarotes.',
        },
        messaging: {
          title: 'Mensajería y vídeo',
          text: 'Pasajeros y tripulación se escriben entre sí y con tierra por la red del barco, en la app o por SMS y WhatsApp.',
        },
        pbx: {
          title: 'PBX alojada para cada barco',
          text: 'Extensiones, grupos de timbrado, buzón de voz y teléfonos de cada barco, con un solo inicio de sesión para todos.',
        },
        cards: {
          title: 'Tarjetas de llamadas y facturación',
          text: 'PIN, crédito de camarotes, tarifas y registros de llamadas, con los períodos de facturación reiniciados en un solo paso en cada cambio de pasaje.',
        },
        health: {
          title: 'Telesalud a bordo',
          text: 'Videoconsultas con médicos en tierra y rastreo de contactos para el equipo médico.',
        },
        reports: {
          title: 'Informes programados',
          text: 'Registros detallados de llamadas e informes de uso enviados por correo a su equipo cada día, semana o mes.',
        },
      },
      hotel: {
        eyebrow: 'También para hoteles y resorts',
        title: 'La misma plataforma, hecha para la hostelería',
        text: 'Teléfonos de habitación, llamadas despertador, mensajería con huéspedes y enrutamiento a recepción en una PBX alojada, desde un pequeño lodge hasta una cadena de resorts.',
      },
      starlink: {
        eyebrow: 'Starlink en el mar',
        title: 'Lo bastante rápido para voz y vídeo, allá donde navegue',
        text: 'Los satélites de órbita baja ofrecen una latencia cercana a la de una conexión en tierra. Portside lleva por ellos las llamadas y los mensajes de su flota.',
        down: { value: 'Hasta 220 Mbps', label: 'de descarga por barco' },
        up: { value: '40 Mbps', label: 'de subida por barco' },
        latency: { value: 'Menos de 99 ms', label: 'de latencia' },
        extensions: { value: '4000', label: 'extensiones en servicio' },
        ships: { value: '17', label: 'barcos en una sola consola' },
        sales: { value: '26 %', label: 'más ventas de paquetes de comunicación' },
      },
      studies: {
        eyebrow: 'Casos de éxito',
        title: 'Lo que flotas y operadores han hecho con Portside',
        text: 'De una naviera de cruceros de lujo a un grupo de ataque de portaaviones: el problema de cada cliente, lo que hicimos y lo que cambió.',
        seeAll: 'Ver los once casos de éxito',
      },
      partners: {
        eyebrow: 'Socios de confianza',
        title: 'La confianza de flotas, agencias y operadores',
        label: 'Socios de confianza',
        previous: 'Socios anteriores',
        next: 'Socios siguientes',
        pause: 'Pausar el carrusel de socios',
        play: 'Reproducir el carrusel de socios',
        slide: '{{index}} de {{count}}',
        carouselRole: 'carrusel',
        slideRole: 'diapositiva',
        notes: {
          cruise: 'Naviera de cruceros',
          hotels: 'Cruceros y hoteles',
          research: 'Flota de investigación',
          cloud: 'Nube gubernamental',
          health: 'Tecnología sanitaria',
          government: 'Administración pública',
          satellite: 'Satélite',
        },
      },
    },
    inquiry: {
      eyebrow: 'Contacto',
      title: 'Háblenos de su flota',
      text: 'Escríbanos unas líneas y nuestro equipo le responderá en un día laborable.',
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      company: 'Empresa',
      message: 'Mensaje',
      topic: '¿De qué le gustaría hablar?',
      topics: {
        general: 'Una consulta general',
        guestapp: 'App para pasajeros',
        crewapp: 'App para tripulación',
        hospitality: 'PBX hotelera para hoteles',
        pbx: 'Sistema PBX',
        telehealth: 'Telesalud a bordo',
        starlink: 'Llamadas por Starlink',
      },
      messagePlaceholder:
        'Número de barcos o habitaciones, qué le gustaría ofrecer a pasajeros y tripulación…',
      send: 'Enviar consulta',
      sending: 'Enviando…',
      sent: 'Gracias. Su consulta va de camino a nuestro equipo.',
      required: 'Todos los campos son obligatorios.',
      badEmail: 'Introduzca una dirección de correo electrónico válida',
      failed: 'No se ha podido enviar su consulta. Inténtelo de nuevo en un momento.',
      phoneLine: 'Ventas: +1 305 555 0100',
      emailLine: 'sales@portside.example',
      hours: 'De lunes a viernes, de 8:00 a 18:00 (hora del este de EE. UU.)',
    },
    pages: {
      guestapp: {
        eyebrow: 'App para pasajeros',
        title: 'Llamadas y mensajería para cada pasajero, en su propio teléfono',
        text: 'Los pasajeros descargan la app al embarcar y llaman a los camarotes, escriben a sus acompañantes y contactan con casa por el wifi del barco, sin cargos de itinerancia.',
        features: {
          one: {
            title: 'Llamadas entre camarotes',
            text: 'Llamadas y chats gratuitos entre camarotes y acompañantes a bordo.',
          },
          two: {
            title: 'Llamadas a casa',
            text: 'Llame a cualquier fijo o móvil en tierra, con cargo a la tarjeta de llamadas del camarote.',
          },
          three: {
            title: 'Chats de grupo',
            text: 'Organice el día con familia y amigos, con fotos y notas de voz.',
          },
          four: {
            title: 'Atención al pasajero en la app',
            text: 'Escriba a recepción, reserve excursiones y reciba las respuestas de su equipo.',
          },
        },
        highlight:
          'Los pasajeros siguen usando el teléfono que ya conocen. Su equipo ve todas las conversaciones en una sola bandeja de entrada.',
      },
      crewapp: {
        eyebrow: 'App para tripulación',
        title: 'Una tripulación conectada entre sí y con casa',
        text: 'La App para tripulación convierte cada teléfono de la tripulación en una extensión del barco, con mensajería, difusiones y llamadas a casa de bajo coste entre escalas.',
        features: {
          one: {
            title: 'Una extensión personal',
            text: 'Cada tripulante es localizable en su extensión, a bordo y en la app.',
          },
          two: {
            title: 'Difusiones por grupo',
            text: 'Envíe avisos de simulacro, cambios de turno y horarios de escala a los grupos de tripulación adecuados.',
          },
          three: {
            title: 'Tarjetas de llamadas para la tripulación',
            text: 'Tarjetas de llamadas con PIN, con crédito, tarifas y registros de llamadas.',
          },
          four: {
            title: 'Videollamadas a casa',
            text: 'Videollamadas ajustadas al enlace por satélite, para que la tripulación vea a su familia entre turnos.',
          },
        },
        highlight:
          'En las encuestas de bienestar de las tripulaciones, el contacto con casa es el primer motivo para seguir en una naviera.',
      },
      hospitality: {
        eyebrow: 'Hostelería',
        title: 'Telefonía hotelera y mensajería con huéspedes, alojadas para usted',
        text: 'Portside lleva a hoteles y resorts la plataforma en la que confían las navieras de cruceros: teléfonos de habitación, mensajería con huéspedes y enrutamiento a recepción en una sola PBX alojada.',
        features: {
          one: {
            title: 'Extensiones de habitación',
            text: 'Todos los teléfonos de habitación en una sola PBX, con marcación directa entre habitaciones.',
          },
          two: {
            title: 'Llamadas despertador y buzón de voz',
            text: 'Llamadas despertador automáticas y un buzón de voz para cada habitación.',
          },
          three: {
            title: 'Enrutamiento a recepción',
            text: 'Los grupos de timbrado y las rutas entrantes envían las llamadas a recepción, conserjería o restaurante.',
          },
          four: {
            title: 'Mensajería con huéspedes',
            text: 'Responda a los SMS y WhatsApp de los huéspedes en la misma bandeja de entrada que ya usa su equipo.',
          },
        },
        highlight:
          'Funciona con los teléfonos que ya tiene: teléfonos SIP de sobremesa, teléfonos analógicos de habitación mediante gateways, y la app.',
      },
      hospitalitypbx: {
        eyebrow: 'PBX hotelera',
        title: 'Una PBX alojada para hoteles y barcos',
        text: 'Extensiones, grupos de timbrado, buzón de voz y tarificación de llamadas para cada habitación y camarote, gestionados desde un navegador y sin sala de equipos que mantener.',
        features: {
          one: {
            title: 'Hasta miles de extensiones',
            text: 'Desde un lodge de 40 habitaciones hasta una flota de barcos, en una sola consola.',
          },
          two: {
            title: 'Tarificación de llamadas',
            text: 'Registros detallados de llamadas con tarifas, con precio por destino y exportados según programación.',
          },
          three: {
            title: 'Aprovisionamiento de teléfonos',
            text: 'Teléfonos de sobremesa configurados desde la consola y sustituidos sin técnico.',
          },
          four: {
            title: 'Códigos de función',
            text: 'No molestar, desvío de llamadas y acceso al buzón de voz con los códigos que el personal ya conoce.',
          },
        },
        highlight:
          '¿Deja atrás una PBX antigua? Estudiamos su instalación, portamos sus números y hacemos el cambio en una noche.',
      },
      pbxsystem: {
        eyebrow: 'Sistema PBX',
        title: 'Extensiones, grupos de timbrado y rutas, gestionados por nosotros',
        text: 'La PBX de Portside funciona en la nube y a bordo. Su personal la administra desde la consola; nosotros la mantenemos actualizada, supervisada y con copias de seguridad.',
        features: {
          one: {
            title: 'Extensiones y registros',
            text: 'Vea qué teléfonos están registrados y dónde, y cambie cualquier extensión en segundos.',
          },
          two: {
            title: 'Grupos de timbrado y rutas entrantes',
            text: 'Decida quién contesta cada número y a qué hora del día.',
          },
          three: {
            title: 'Buzón de voz',
            text: 'Buzones de voz con mensajes que se escuchan y descargan desde la consola.',
          },
          four: {
            title: 'Gateways y troncales',
            text: 'Troncales SIP y gateways analógicos supervisados, con informes por gateway.',
          },
        },
        highlight:
          'Un solo inicio de sesión para cada barco y cada establecimiento, con cada entorno por separado.',
      },
      starlink: {
        eyebrow: 'Starlink en el mar',
        title: 'Voz y vídeo por satélites de órbita baja',
        text: 'Los enlaces por satélite de baja latencia hacen viables la voz y el vídeo entre barco y tierra. Portside lleva por ellos llamadas y mensajes, y sigue funcionando cuando el enlace se cae.',
        features: {
          one: {
            title: 'Hasta 220 Mbps de descarga',
            text: 'Suficiente para que miles de pasajeros naveguen, escriban y llamen a la vez.',
          },
          two: {
            title: '40 Mbps de subida',
            text: 'Capacidad de subida para videollamadas y para compartir fotos desde el mar.',
          },
          three: {
            title: 'Latencia inferior a 99 ms',
            text: 'Conversaciones sin el retardo de los satélites geoestacionarios.',
          },
          four: {
            title: 'Llamadas que no salen del barco',
            text: 'Las llamadas entre camarotes nunca salen del barco, así que el enlace queda libre para tierra.',
          },
        },
        highlight: 'Las navieras con Starlink aumentaron un 26 % las ventas de paquetes de comunicación.',
      },
      health: {
        eyebrow: 'Telesalud',
        title: 'Un médico en tierra, a una videollamada de distancia',
        text: 'Ponga en contacto a pasajeros y tripulación con médicos en tierra a través de la red del barco. Se abre en el navegador: nada que instalar ni para el paciente ni para el equipo médico.',
        features: {
          one: {
            title: 'Videoconsultas',
            text: 'Vídeo HD entre el centro médico del barco y especialistas en tierra.',
          },
          two: {
            title: 'En el navegador',
            text: 'Funciona en el ordenador del centro médico, en una tableta o en un teléfono.',
          },
          three: {
            title: 'Privacidad desde el diseño',
            text: 'Las consultas están cifradas y nunca se graban sin consentimiento.',
          },
          four: {
            title: 'Rastreo de contactos',
            text: 'Averigüe en minutos quién estuvo cerca de un pasajero o tripulante que enfermó.',
          },
        },
        highlight:
          'Vea una consulta entre el centro médico de un barco y un médico en tierra: nuestro equipo le mostrará Telesalud sobre el enlace de su propia flota.',
        screening: {
          title: 'Control sanitario',
          text: 'Control sin contacto en la pasarela de embarque y en el centro médico.',
          heartRate: 'Frecuencia cardíaca',
          breathingRate: 'Frecuencia respiratoria',
          temperature: 'Temperatura',
          bloodOxygen: 'Oxígeno en sangre',
        },
        tracing: {
          title: 'Rastreo de contactos',
          text: 'Un contacto estrecho es cualquier persona a menos de 1,8 metros (6 pies) durante 15 minutos en 24 horas. Portside los enumera a partir de los datos del propio barco, para que el equipo médico actúe antes de la siguiente escala.',
          rule: '1,8 m · 15 min · 24 h',
        },
      },
      aboutus: {
        eyebrow: 'Quiénes somos',
        title: 'Comunicaciones para quienes están lejos de tierra',
        text: 'Portside crea telefonía y mensajería para navieras de cruceros, hoteles y operadores gubernamentales y navales. Nuestra plataforma lleva llamadas, chats y vídeo para pasajeros, tripulaciones y marinos en 17 barcos y miles de habitaciones.',
        features: {
          one: {
            title: 'Primero, lo marítimo',
            text: 'Nuestros ingenieros han navegado con los sistemas que construyen, y se nota.',
          },
          two: {
            title: 'Lo gestionamos por usted',
            text: 'Operamos la plataforma las 24 horas, con un soporte que responde en alta mar.',
          },
          three: {
            title: 'Sus datos siguen siendo suyos',
            text: 'Cada entorno se mantiene por separado, y su personal decide quién ve qué.',
          },
          four: {
            title: 'La confianza de la administración',
            text: 'Armadas, guardacostas y flotas de investigación confían en nuestras redes de voz.',
          },
        },
        highlight:
          'Desde un solo buque de investigación hasta una flota de cruceros, respondemos al teléfono.',
      },
    },
    studies: {
      eyebrow: 'Casos de éxito',
      title: 'Resultados que nuestros clientes pueden demostrar',
      text: 'Once proyectos para navieras de cruceros, hoteles, buques de investigación, armadas y organismos públicos: el reto, lo que hicimos y los resultados.',
    },
    impact: {
      eyebrow: 'Caso de éxito',
      invalid: 'Caso de éxito no válido',
      invalidText:
        'No hay ningún caso de éxito con ese nombre. Elija uno de nuestros casos de éxito a continuación.',
      challenge: 'El reto',
      solution: 'Lo que hicimos',
      results: 'Resultados',
      sector: 'Sector',
      more: 'Más casos de éxito',
      studies: {
        nooz: {
          title: 'Nooz, la app que mide el sesgo de las noticias',
          sector: 'Tecnología de medios',
          summary:
            'Una app móvil gratuita que muestra a los lectores hacia dónde se inclina una noticia antes de compartirla.',
          challenge:
            'Los lectores querían una medida rápida y honesta del sesgo de las noticias que leen en el móvil, sin suscripción.',
          solution:
            'Creamos y alojamos el servicio de puntuación de la app: cada artículo recibe una puntuación de opinión, una de sentimiento y las técnicas de propaganda que emplea.',
          one: 'Puntuación de opinión de 0 a 100 para cada artículo',
          two: 'Puntuación de sentimiento de -100 a 100',
          three: 'Detecta hasta 18 técnicas de propaganda',
        },
        avaya: {
          title: 'Alianza con Avaya',
          sector: 'Nube gubernamental',
          summary:
            'Una alianza con un proveedor de nube gubernamental para llevar la voz de Portside a las redes seguras de las agencias.',
          challenge:
            'Las agencias necesitaban voz marítima que cumpliera los requisitos de la nube gubernamental y funcionara con sus instalaciones Avaya existentes.',
          solution:
            'Certificamos la PBX de Portside en la nube gubernamental del socio y la conectamos al control de llamadas de Avaya por SIP.',
          one: 'Voz de Portside ofrecida dentro de una nube gubernamental',
          two: 'Se conservan los teléfonos y planes de marcación Avaya existentes',
          three: 'Un solo servicio de soporte para barco y tierra',
        },
        cunard: {
          title: 'Cunard',
          sector: 'Naviera de cruceros',
          summary:
            'Una naviera de cruceros de lujo dio a pasajeros y tripulación llamadas y mensajería en sus propios teléfonos.',
          challenge:
            'Los teléfonos de los camarotes apenas se usaban y las llamadas por satélite eran caras, así que los pasajeros quedaban ilocalizables durante días.',
          solution:
            'Desplegamos la App para pasajeros y la App para tripulación en el wifi del barco, con tarjetas de llamadas con precio por destino.',
          one: 'Los pasajeros llaman a camarotes y a tierra desde su propio teléfono',
          two: 'Tarjetas de llamadas de la tripulación con crédito gestionado por el sobrecargo',
          three: 'Atención al pasajero desde una sola bandeja de entrada',
        },
        disney: {
          title: 'Disney Cruise Line',
          sector: 'Naviera de cruceros',
          summary:
            'Un sistema de vigilancia sanitaria en crucero que conecta el centro médico con médicos en tierra.',
          challenge:
            'El equipo médico necesitaba especialistas de tierra por vídeo y una visión clara de la salud de pasajeros y tripulación en el mar.',
          solution:
            'Desplegamos Portside Telesalud en el navegador, con control sin contacto y rastreo de contactos basados en los datos del propio barco.',
          one: 'Videoconsultas desde el centro médico',
          two: 'Rastreo de contactos según la regla de 1,8 m (6 pies), 15 minutos y 24 horas',
          three:
            'Control previsto de frecuencia cardíaca, frecuencia respiratoria, temperatura y oxígeno en sangre',
        },
        holand: {
          title: 'Holland America Line',
          sector: 'Hostelería',
          summary: 'Un operador hotelero de Alaska trasladó sus lodges a la PBX hotelera alojada.',
          challenge:
            'Los lodges remotos tenían centralitas envejecidas que fallaban en invierno y exigían traer un técnico en avión para cada cambio.',
          solution:
            'Las sustituimos por la PBX hotelera alojada, reutilizando el cableado de las habitaciones mediante gateways analógicos.',
          one: 'Todos los lodges gestionados desde una sola consola',
          two: 'Llamadas despertador y buzón de voz en cada habitación',
          three: 'Sin sala de equipos que mantener in situ',
        },
        ncl: {
          title: 'Norwegian Cruise Line',
          sector: 'Naviera de cruceros',
          summary: 'Una naviera de cruceros pasó las llamadas barco-tierra de su flota a troncales SIP.',
          challenge:
            'Los contratos de voz por satélite de cada barco eran caros y cada barco marcaba de forma distinta.',
          solution:
            'Conectamos cada barco a las troncales SIP de Portside por el enlace por satélite, con un único plan de marcación para la flota.',
          one: 'Un único plan de marcación en toda la flota',
          two: 'Llamadas a tierra facturadas por minuto con tarjetas de llamadas',
          three: 'Troncales supervisadas desde el informe de gateways',
        },
        'noaa-ship': {
          title: 'Buque de investigación de la NOAA',
          sector: 'Investigación pública',
          summary: 'Los sistemas PA/GA y PBX de un buque de investigación, devueltos a pleno rendimiento.',
          challenge:
            'La megafonía, la alarma general y la PBX del buque ya no coincidían con su documentación y varias zonas estaban mudas.',
          solution:
            'Revisamos y corregimos los sistemas en remoto y terminamos el trabajo a bordo antes de la siguiente campaña.',
          one: '40 horas de soporte remoto',
          two: 'Una sesión de dos días a bordo con la tripulación',
          three: 'Cada zona PA/GA probada y documentada',
        },
        tritan: {
          title: 'Tritan',
          sector: 'Tecnología sanitaria',
          summary: 'Rastreo de contactos para barcos y resorts, basado en los datos de la propia red de voz.',
          challenge:
            'Los operadores necesitaban localizar rápido los contactos estrechos sin pedir a los huéspedes que instalaran nada nuevo.',
          solution:
            'Usamos la red de a bordo de Portside para enumerar los contactos estrechos según la regla de 1,8 m (6 pies), 15 minutos y 24 horas.',
          one: 'Contactos estrechos enumerados en minutos',
          two: 'Nada nuevo que instalar para los huéspedes',
          three: 'Los datos se quedan en el barco',
        },
        'navi-carrier-strike-group': {
          title: 'Grupo de ataque de portaaviones',
          sector: 'Armada',
          summary: 'Líneas SIP duplicadas para cuatro buques de un grupo de ataque de portaaviones.',
          challenge:
            'Cuatro buques necesitaban voz redundante con tierra, desplegada antes de que zarpara el grupo.',
          solution:
            'Instalamos líneas SIP duplicadas en cada buque con conmutación automática por error, planificadas para un despliegue en 90 días.',
          one: 'Líneas SIP duplicadas en cuatro buques',
          two: 'Objetivo de despliegue de 90 días',
          three: 'Conmutación automática entre líneas',
        },
        'national-guard': {
          title: 'Guardia Nacional',
          sector: 'Administración pública',
          summary: 'Una guardia nacional convirtió sus circuitos de voz a troncales SIP.',
          challenge: 'Los circuitos antiguos eran caros y difíciles de redirigir durante las emergencias.',
          solution:
            'Convertimos los emplazamientos a troncales SIP, con rutas entrantes que se cambian desde la consola en minutos.',
          one: 'Circuitos antiguos convertidos a troncales SIP',
          two: 'Rutas cambiadas en minutos durante las emergencias',
          three: 'Una sola consola para todos los emplazamientos',
        },
        'navy-communications': {
          title: 'Comunicaciones de la Armada',
          sector: 'Armada',
          summary: 'Una estación aeronaval pasó de la telefonía tradicional a VoIP.',
          challenge:
            'El sistema telefónico de la estación llegaba al final de su vida útil y sus piezas ya no se fabricaban.',
          solution:
            'Estudiamos la estación, diseñamos la red VoIP y migramos las extensiones edificio por edificio.',
          one: 'Estudio del emplazamiento en menos de 60 días',
          two: 'Telefonía tradicional sustituida por VoIP',
          three: 'Extensiones conservadas durante el traslado',
        },
      },
    },
    meta: {
      siteName: 'Portside',
      title: '{{title}} | Portside',
      study: '{{title}}: caso de éxito | Portside',
      studyDescription: '{{summary}} {{solution}}',
      home: {
        title: 'Portside: llamadas, mensajería y PBX a bordo para navieras de cruceros',
        description:
          'Llamadas, mensajería, apps para pasajeros y tripulación, una PBX alojada y telesalud para navieras de cruceros, hoteles y flotas navales, por el wifi del barco y por satélite, gestionado desde una sola consola.',
      },
      studies: {
        title: 'Casos de éxito',
        description:
          'Cómo navieras de cruceros, hoteles, buques de investigación, armadas y organismos públicos usan Portside para llamadas, mensajería, PBX y telesalud: once proyectos y sus resultados.',
      },
      invalidStudy: {
        title: 'Caso de éxito no válido',
        description:
          'No hay ningún caso de éxito con ese nombre. Vea en su lugar nuestros once casos de éxito.',
      },
      pages: {
        guestapp: {
          title: 'App para pasajeros: llamadas y mensajería para cruceristas',
          description:
            'Los pasajeros llaman a camarotes, escriben a sus acompañantes y contactan con casa desde su propio teléfono por el wifi del barco, sin itinerancia, con cargo a la tarjeta de llamadas del camarote.',
        },
        crewapp: {
          title: 'App para tripulación: extensiones, difusiones y llamadas a casa',
          description:
            'Cada teléfono de la tripulación se convierte en una extensión del barco, con difusiones por grupo, tarjetas de llamadas y videollamadas a casa ajustadas al enlace por satélite.',
        },
        hospitality: {
          title: 'Telefonía hotelera y mensajería con huéspedes, alojadas',
          description:
            'Teléfonos de habitación, llamadas despertador, buzón de voz, enrutamiento a recepción y mensajería con huéspedes en una sola PBX alojada para hoteles y resorts.',
        },
        hospitalitypbx: {
          title: 'PBX hotelera para hoteles y barcos',
          description:
            'Una PBX alojada con extensiones, grupos de timbrado, buzón de voz, tarificación de llamadas y aprovisionamiento de teléfonos para cada habitación y camarote, gestionada en el navegador.',
        },
        pbxsystem: {
          title: 'Sistema PBX: extensiones, grupos de timbrado y rutas',
          description:
            'La PBX de Portside en la nube y a bordo: extensiones, registros, grupos de timbrado, rutas entrantes, buzón de voz y troncales, actualizados y supervisados por nosotros.',
        },
        starlink: {
          title: 'Voz y vídeo por Starlink en el mar',
          description:
            'Hasta 220 Mbps de descarga, 40 Mbps de subida y menos de 99 ms de latencia: Portside lleva las llamadas y los mensajes de una flota por satélites de órbita baja.',
        },
        health: {
          title: 'Telesalud a bordo: un médico en tierra, a una videollamada de distancia',
          description:
            'Videoconsultas entre el centro médico del barco y médicos en tierra, en el navegador, con rastreo de contactos según la regla de 1,8 m (6 pies), 15 minutos y 24 horas.',
        },
        aboutus: {
          title: 'Quiénes somos: Portside',
          description:
            'Portside crea telefonía y mensajería para navieras de cruceros, hoteles y operadores gubernamentales y navales, en 17 barcos y miles de habitaciones.',
        },
      },
    },
  },
};
