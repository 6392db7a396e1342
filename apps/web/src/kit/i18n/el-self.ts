/**
 * Greek texts of the self-service home of an extension session (/self), the counterpart of en-self.ts.
 */
import type { enSelf } from './en-self.ts';
import type { Translated } from './index.ts';

export const elSelf: Translated<typeof enSelf> = {
  self: {
    title: 'Το εσωτερικό μου',
    extension: 'Εσωτερικό {{extension}}',
    environment: '{{name}} ({{code}})',
    logout: 'Αποσύνδεση',
    logoutFailed: 'Δεν ήταν δυνατή η αποσύνδεση. Ελέγξτε τη σύνδεση και δοκιμάστε ξανά.',
    profile: {
      title: 'Όνομα καλούντος και προωθήσεις',
      callerName: 'Όνομα καλούντος',
      edit: 'Επεξεργασία',
      editTitle: 'Όνομα καλούντος και προωθήσεις κλήσεων',
      save: 'Αποθήκευση',
      saved: 'Το όνομα καλούντος και οι προωθήσεις σας αποθηκεύτηκαν.',
      failed: 'Δεν ήταν δυνατή η αποθήκευση. Δοκιμάστε ξανά.',
      off: 'Ανενεργή',
      to: 'Προς {{destination}}',
      destination: 'Προώθηση προς',
      destinationHint: 'Ένα εσωτερικό ή ένας αριθμός τηλεφώνου',
      forwards: {
        forward_all: 'Όλες οι κλήσεις',
        forward_busy: 'Όταν είναι κατειλημμένο',
        forward_no_answer: 'Όταν δεν απαντά',
        forward_user_not_registered: 'Όταν το τηλέφωνο δεν είναι συνδεδεμένο',
      },
      errors: {
        name: 'Εισαγάγετε όνομα καλούντος.',
        destination: 'Εισαγάγετε αριθμό μόνο με ψηφία (μπορεί να προηγείται +).',
        destinationRequired: 'Εισαγάγετε τον αριθμό προώθησης.',
        own: 'Προωθήστε σε αριθμό διαφορετικό από τον δικό σας.',
      },
    },
    voicemail: {
      title: 'Τηλεφωνητής',
      none: 'Το εσωτερικό σας δεν έχει θυρίδα τηλεφωνητή.',
      mailbox: 'Θυρίδα {{id}}',
      disabled: 'Ανενεργή',
      newMessages: 'Νέα μηνύματα: {{count}}',
      messages: 'Μηνύματα τηλεφωνητή',
      empty: 'Δεν υπάρχουν μηνύματα.',
      seconds: '{{seconds}} δλ',
      unknownCaller: 'Άγνωστος καλών',
      loadMore: 'Περισσότερα',
      delete: 'Διαγραφή',
      deleteLabel: 'Διαγραφή του μηνύματος από {{caller}}',
      deleteTitle: 'Διαγραφή μηνύματος',
      deleteConfirm: 'Να διαγραφεί αυτό το μήνυμα; Η ενέργεια δεν αναιρείται.',
      deleted: 'Το μήνυμα διαγράφηκε.',
      deleteFailed: 'Δεν ήταν δυνατή η διαγραφή του μηνύματος. Δοκιμάστε ξανά.',
      changePin: 'Αλλαγή PIN',
      pinTitle: 'Αλλαγή PIN τηλεφωνητή',
      pin: 'Νέο PIN',
      pinHint:
        '4 έως 16 ψηφία: όχι ο αριθμός της θυρίδας, όχι ένα ψηφίο επαναλαμβανόμενο, όχι σειρά όπως 1234',
      pinErrors: {
        format: 'Το PIN πρέπει να έχει 4 έως 16 ψηφία.',
        repeated: 'Το PIN δεν πρέπει να είναι ένα ψηφίο επαναλαμβανόμενο, π.χ. 1111.',
        sequence: 'Το PIN δεν πρέπει να είναι σειρά ψηφίων, π.χ. 1234 ή 4321.',
        mailbox: 'Το PIN δεν πρέπει να είναι ο αριθμός της θυρίδας σας.',
      },
      pinSaved: 'Το PIN του τηλεφωνητή σας άλλαξε.',
      pinFailed: 'Δεν ήταν δυνατή η αλλαγή του PIN. Δοκιμάστε ξανά.',
    },
    callingcard: {
      title: 'Τηλεκάρτα',
      balance: 'Υπόλοιπο',
      initialBalance: 'Αρχικό υπόλοιπο',
      status: 'Κατάσταση',
      active: 'Ενεργή',
      inactive: 'Ανενεργή',
      expires: 'Λήξη',
      noExpiry: 'Χωρίς λήξη',
      recentCalls: 'Πρόσφατες κλήσεις',
      noCalls: 'Καμία κλήση σε αυτή την περίοδο χρέωσης.',
      duration: '{{minutes}} λεπ.',
      inProgress: 'Σε εξέλιξη',
      notAnswered: 'Αναπάντητη',
    },
    messaging: {
      title: 'Μηνύματα',
      comingSoon:
        'Ο λογαριασμός μηνυμάτων σας έρχεται μαζί με τα εισερχόμενα. Μέχρι τότε δεν υπάρχει τίποτα εδώ.',
    },
  },
};
