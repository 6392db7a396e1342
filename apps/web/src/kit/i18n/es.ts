/**
 * Spanish, the texts every page may need (the part en.ts is in English): sign-in, the code screen, the
 * upgrade and not-found pages, the chat-support panel of the signed-out area, screen titles. Same keys and
 * order as en.ts; the console's, the public site's and the self-service home's Spanish texts are in
 * es-console.ts, es-public.ts and es-self.ts.
 */
import type { en } from './en.ts';
import type { Translated } from './index.ts';

export const es: Translated<typeof en> = {
  brand: {
    name: 'Portside',
    tagline: 'Llamadas y mensajería a bordo para navieras de cruceros',
  },
  common: {
    loading: 'Cargando…',
    backToDashboard: 'Volver al panel',
    dismiss: 'Cerrar',
    showPassword: 'Mostrar contraseña',
    retry: 'Reintentar',
    oops: '¡Vaya!',
    success: 'Operación correcta',
    comingSoon: 'Esta pantalla llegará en una próxima versión de Portside.',
    loadFailed: 'No se pueden cargar estos datos ahora. Compruebe la conexión e inténtelo de nuevo.',
    chunkFailed:
      'No se ha podido cargar esta pantalla. Puede que se haya perdido la conexión; recargue para intentarlo de nuevo.',
    reload: 'Recargar',
    updateReady: 'Hay una nueva versión de Portside disponible.',
    offlineTitle: 'Sin conexión',
    offlineNotLoaded:
      'Esta pantalla aún no se ha abierto en este dispositivo, así que necesita la conexión una vez. Las pantallas que ya abrió funcionan sin conexión.',
    cancel: 'Cancelar',
  },
  language: {
    label: 'Idioma',
    current: 'Idioma: {{name}}',
    notSaved:
      'El idioma ha cambiado aquí, pero no se ha podido guardar para su próximo inicio de sesión. Inténtelo más tarde.',
  },
  auth: {
    title: 'Iniciar sesión',
    subtitle: 'Inicie sesión para continuar',
    username: 'Usuario',
    usernamePlaceholder: 'Usuario o extensión',
    password: 'Contraseña',
    passwordPlaceholder: 'Su contraseña',
    environment: 'Entorno',
    environmentPlaceholder: 'Elija su barco',
    environmentsUnavailable: 'No se puede cargar la lista de entornos. Compruebe la conexión y recargue.',
    loginUsing: 'Entrar ({{type}})',
    chooseLoginType: 'Elija cómo iniciar sesión',
    types: { password: 'Contraseña', pin: 'PIN' },
    pinHint: 'Se enviará un código de 6 dígitos al correo electrónico registrado para esta extensión.',
    errors: {
      allFieldsRequired: 'Todos los campos son obligatorios.',
      passwordFailed: 'No se puede procesar la solicitud.',
      pinNotAllowed: 'Esta extensión no permite iniciar sesión con PIN. Use la contraseña.',
      pinUnknownExtension: 'No se encuentra la extensión.',
      pinOther: 'No se puede procesar la solicitud. Inténtelo más tarde.',
      wrongCode: 'Código no válido. Inténtelo de nuevo.',
      extensionFetch: 'No se puede procesar la solicitud. Inténtelo de nuevo.',
      resendFailed: 'No se puede solicitar un código. Inténtelo más tarde.',
      noPendingLogin: 'El inicio de sesión de esta extensión ha caducado. Vuelva a empezar.',
    },
    code: {
      title: 'Introduzca su código',
      text: 'Introduzca el código recibido por correo electrónico',
      forExtension: 'Extensión {{extension}}',
      notReceived: '¿No ha recibido el código?',
      resend: 'Reenviar código',
      resent: 'Se ha solicitado un código nuevo. Revise su correo electrónico.',
      validate: 'Validar código',
      cells: 'Dígito del código',
      backToLogin: 'Volver al inicio de sesión',
    },
  },
  screens: {
    cabinManagement: 'Gestión de camarotes',
    adminManagement: 'Gestión de administradores',
    pinManagement: 'Gestión de PIN',
    cabinCdrs: 'CDR de camarotes',
    adminCdrs: 'CDR de administradores',
    pinCdrs: 'CDR de PIN',
    callingRates: 'Tarifas de llamadas',
    reportSchedule: 'Informes programados',
    registrations: 'Registros',
    extensions: 'Extensiones',
    ringGroups: 'Grupos de timbrado',
    appAccess: 'Acceso a la app',
    gatewayReport: 'Informe de gateways',
    gateway: 'Gateway {{gateway}}',
    featureCodes: 'Códigos de función',
    users: 'Usuarios',
    userDetails: 'Detalles del usuario',
    directory: 'Directorio',
    vvn: 'Números de voz virtuales',
    links: 'Enlaces',
    openingDocs: 'Abriendo la documentación de la API…',
  },
  upgrade: {
    title: 'Módulo no activado',
    omnichannel: 'Contacte con su administrador para añadir el módulo Omnichannel Marketing Outreach.',
    callingcards:
      'Contacte con su administrador para añadir el módulo de tarificación de llamadas (marcación con PIN).',
    pbx: 'Contacte con su administrador para añadir el módulo PBX.',
    other: 'Contacte con su administrador para añadir este módulo a su organización.',
  },
  notFound: {
    goBack: 'Volver',
    title: 'Error 404: página no encontrada',
    text: 'El sistema no encuentra la acción solicitada «{{path}}»',
  },
  public: {
    chat: {
      open: 'Chatee con nosotros',
      close: 'Cerrar el chat',
      loading: 'Abriendo el chat…',
      title: '¿Preguntas? Aquí estamos.',
      text: 'Díganos quién es y pregunte lo que quiera: nuestro equipo de soporte responde aquí mismo.',
      name: 'Su nombre',
      email: 'Su correo electrónico',
      question: 'Su pregunta',
      send: 'Enviar pregunta',
      sending: 'Enviando…',
      required: 'Todos los campos son obligatorios.',
      badEmail: 'Introduzca una dirección de correo electrónico válida',
      failed: 'No se ha podido enviar su mensaje. Inténtelo de nuevo en un momento.',
      log: 'Conversación con nuestro equipo de soporte',
      you: 'Usted',
      desk: 'Soporte de Portside',
      waiting:
        '¡Gracias, {{name}}! Nuestro equipo le responderá aquí. Puede cerrar esta ventana: el chat sigue abierto en este navegador.',
      message: 'Su mensaje',
      sendMessage: 'Enviar',
      newChat: 'Iniciar un chat nuevo',
    },
  },
};
