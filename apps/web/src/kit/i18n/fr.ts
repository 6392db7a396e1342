/**
 * French, the texts every page may need (the part en.ts is in English): sign-in, the code screen, the
 * upgrade and not-found pages, the chat-support panel of the signed-out area, screen titles. Same keys and
 * order as en.ts; the console's, the public site's and the self-service home's French texts are in
 * fr-console.ts, fr-public.ts and fr-self.ts.
 */
import type { en } from './en.ts';
import type { Translated } from './index.ts';

export const fr: Translated<typeof en> = {
  brand: {
    name: 'Portside',
    tagline: 'Téléphonie et messagerie à bord pour les compagnies de croisière',
  },
  common: {
    loading: 'Chargement…',
    backToDashboard: 'Retour au tableau de bord',
    dismiss: 'Fermer',
    showPassword: 'Afficher le mot de passe',
    retry: 'Réessayer',
    oops: 'Oups…',
    success: 'Opération réussie',
    comingSoon: 'Cet écran arrive dans une prochaine version de Portside.',
    loadFailed: 'Impossible de charger ces données pour le moment. Vérifiez la connexion et réessayez.',
    chunkFailed:
      'Impossible de charger cet écran. La connexion a peut-être été coupée : rechargez la page pour réessayer.',
    reload: 'Recharger',
    updateReady: 'Une nouvelle version de Portside est disponible.',
    offlineTitle: 'Vous êtes hors ligne',
    offlineNotLoaded:
      'Cet écran n’a encore jamais été ouvert sur cet appareil : il lui faut une connexion la première fois. Les écrans déjà ouverts fonctionnent hors ligne.',
    cancel: 'Annuler',
  },
  language: {
    label: 'Langue',
    current: 'Langue : {{name}}',
    notSaved:
      'La langue a changé ici, mais n’a pas pu être enregistrée pour votre prochaine connexion. Réessayez plus tard.',
  },
  auth: {
    title: 'Connexion',
    subtitle: 'Connectez-vous pour continuer',
    username: 'Nom d’utilisateur',
    usernamePlaceholder: 'Nom d’utilisateur ou poste',
    password: 'Mot de passe',
    passwordPlaceholder: 'Votre mot de passe',
    environment: 'Environnement',
    environmentPlaceholder: 'Choisissez votre navire',
    environmentsUnavailable:
      'Impossible de charger la liste des environnements. Vérifiez la connexion et rechargez la page.',
    loginUsing: 'Connexion ({{type}})',
    chooseLoginType: 'Choisissez le mode de connexion',
    types: { password: 'Mot de passe', pin: 'Code PIN' },
    pinHint: 'Un code à 6 chiffres sera envoyé à l’adresse e-mail enregistrée pour ce poste.',
    errors: {
      allFieldsRequired: 'Tous les champs sont obligatoires.',
      passwordFailed: 'Impossible de traiter la demande.',
      pinNotAllowed:
        'La connexion par code PIN n’est pas autorisée pour ce poste. Utilisez plutôt le mot de passe.',
      pinUnknownExtension: 'Poste introuvable.',
      pinOther: 'Impossible de traiter la demande. Réessayez plus tard.',
      wrongCode: 'Code incorrect. Réessayez.',
      extensionFetch: 'Impossible de traiter la demande. Réessayez.',
      resendFailed: 'Impossible d’obtenir un code. Réessayez plus tard.',
      noPendingLogin: 'La connexion de ce poste a expiré. Recommencez.',
    },
    code: {
      title: 'Saisissez votre code',
      text: 'Saisissez le code reçu par e-mail',
      forExtension: 'Poste {{extension}}',
      notReceived: 'Vous n’avez pas reçu le code ?',
      resend: 'Renvoyer le code',
      resent: 'Un nouveau code a été demandé. Consultez vos e-mails.',
      validate: 'Valider le code',
      cells: 'Chiffre du code',
      backToLogin: 'Retour à la connexion',
    },
  },
  screens: {
    cabinManagement: 'Gestion des cabines',
    adminManagement: 'Gestion des admins',
    pinManagement: 'Gestion des codes PIN',
    cabinCdrs: 'CDR des cabines',
    adminCdrs: 'CDR des admins',
    pinCdrs: 'CDR des codes PIN',
    callingRates: 'Tarifs d’appel',
    reportSchedule: 'Rapports planifiés',
    registrations: 'Enregistrements',
    extensions: 'Postes',
    ringGroups: 'Groupes d’appel',
    appAccess: 'Accès à l’app',
    gatewayReport: 'Rapport des passerelles',
    gateway: 'Passerelle {{gateway}}',
    featureCodes: 'Codes de service',
    users: 'Utilisateurs',
    userDetails: 'Détails de l’utilisateur',
    directory: 'Annuaire',
    vvn: 'Numéros vocaux virtuels',
    links: 'Liens',
    openingDocs: 'Ouverture de la documentation de l’API…',
  },
  upgrade: {
    title: 'Module non activé',
    omnichannel: 'Contactez votre administrateur pour ajouter le module Omnichannel Marketing Outreach.',
    callingcards:
      'Contactez votre administrateur pour ajouter le module Taxation des appels (numérotation par code PIN).',
    pbx: 'Contactez votre administrateur pour ajouter le module PBX.',
    other: 'Contactez votre administrateur pour ajouter ce module à votre organisation.',
  },
  notFound: {
    goBack: 'Retour',
    title: 'Erreur 404 : page introuvable',
    text: 'Le système ne trouve pas l’action demandée « {{path}} »',
  },
  public: {
    chat: {
      open: 'Discuter avec nous',
      close: 'Fermer la discussion',
      loading: 'Ouverture de la discussion…',
      title: 'Des questions ? Nous sommes là.',
      text: 'Présentez-vous et posez vos questions : notre équipe d’assistance vous répond ici même.',
      name: 'Votre nom',
      email: 'Votre e-mail',
      question: 'Votre question',
      send: 'Envoyer la question',
      sending: 'Envoi…',
      required: 'Tous les champs sont obligatoires.',
      badEmail: 'Saisissez une adresse e-mail valide',
      failed: 'Votre message n’a pas pu être envoyé. Réessayez dans un instant.',
      log: 'Conversation avec notre équipe d’assistance',
      you: 'Vous',
      desk: 'Assistance Portside',
      waiting:
        'Merci, {{name}} ! Notre équipe vous répondra ici. Vous pouvez fermer cette fenêtre : la discussion reste ouverte dans ce navigateur.',
      message: 'Votre message',
      sendMessage: 'Envoyer',
      newChat: 'Nouvelle discussion',
    },
  },
};
