/**
 * French texts of the self-service home of an extension session (/self): the part en-self.ts is in
 * English, with the same keys and order. Registered by the self area's chunk, like the English part.
 */
import type { enSelf } from './en-self.ts';
import type { Translated } from './index.ts';

export const frSelf: Translated<typeof enSelf> = {
  self: {
    title: 'Mon poste',
    extension: 'Poste {{extension}}',
    environment: '{{name}} ({{code}})',
    logout: 'Déconnexion',
    logoutFailed: 'Impossible de vous déconnecter. Vérifiez la connexion et réessayez.',
    profile: {
      title: 'Nom de l’appelant et renvois d’appel',
      callerName: 'Nom de l’appelant',
      edit: 'Modifier',
      editTitle: 'Modifier le nom de l’appelant et les renvois d’appel',
      save: 'Enregistrer',
      saved: 'Votre nom d’appelant et vos renvois d’appel sont enregistrés.',
      failed: 'Impossible d’enregistrer. Réessayez.',
      off: 'Désactivé',
      to: 'Vers {{destination}}',
      destination: 'Renvoyer vers',
      destinationHint: 'Un poste ou un numéro de téléphone',
      forwards: {
        forward_all: 'Tous les appels',
        forward_busy: 'Si occupé',
        forward_no_answer: 'Si pas de réponse',
        forward_user_not_registered: 'Si le téléphone n’est pas connecté',
      },
      errors: {
        name: 'Saisissez un nom d’appelant.',
        destination: 'Saisissez un numéro composé de chiffres (il peut commencer par +).',
        destinationRequired: 'Saisissez le numéro vers lequel renvoyer.',
        own: 'Renvoyez vers un autre numéro que le vôtre.',
      },
    },
    voicemail: {
      title: 'Messagerie vocale',
      none: 'Votre poste n’a pas de boîte vocale.',
      mailbox: 'Boîte vocale {{id}}',
      disabled: 'Désactivée',
      newMessages: 'Nouveaux messages : {{count}}',
      messages: 'Messages vocaux',
      empty: 'Aucun message.',
      seconds: '{{seconds}} s',
      unknownCaller: 'Appelant inconnu',
      loadMore: 'Afficher plus',
      delete: 'Supprimer',
      deleteLabel: 'Supprimer le message de {{caller}}',
      deleteTitle: 'Supprimer le message',
      deleteConfirm: 'Supprimer ce message ? Cette action est irréversible.',
      deleted: 'Le message est supprimé.',
      deleteFailed: 'Impossible de supprimer le message. Réessayez.',
      changePin: 'Changer le code PIN',
      pinTitle: 'Changer le code PIN de la messagerie vocale',
      pin: 'Nouveau code PIN',
      pinHint:
        'De 4 à 16 chiffres : pas le numéro de votre boîte vocale, pas un même chiffre répété, pas une suite comme 1234',
      pinErrors: {
        format: 'Le code PIN doit comporter de 4 à 16 chiffres.',
        repeated: 'Le code PIN ne doit pas être un même chiffre répété, comme 1111.',
        sequence: 'Le code PIN ne doit pas être une suite de chiffres, comme 1234 ou 4321.',
        mailbox: 'Le code PIN ne doit pas être le numéro de votre boîte vocale.',
      },
      pinSaved: 'Le code PIN de votre messagerie vocale est modifié.',
      pinFailed: 'Impossible de changer le code PIN. Réessayez.',
    },
    callingcard: {
      title: 'Carte d’appel',
      balance: 'Solde',
      initialBalance: 'Solde initial',
      status: 'État',
      active: 'Active',
      inactive: 'Inactive',
      expires: 'Expiration',
      noExpiry: 'Pas d’expiration',
      recentCalls: 'Appels récents',
      noCalls: 'Aucun appel sur cette période de facturation.',
      duration: '{{minutes}} min',
      inProgress: 'En cours',
      notAnswered: 'Sans réponse',
    },
    messaging: {
      title: 'Messagerie',
      comingSoon:
        'Votre compte de messagerie arrive avec la boîte de réception. D’ici là, il n’y a rien à afficher ici.',
    },
  },
};
