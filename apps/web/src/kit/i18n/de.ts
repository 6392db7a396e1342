/**
 * German, the texts every page may need (the counterpart of en.ts): sign-in, the code screen, the upgrade
 * and not-found pages, the chat-support panel of the signed-out area, screen titles.
 */
import type { en } from './en.ts';
import type { Translated } from './index.ts';

export const de: Translated<typeof en> = {
  brand: {
    name: 'Portside',
    tagline: 'Telefonie und Messaging an Bord für Kreuzfahrtreedereien',
  },
  common: {
    loading: 'Wird geladen…',
    backToDashboard: 'Zurück zum Dashboard',
    dismiss: 'Schließen',
    showPassword: 'Passwort anzeigen',
    retry: 'Erneut versuchen',
    oops: 'Hoppla…',
    success: 'Erfolgreich',
    comingSoon: 'Diese Ansicht kommt mit einer der nächsten Versionen von Portside.',
    loadFailed:
      'Die Daten können gerade nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    chunkFailed:
      'Diese Ansicht konnte nicht geladen werden. Möglicherweise ist die Verbindung abgebrochen; laden Sie die Seite neu.',
    reload: 'Neu laden',
    updateReady: 'Eine neue Version von Portside ist verfügbar.',
    offlineTitle: 'Sie sind offline',
    offlineNotLoaded:
      'Diese Ansicht wurde auf diesem Gerät noch nie geöffnet und braucht einmal eine Verbindung. Bereits geöffnete Ansichten funktionieren auch offline.',
    cancel: 'Abbrechen',
  },
  language: {
    label: 'Sprache',
    current: 'Sprache: {{name}}',
    notSaved:
      'Die Sprache wurde hier geändert, konnte aber nicht für Ihre nächste Anmeldung gespeichert werden. Versuchen Sie es später erneut.',
  },
  auth: {
    title: 'Anmeldung',
    subtitle: 'Bitte melden Sie sich an',
    username: 'Benutzername',
    usernamePlaceholder: 'Benutzername oder Nebenstelle',
    password: 'Passwort',
    passwordPlaceholder: 'Ihr Passwort',
    environment: 'Umgebung',
    environmentPlaceholder: 'Schiff auswählen',
    environmentsUnavailable:
      'Die Liste der Umgebungen kann nicht geladen werden. Prüfen Sie die Verbindung und laden Sie neu.',
    loginUsing: 'Anmelden mit {{type}}',
    chooseLoginType: 'Anmeldeart wählen',
    types: { password: 'Passwort', pin: 'PIN' },
    pinHint: 'Ein 6-stelliger Code wird an die für diese Nebenstelle hinterlegte E-Mail-Adresse gesendet.',
    errors: {
      allFieldsRequired: 'Bitte alle Felder ausfüllen.',
      passwordFailed: 'Die Anfrage konnte nicht verarbeitet werden.',
      pinNotAllowed:
        'Die Anmeldung per PIN ist für diese Nebenstelle nicht erlaubt. Bitte melden Sie sich mit Passwort an.',
      pinUnknownExtension: 'Nebenstelle nicht gefunden.',
      pinOther: 'Die Anfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es später erneut.',
      wrongCode: 'Ungültiger Code. Bitte versuchen Sie es erneut.',
      extensionFetch: 'Die Anfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.',
      resendFailed: 'Es konnte kein Code angefordert werden. Bitte versuchen Sie es später erneut.',
      noPendingLogin: 'Die Anmeldung für diese Nebenstelle ist abgelaufen. Bitte beginnen Sie von vorn.',
    },
    code: {
      title: 'Code eingeben',
      text: 'Bitte geben Sie den Code aus der E-Mail ein',
      forExtension: 'Nebenstelle {{extension}}',
      notReceived: 'Keinen Code erhalten?',
      resend: 'Code erneut senden',
      resent: 'Ein neuer Code wurde angefordert. Bitte prüfen Sie Ihre E-Mails.',
      validate: 'Code bestätigen',
      cells: 'Ziffer des Codes',
      backToLogin: 'Zurück zur Anmeldung',
    },
  },
  screens: {
    cabinManagement: 'Kabinenverwaltung',
    adminManagement: 'Admin-Verwaltung',
    pinManagement: 'PIN-Verwaltung',
    cabinCdrs: 'Kabinen-CDRs',
    adminCdrs: 'Admin-CDRs',
    pinCdrs: 'PIN-CDRs',
    callingRates: 'Gesprächstarife',
    reportSchedule: 'Berichtsplan',
    registrations: 'Registrierungen',
    extensions: 'Nebenstellen',
    ringGroups: 'Rufgruppen',
    appAccess: 'App-Zugang',
    gatewayReport: 'Gateway-Bericht',
    gateway: 'Gateway {{gateway}}',
    featureCodes: 'Funktionscodes',
    users: 'Benutzer',
    userDetails: 'Benutzerdetails',
    directory: 'Verzeichnis',
    vvn: 'Virtuelle Rufnummern',
    links: 'Links',
    openingDocs: 'API-Dokumentation wird geöffnet…',
  },
  upgrade: {
    title: 'Modul nicht aktiviert',
    omnichannel:
      'Bitte wenden Sie sich an Ihren Administrator, um das Modul Omnichannel Marketing Outreach hinzuzufügen.',
    callingcards:
      'Bitte wenden Sie sich an Ihren Administrator, um das Modul Call Accounting (PIN-Wahl) hinzuzufügen.',
    pbx: 'Bitte wenden Sie sich an Ihren Administrator, um das Modul PBX hinzuzufügen.',
    other:
      'Bitte wenden Sie sich an Ihren Administrator, um dieses Modul für Ihre Organisation hinzuzufügen.',
  },
  notFound: {
    goBack: 'Zurück',
    title: 'Fehler 404: Seite nicht gefunden',
    text: 'Die angeforderte Aktion „{{path}}“ wurde nicht gefunden',
  },
  public: {
    chat: {
      open: 'Mit uns chatten',
      close: 'Chat schließen',
      loading: 'Chat wird geöffnet…',
      title: 'Fragen? Wir sind für Sie da.',
      text: 'Sagen Sie uns, wer Sie sind, und fragen Sie los: Unser Support antwortet direkt hier.',
      name: 'Ihr Name',
      email: 'Ihre E-Mail-Adresse',
      question: 'Ihre Frage',
      send: 'Frage senden',
      sending: 'Wird gesendet…',
      required: 'Bitte alle Felder ausfüllen.',
      badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      failed: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
      log: 'Unterhaltung mit unserem Support',
      you: 'Sie',
      desk: 'Portside-Support',
      waiting:
        'Danke, {{name}}! Unser Team antwortet hier. Sie können dieses Fenster schließen: Der Chat bleibt in diesem Browser geöffnet.',
      message: 'Ihre Nachricht',
      sendMessage: 'Senden',
      newChat: 'Neuen Chat beginnen',
    },
  },
};
