/**
 * Spanish texts of the self-service home of an extension session (/self): the part en-self.ts is in
 * English, with the same keys and order. Registered by the self area's chunk, like the English part.
 */
import type { enSelf } from './en-self.ts';
import type { Translated } from './index.ts';

export const esSelf: Translated<typeof enSelf> = {
  self: {
    title: 'Mi extensión',
    extension: 'Extensión {{extension}}',
    environment: '{{name}} ({{code}})',
    logout: 'Cerrar sesión',
    logoutFailed: 'No se puede cerrar la sesión. Compruebe la conexión e inténtelo de nuevo.',
    profile: {
      title: 'Nombre de llamante y desvíos de llamadas',
      callerName: 'Nombre de llamante',
      edit: 'Editar',
      editTitle: 'Editar el nombre de llamante y los desvíos de llamadas',
      save: 'Guardar',
      saved: 'Su nombre de llamante y sus desvíos de llamadas se han guardado.',
      failed: 'No se puede guardar. Inténtelo de nuevo.',
      off: 'Desactivado',
      to: 'A {{destination}}',
      destination: 'Desviar a',
      destinationHint: 'Una extensión o un número de teléfono',
      forwards: {
        forward_all: 'Todas las llamadas',
        forward_busy: 'Si está ocupado',
        forward_no_answer: 'Si no contesta',
        forward_user_not_registered: 'Si el teléfono no está conectado',
      },
      errors: {
        name: 'Introduzca un nombre de llamante.',
        destination: 'Introduzca un número de dígitos (puede empezar por +).',
        destinationRequired: 'Introduzca el número al que desviar.',
        own: 'Desvíe a un número distinto del suyo.',
      },
    },
    voicemail: {
      title: 'Buzón de voz',
      none: 'Su extensión no tiene buzón de voz.',
      mailbox: 'Buzón {{id}}',
      disabled: 'Desactivado',
      newMessages: 'Mensajes nuevos: {{count}}',
      messages: 'Mensajes de voz',
      empty: 'No hay mensajes.',
      seconds: '{{seconds}} s',
      unknownCaller: 'Llamante desconocido',
      loadMore: 'Cargar más',
      delete: 'Eliminar',
      deleteLabel: 'Eliminar el mensaje de {{caller}}',
      deleteTitle: 'Eliminar mensaje',
      deleteConfirm: '¿Eliminar este mensaje? No se puede deshacer.',
      deleted: 'El mensaje se ha eliminado.',
      deleteFailed: 'No se puede eliminar el mensaje. Inténtelo de nuevo.',
      changePin: 'Cambiar PIN',
      pinTitle: 'Cambiar el PIN del buzón de voz',
      pin: 'PIN nuevo',
      pinHint:
        'De 4 a 16 dígitos: ni el número de su buzón, ni un mismo dígito repetido, ni una serie como 1234',
      pinErrors: {
        format: 'El PIN debe tener de 4 a 16 dígitos.',
        repeated: 'El PIN no puede ser un mismo dígito repetido, como 1111.',
        sequence: 'El PIN no puede ser una serie de dígitos, como 1234 o 4321.',
        mailbox: 'El PIN no puede ser el número de su buzón.',
      },
      pinSaved: 'Se ha cambiado el PIN de su buzón de voz.',
      pinFailed: 'No se puede cambiar el PIN. Inténtelo de nuevo.',
    },
    callingcard: {
      title: 'Tarjeta de llamadas',
      balance: 'Saldo',
      initialBalance: 'Saldo inicial',
      status: 'Estado',
      active: 'Activa',
      inactive: 'Inactiva',
      expires: 'Caducidad',
      noExpiry: 'Sin caducidad',
      recentCalls: 'Llamadas recientes',
      noCalls: 'No hay llamadas en este período de facturación.',
      duration: '{{minutes}} min',
      inProgress: 'En curso',
      notAnswered: 'Sin respuesta',
    },
    messaging: {
      title: 'Mensajería',
      comingSoon:
        'Su cuenta de mensajería llegará con la bandeja de entrada. Hasta entonces no hay nada que mostrar aquí.',
    },
  },
};
