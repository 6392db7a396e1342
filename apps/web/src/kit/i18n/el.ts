/**
 * Greek, the texts every page may need (the counterpart of en.ts): sign-in, the code screen, the upgrade
 * and not-found pages, the chat-support panel of the signed-out area, screen titles.
 */
import type { en } from './en.ts';
import type { Translated } from './index.ts';

export const el: Translated<typeof en> = {
  brand: {
    name: 'Portside',
    tagline: 'Κλήσεις και μηνύματα εν πλω για κρουαζιερόπλοια',
  },
  common: {
    loading: 'Φόρτωση…',
    backToDashboard: 'Πίσω στον πίνακα ελέγχου',
    dismiss: 'Κλείσιμο',
    showPassword: 'Εμφάνιση κωδικού',
    retry: 'Δοκιμάστε ξανά',
    oops: 'Ωχ…',
    success: 'Επιτυχία',
    comingSoon: 'Αυτή η οθόνη έρχεται σε μια από τις επόμενες εκδόσεις του Portside.',
    loadFailed:
      'Δεν είναι δυνατή η φόρτωση των δεδομένων αυτή τη στιγμή. Ελέγξτε τη σύνδεση και δοκιμάστε ξανά.',
    chunkFailed:
      'Δεν ήταν δυνατή η φόρτωση αυτής της οθόνης. Ίσως διακόπηκε η σύνδεση· φορτώστε ξανά τη σελίδα.',
    reload: 'Επαναφόρτωση',
    updateReady: 'Υπάρχει νέα έκδοση του Portside.',
    offlineTitle: 'Είστε εκτός σύνδεσης',
    offlineNotLoaded:
      'Αυτή η οθόνη δεν έχει ανοιχτεί ακόμη σε αυτή τη συσκευή, οπότε χρειάζεται σύνδεση μία φορά. Όσες οθόνες έχετε ήδη ανοίξει λειτουργούν και χωρίς σύνδεση.',
    cancel: 'Ακύρωση',
  },
  language: {
    label: 'Γλώσσα',
    current: 'Γλώσσα: {{name}}',
    notSaved:
      'Η γλώσσα άλλαξε εδώ, αλλά δεν αποθηκεύτηκε για την επόμενη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.',
  },
  auth: {
    title: 'Σύνδεση',
    subtitle: 'Συνδεθείτε για να συνεχίσετε',
    username: 'Όνομα χρήστη',
    usernamePlaceholder: 'Όνομα χρήστη ή εσωτερικό',
    password: 'Κωδικός πρόσβασης',
    passwordPlaceholder: 'Ο κωδικός σας',
    environment: 'Περιβάλλον',
    environmentPlaceholder: 'Επιλέξτε πλοίο',
    environmentsUnavailable:
      'Δεν είναι δυνατή η φόρτωση της λίστας περιβαλλόντων. Ελέγξτε τη σύνδεση και φορτώστε ξανά.',
    loginUsing: 'Σύνδεση με {{type}}',
    chooseLoginType: 'Επιλέξτε τρόπο σύνδεσης',
    types: { password: 'κωδικό', pin: 'PIN' },
    pinHint: 'Θα σταλεί 6ψήφιος κωδικός στη διεύθυνση e-mail που έχει δηλωθεί για αυτό το εσωτερικό.',
    errors: {
      allFieldsRequired: 'Όλα τα πεδία είναι υποχρεωτικά.',
      passwordFailed: 'Δεν ήταν δυνατή η επεξεργασία του αιτήματος.',
      pinNotAllowed:
        'Η σύνδεση με PIN δεν επιτρέπεται για αυτό το εσωτερικό. Συνδεθείτε με κωδικό πρόσβασης.',
      pinUnknownExtension: 'Το εσωτερικό δεν βρέθηκε.',
      pinOther: 'Δεν ήταν δυνατή η επεξεργασία του αιτήματος. Δοκιμάστε ξανά αργότερα.',
      wrongCode: 'Μη έγκυρος κωδικός. Δοκιμάστε ξανά.',
      extensionFetch: 'Δεν ήταν δυνατή η επεξεργασία του αιτήματος. Δοκιμάστε ξανά.',
      resendFailed: 'Δεν ήταν δυνατή η αποστολή νέου κωδικού. Δοκιμάστε ξανά αργότερα.',
      noPendingLogin: 'Η σύνδεση για αυτό το εσωτερικό έληξε. Ξεκινήστε από την αρχή.',
    },
    code: {
      title: 'Εισαγάγετε τον κωδικό',
      text: 'Εισαγάγετε τον κωδικό που λάβατε με e-mail',
      forExtension: 'Εσωτερικό {{extension}}',
      notReceived: 'Δεν λάβατε τον κωδικό;',
      resend: 'Νέα αποστολή',
      resent: 'Ζητήθηκε νέος κωδικός. Ελέγξτε το e-mail σας.',
      validate: 'Επιβεβαίωση',
      cells: 'Ψηφίο κωδικού',
      backToLogin: 'Πίσω στη σύνδεση',
    },
  },
  screens: {
    cabinManagement: 'Διαχείριση καμπινών',
    adminManagement: 'PIN διαχειριστών',
    pinManagement: 'Διαχείριση PIN',
    cabinCdrs: 'CDR καμπινών',
    adminCdrs: 'CDR διαχειριστών',
    pinCdrs: 'CDR PIN',
    callingRates: 'Χρεώσεις κλήσεων',
    reportSchedule: 'Πρόγραμμα αναφορών',
    registrations: 'Εγγραφές',
    extensions: 'Εσωτερικά',
    ringGroups: 'Ομάδες κλήσης',
    appAccess: 'Πρόσβαση εφαρμογής',
    gatewayReport: 'Αναφορά πυλών',
    gateway: 'Πύλη {{gateway}}',
    featureCodes: 'Κωδικοί λειτουργιών',
    users: 'Χρήστες',
    userDetails: 'Στοιχεία χρήστη',
    directory: 'Κατάλογος',
    vvn: 'Εικονικοί αριθμοί',
    links: 'Σύνδεσμοι',
    openingDocs: 'Άνοιγμα της τεκμηρίωσης API…',
  },
  upgrade: {
    title: 'Η λειτουργική μονάδα δεν είναι ενεργή',
    omnichannel:
      'Επικοινωνήστε με τον διαχειριστή σας για να προστεθεί η μονάδα Omnichannel Marketing Outreach.',
    callingcards:
      'Επικοινωνήστε με τον διαχειριστή σας για να προστεθεί η μονάδα Call Accounting (κλήσεις με PIN).',
    pbx: 'Επικοινωνήστε με τον διαχειριστή σας για να προστεθεί η μονάδα PBX.',
    other: 'Επικοινωνήστε με τον διαχειριστή σας για να προστεθεί αυτή η μονάδα στον οργανισμό σας.',
  },
  notFound: {
    goBack: 'Πίσω',
    title: 'Σφάλμα 404: Η σελίδα δεν βρέθηκε',
    text: 'Η ενέργεια «{{path}}» που ζητήσατε δεν βρέθηκε',
  },
  public: {
    chat: {
      open: 'Συνομιλήστε μαζί μας',
      close: 'Κλείσιμο συνομιλίας',
      loading: 'Άνοιγμα συνομιλίας…',
      title: 'Απορίες; Είμαστε εδώ.',
      text: 'Πείτε μας ποιοι είστε και ρωτήστε ό,τι θέλετε: η ομάδα υποστήριξης απαντά εδώ.',
      name: 'Το όνομά σας',
      email: 'Το e-mail σας',
      question: 'Η ερώτησή σας',
      send: 'Αποστολή ερώτησης',
      sending: 'Αποστολή…',
      required: 'Όλα τα πεδία είναι υποχρεωτικά.',
      badEmail: 'Εισαγάγετε μια έγκυρη διεύθυνση e-mail',
      failed: 'Δεν ήταν δυνατή η αποστολή του μηνύματός σας. Δοκιμάστε ξανά σε λίγο.',
      log: 'Συνομιλία με την ομάδα υποστήριξης',
      you: 'Εσείς',
      desk: 'Υποστήριξη Portside',
      waiting:
        'Ευχαριστούμε, {{name}}! Η ομάδα μας θα απαντήσει εδώ. Μπορείτε να κλείσετε αυτό το παράθυρο: η συνομιλία μένει ανοιχτή σε αυτόν τον browser.',
      message: 'Το μήνυμά σας',
      sendMessage: 'Αποστολή',
      newChat: 'Νέα συνομιλία',
    },
  },
};
