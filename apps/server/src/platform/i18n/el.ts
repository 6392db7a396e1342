/** The API's sentences in Greek (sentences.ts); role names as the console's el-console.ts has them. */
import type { SentenceCatalogue } from './sentences.ts';

export const el: SentenceCatalogue = {
  'Not signed in.': 'Δεν έχετε συνδεθεί.',
  'Invalid username or password.': 'Λάθος όνομα χρήστη ή κωδικός πρόσβασης.',
  'This account is disabled. Please contact your administrator.':
    'Ο λογαριασμός είναι απενεργοποιημένος. Επικοινωνήστε με τον διαχειριστή σας.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Πάρα πολλές προσπάθειες. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.',
  'Too many failed sign-ins from this browser. {wait}.':
    'Πάρα πολλές αποτυχημένες συνδέσεις από αυτό το πρόγραμμα περιήγησης. {wait}.',
  'Too many failed sign-ins from your network address. {wait}.':
    'Πάρα πολλές αποτυχημένες συνδέσεις από τη διεύθυνση δικτύου σας. {wait}.',
  'Too many failed sign-ins to this account from browsers it has not signed in from. {wait}, or sign in from a browser you have used before.':
    'Πάρα πολλές αποτυχημένες συνδέσεις σε αυτόν τον λογαριασμό από προγράμματα περιήγησης που δεν έχουν συνδεθεί ποτέ σε αυτόν. {wait} ή συνδεθείτε από ένα πρόγραμμα περιήγησης που έχετε ήδη χρησιμοποιήσει.',
  'Too many codes were requested for this extension. {wait}.':
    'Ζητήθηκαν πάρα πολλοί κωδικοί για αυτό το εσωτερικό. {wait}.',
  'Too many codes were requested from your network address. {wait}.':
    'Ζητήθηκαν πάρα πολλοί κωδικοί από τη διεύθυνση δικτύου σας. {wait}.',
  'Too many codes were tried from your network address. {wait}.':
    'Δοκιμάστηκαν πάρα πολλοί κωδικοί από τη διεύθυνση δικτύου σας. {wait}.',
  'Please try again in 1 minute': 'Δοκιμάστε ξανά σε 1 λεπτό',
  'Please try again in {n} minutes': 'Δοκιμάστε ξανά σε {n} λεπτά',
  'Login using Pin is not allowed for this extension. Please use password instead':
    'Η σύνδεση με PIN δεν επιτρέπεται για αυτό το εσωτερικό. Συνδεθείτε με κωδικό πρόσβασης',
  'Unable to find extension.': 'Το εσωτερικό δεν βρέθηκε.',
  'Invalid code, Please try again.': 'Λάθος κωδικός. Δοκιμάστε ξανά.',
  'The code has expired. Please request a new one.': 'Ο κωδικός έληξε. Ζητήστε νέο κωδικό.',
  'This code was entered wrongly too many times. Please request a new code.':
    'Ο κωδικός πληκτρολογήθηκε λάθος πάρα πολλές φορές. Ζητήστε νέο κωδικό.',
  'This chat is not known here. Please start a new one.':
    'Αυτή η συνομιλία δεν είναι γνωστή εδώ. Ξεκινήστε μια νέα.',
  "This call needs an API token: send it as 'Authorization: Bearer <token>' or as apiToken. An administrator creates one under API Tokens.":
    "Αυτή η κλήση χρειάζεται διακριτικό API: στείλτε το ως 'Authorization: Bearer <token>' ή ως apiToken. Ένας διαχειριστής το δημιουργεί στα Διακριτικά API.",
  "The Authorization header must be 'Bearer <token>' with an API token.":
    "Η κεφαλίδα Authorization πρέπει να είναι 'Bearer <token>' με ένα διακριτικό API.",
  'This API token is not valid. Check that it was copied whole, or create a new one.':
    'Αυτό το διακριτικό API δεν είναι έγκυρο. Ελέγξτε ότι αντιγράφηκε ολόκληρο ή δημιουργήστε νέο.',
  'This API token has been revoked. Ask an administrator for a new one.':
    'Αυτό το διακριτικό API έχει ανακληθεί. Ζητήστε νέο από έναν διαχειριστή.',
  'This API token acts only on {environment} ({domain}), not on {other}.':
    'Αυτό το διακριτικό API ισχύει μόνο για το {environment} ({domain}), όχι για το {other}.',
  "An active API token named '{name}' already exists in this environment.":
    "Υπάρχει ήδη ενεργό διακριτικό API με το όνομα '{name}' σε αυτό το περιβάλλον.",
  'API token {id} does not exist in domain {domain}.':
    'Το διακριτικό API {id} δεν υπάρχει στον τομέα {domain}.',
  "The API token '{name}' is already revoked.": "Το διακριτικό API '{name}' έχει ήδη ανακληθεί.",
  'The webhook signature or secret token is not valid.':
    'Η υπογραφή του webhook ή το μυστικό διακριτικό δεν είναι έγκυρα.',
  'You are not allowed to do this.': 'Δεν έχετε δικαίωμα γι’ αυτή την ενέργεια.',
  'An extension sign-in can only use its own self-service pages.':
    'Με σύνδεση εσωτερικού είναι διαθέσιμες μόνο οι δικές του σελίδες αυτοεξυπηρέτησης.',
  'This route declares no permission, so nobody may use it.':
    'Αυτή η διαδρομή δεν δηλώνει δικαίωμα, οπότε κανείς δεν μπορεί να τη χρησιμοποιήσει.',
  'Your role ({role}) may not {action}.': 'Ο ρόλος σας ({role}) δεν σας επιτρέπει να {action}.',
  'You do not have access to environment {code}.': 'Δεν έχετε πρόσβαση στο περιβάλλον {code}.',
  'You do not have access to domain {domain}.': 'Δεν έχετε πρόσβαση στον τομέα {domain}.',
  'Unknown domain {domain}.': 'Άγνωστος τομέας {domain}.',
  'Unknown environment.': 'Άγνωστο περιβάλλον.',
  'The {module} module is not enabled for your organisation.':
    'Η ενότητα {module} δεν είναι ενεργή για τον οργανισμό σας.',
  'The {module} module is not available in the {environment} environment.':
    'Η ενότητα {module} δεν είναι διαθέσιμη στο περιβάλλον {environment}.',
  'This deployment is not pinned to an environment.': 'Αυτή η εγκατάσταση δεν είναι δεμένη σε περιβάλλον.',
  'Self-service is for an extension signed in with its code.':
    'Η αυτοεξυπηρέτηση είναι για εσωτερικό που συνδέθηκε με τον κωδικό του.',
  'Not found.': 'Δεν βρέθηκε.',
  'Unable to process request.': 'Δεν ήταν δυνατή η επεξεργασία του αιτήματος.',
  "The system is unable to find the requested action '{path}'.":
    "Το σύστημα δεν βρίσκει την ενέργεια '{path}'.",
  'This server has no pre-rendered pages to list.':
    'Αυτός ο διακομιστής δεν έχει προαποδοσμένες σελίδες για να εμφανίσει.',
  'This file is no longer on the server: a newer version is installed. Reload the page.':
    'Αυτό το αρχείο δεν υπάρχει πια στον διακομιστή: έχει εγκατασταθεί νεότερη έκδοση. Φορτώστε ξανά τη σελίδα.',
  'You may not manage users of domain {domain}.':
    'Δεν μπορείτε να διαχειριστείτε χρήστες του τομέα {domain}.',
  'Your role ({role}) may not manage {user}, whose role ({userRole}) ranks above it.':
    'Ο ρόλος σας ({role}) δεν σας επιτρέπει να διαχειριστείτε τον χρήστη {user}, του οποίου ο ρόλος ({userRole}) είναι ανώτερος.',
  '{user} is granted {codes}, which you are not, so you may not manage them.':
    'Ο χρήστης {user} έχει πρόσβαση σε {codes}, που εσείς δεν έχετε, οπότε δεν μπορείτε να τον διαχειριστείτε.',
  'Your role ({role}) may not give the role {userRole}, which ranks above it.':
    'Ο ρόλος σας ({role}) δεν σας επιτρέπει να δώσετε τον ρόλο {userRole}, που είναι ανώτερος.',
  "Field 'grants' must not name the user's own environment ({code}).":
    "Το πεδίο 'grants' δεν μπορεί να περιέχει το περιβάλλον του ίδιου του χρήστη ({code}).",
  "Field 'grants' names {code}, which is not an environment of {organisation}.":
    "Το πεδίο 'grants' περιέχει το {code}, που δεν είναι περιβάλλον του οργανισμού {organisation}.",
  'You may not grant {environment} ({code}): you are not granted it yourself.':
    'Δεν μπορείτε να δώσετε πρόσβαση στο {environment} ({code}): δεν την έχετε οι ίδιοι.',
  'User {username} already exists in domain {domain}.':
    'Ο χρήστης {username} υπάρχει ήδη στον τομέα {domain}.',
  'User {id} does not exist in domain {domain}.': 'Ο χρήστης {id} δεν υπάρχει στον τομέα {domain}.',
  'You cannot change your own role; another administrator can.':
    'Δεν μπορείτε να αλλάξετε τον δικό σας ρόλο· μπορεί ένας άλλος διαχειριστής.',
  'You cannot disable your own user; another administrator can.':
    'Δεν μπορείτε να απενεργοποιήσετε τον δικό σας χρήστη· μπορεί ένας άλλος διαχειριστής.',
  'You cannot delete your own user; another administrator can.':
    'Δεν μπορείτε να διαγράψετε τον δικό σας χρήστη· μπορεί ένας άλλος διαχειριστής.',
  'The user already has extension {extension}.': 'Ο χρήστης έχει ήδη το εσωτερικό {extension}.',
  'The user does not have extension {extension}.': 'Ο χρήστης δεν έχει το εσωτερικό {extension}.',
  'Extension {extension} already exists in domain {domain}.':
    'Το εσωτερικό {extension} υπάρχει ήδη στον τομέα {domain}.',
  'Extension {extension} does not exist in domain {domain}.':
    'Το εσωτερικό {extension} δεν υπάρχει στον τομέα {domain}.',
  'Extension {extension} does not exist for domain {domain}':
    'Το εσωτερικό {extension} δεν υπάρχει στον τομέα {domain}',
  'Extension {extension} does not exist in {domain}.': 'Το εσωτερικό {extension} δεν υπάρχει στο {domain}.',
  'Extension {extension} no longer exists in {domain}.':
    'Το εσωτερικό {extension} δεν υπάρχει πια στο {domain}.',
  'Extension {extension} has no registration in domain {domain}.':
    'Το εσωτερικό {extension} δεν έχει καταχώριση στον τομέα {domain}.',
  'Extension {extension} has no voicemail box.': 'Το εσωτερικό {extension} δεν έχει θυρίδα τηλεφωνητή.',
  'Extension {extension} already has App Access in domain {domain}.':
    'Το εσωτερικό {extension} έχει ήδη πρόσβαση εφαρμογής στον τομέα {domain}.',
  'App Access entry {id} does not exist.': 'Η καταχώριση πρόσβασης εφαρμογής {id} δεν υπάρχει.',
  "Field 'extension' names domain {domain}, but this App Access entry is for {other}.":
    "Το πεδίο 'extension' αναφέρει τον τομέα {domain}, αλλά αυτή η πρόσβαση εφαρμογής είναι για τον {other}.",
  'No calling card belongs to extension {extension}.':
    'Καμία τηλεκάρτα δεν ανήκει στο εσωτερικό {extension}.',
  'Voicemail message {id} is not in your voicemail box.':
    'Το μήνυμα τηλεφωνητή {id} δεν είναι στη θυρίδα σας.',
  '{number} is already {owner} in {domain}. Choose another number.':
    'Το {number} είναι ήδη σε χρήση στο {domain}: {owner}. Επιλέξτε άλλον αριθμό.',
  'extension {number}': 'εσωτερικό {number}',
  'ring group {number}': 'ομάδα κλήσης {number}',
  'voicemail box {number}': 'θυρίδα τηλεφωνητή {number}',
  'broadcast group {number}': 'ομάδα μαζικής αποστολής {number}',
  'feature code {number}': 'κωδικός λειτουργίας {number}',
  'Destination {number} is {owner}, which a ring group cannot ring: give an extension, a ring group or an external number (+ and digits).':
    'Ο προορισμός {number} είναι {owner}, που μια ομάδα κλήσης δεν μπορεί να καλέσει: δώστε εσωτερικό, ομάδα κλήσης ή εξωτερικό αριθμό (+ και ψηφία).',
  'Destination {number} is not an extension or ring group of {domain}: give one that exists, or an external number (+ and digits).':
    'Ο προορισμός {number} δεν είναι εσωτερικό ή ομάδα κλήσης του {domain}: δώστε ένα που υπάρχει ή εξωτερικό αριθμό (+ και ψηφία).',
  "Field '{field}': {number} is {owner}, which a call cannot be forwarded to: give an extension, a ring group, a voicemail box or an outside number.":
    "Πεδίο '{field}': το {number} είναι {owner}, όπου δεν μπορεί να προωθηθεί κλήση: δώστε εσωτερικό, ομάδα κλήσης, θυρίδα τηλεφωνητή ή εξωτερικό αριθμό.",
  "Field '{field}': there is no voicemail box {number} in {domain}.":
    "Πεδίο '{field}': δεν υπάρχει θυρίδα τηλεφωνητή {number} στο {domain}.",
  "Field '{field}': {number} is not an extension, ring group or voicemail box of {domain}, nor an outside number (+ and digits, or at least 7 digits).":
    "Πεδίο '{field}': το {number} δεν είναι εσωτερικό, ομάδα κλήσης ή θυρίδα τηλεφωνητή του {domain}, ούτε εξωτερικός αριθμός (+ και ψηφία, ή τουλάχιστον 7 ψηφία).",
  'Ring Group {group} would reach itself in a loop: {path}. Choose another destination.':
    'Η ομάδα κλήσης {group} θα έφτανε στον εαυτό της σε βρόχο: {path}. Επιλέξτε άλλον προορισμό.',
  'Ring Group {group} does not exist in domain {domain}.':
    'Η ομάδα κλήσης {group} δεν υπάρχει στον τομέα {domain}.',
  'Ring Group {group} already exists in domain {domain}.':
    'Η ομάδα κλήσης {group} υπάρχει ήδη στον τομέα {domain}.',
  'A Ring Group cannot time out to itself.':
    'Μια ομάδα κλήσης δεν μπορεί να καταλήγει στον εαυτό της όταν λήξει ο χρόνος.',
  'A Ring Group cannot forward to itself.': 'Μια ομάδα κλήσης δεν μπορεί να προωθεί στον εαυτό της.',
  'A Ring Group cannot ring itself.': 'Μια ομάδα κλήσης δεν μπορεί να καλεί τον εαυτό της.',
  'Destination {number} already exists in Ring Group {group}.':
    'Ο προορισμός {number} υπάρχει ήδη στην ομάδα κλήσης {group}.',
  'Destination {number} does not exist in Ring Group {group}.':
    'Ο προορισμός {number} δεν υπάρχει στην ομάδα κλήσης {group}.',
  'An inbound route for number {number} already exists in domain {domain}.':
    'Υπάρχει ήδη εισερχόμενη διαδρομή για τον αριθμό {number} στον τομέα {domain}.',
  'Inbound route {id} does not exist in domain {domain}.':
    'Η εισερχόμενη διαδρομή {id} δεν υπάρχει στον τομέα {domain}.',
  "Field 'action.value' must be {what} of domain {domain}; {value} is not.":
    "Το πεδίο 'action.value' πρέπει να είναι {what} του τομέα {domain}· το {value} δεν είναι.",
  'an extension': 'εσωτερικό',
  'a ring group': 'ομάδα κλήσης',
  'a voicemail box': 'θυρίδα τηλεφωνητή',
  'Voicemail box {number} does not exist in domain {domain}.':
    'Η θυρίδα τηλεφωνητή {number} δεν υπάρχει στον τομέα {domain}.',
  'Voicemail box {number} already exists in domain {domain}.':
    'Η θυρίδα τηλεφωνητή {number} υπάρχει ήδη στον τομέα {domain}.',
  'Voicemail box {number} is disabled: it takes no messages.':
    'Η θυρίδα τηλεφωνητή {number} είναι απενεργοποιημένη: δεν δέχεται μηνύματα.',
  'Voicemail box {number} has no greeting of its own.':
    'Η θυρίδα τηλεφωνητή {number} δεν έχει δικό της μήνυμα υποδοχής.',
  'Voicemail message {id} does not exist in this mailbox.':
    'Το μήνυμα τηλεφωνητή {id} δεν υπάρχει σε αυτή τη θυρίδα.',
  'Voicemail message {id} has no recording.': 'Το μήνυμα τηλεφωνητή {id} δεν έχει ηχογράφηση.',
  "Field 'number' must be the mailbox of the path ({number}).":
    "Το πεδίο 'number' πρέπει να είναι η θυρίδα της διαδρομής ({number}).",
  "Field 'voicemail_mail_to' is required while 'e-mail the message' is on.":
    "Το πεδίο 'voicemail_mail_to' είναι υποχρεωτικό όσο είναι ενεργή η αποστολή του μηνύματος με e-mail.",
  'The greeting file is empty: choose a WAV, Opus or MP3 recording.':
    'Το αρχείο του μηνύματος υποδοχής είναι κενό: επιλέξτε ηχογράφηση WAV, Opus ή MP3.',
  'The greeting must be a WAV, Opus (.opus or .ogg) or MP3 recording; this file is none of them.':
    'Το μήνυμα υποδοχής πρέπει να είναι ηχογράφηση WAV, Opus (.opus ή .ogg) ή MP3· αυτό το αρχείο δεν είναι κανένα από αυτά.',
  'The body must be the recording itself: a WAV, Opus (Ogg) or MP3 file.':
    'Το σώμα πρέπει να είναι η ίδια η ηχογράφηση: αρχείο WAV, Opus (Ogg) ή MP3.',
  "The range '{range}' is outside the file's {n} bytes.":
    "Το εύρος '{range}' είναι έξω από τα {n} byte του αρχείου.",
  'There is no pending configuration file for MAC {mac}.':
    'Δεν υπάρχει εκκρεμές αρχείο ρυθμίσεων για τη MAC {mac}.',
  'There is no provisioned configuration file for MAC {mac}.':
    'Δεν υπάρχει παραδομένο αρχείο ρυθμίσεων για τη MAC {mac}.',
  'There is no configuration file for MAC {mac}.': 'Δεν υπάρχει αρχείο ρυθμίσεων για τη MAC {mac}.',
  "Field 'account1' is required: a phone needs at least one account.":
    "Το πεδίο 'account1' είναι υποχρεωτικό: ένα τηλέφωνο χρειάζεται τουλάχιστον έναν λογαριασμό.",
  "Field 'account2.extension' must differ from account 1's.":
    "Το πεδίο 'account2.extension' πρέπει να διαφέρει από εκείνο του λογαριασμού 1.",
  "Field '{field}' must be the domain {domain}.": "Το πεδίο '{field}' πρέπει να είναι ο τομέας {domain}.",
  "Field '{field}': {extension} is not an extension of domain {domain}.":
    "Πεδίο '{field}': το {extension} δεν είναι εσωτερικό του τομέα {domain}.",
  'A configuration file for MAC {mac} already exists in domain {domain}: a MAC can be provisioned once in the organisation.':
    'Υπάρχει ήδη αρχείο ρυθμίσεων για τη MAC {mac} στον τομέα {domain}: μια MAC ρυθμίζεται μία φορά σε όλο τον οργανισμό.',
  'The request body must change the configuration or the status.':
    'Το σώμα του αιτήματος πρέπει να αλλάζει τις ρυθμίσεις ή την κατάσταση.',
  'Only a pending configuration file can be deleted; this one has been taken by the phone.':
    'Μόνο ένα εκκρεμές αρχείο ρυθμίσεων μπορεί να διαγραφεί· αυτό το έχει ήδη πάρει το τηλέφωνο.',
  'There is no provisioning file at this address.': 'Δεν υπάρχει αρχείο ρυθμίσεων σε αυτή τη διεύθυνση.',
  'Too many requests for provisioning files that do not exist from this address. Try again in a few minutes.':
    'Πάρα πολλά αιτήματα για αρχεία ρυθμίσεων που δεν υπάρχουν από αυτή τη διεύθυνση. Δοκιμάστε ξανά σε λίγα λεπτά.',
  'Cabin {pin} already exists in this environment. Please choose another.':
    'Η καμπίνα {pin} υπάρχει ήδη σε αυτό το περιβάλλον. Επιλέξτε άλλη.',
  'Admin PIN {pin} already exists in this environment. Please choose another.':
    'Το PIN διαχειριστή {pin} υπάρχει ήδη σε αυτό το περιβάλλον. Επιλέξτε άλλο.',
  'This PIN belongs to another environment.': 'Αυτό το PIN ανήκει σε άλλο περιβάλλον.',
  'There is no PIN with id {id}.': 'Δεν υπάρχει PIN με id {id}.',
  "Field 'currency' must be the tariff's currency ({currency}); leave it out to take it.":
    "Το πεδίο 'currency' πρέπει να είναι το νόμισμα του τιμολογίου ({currency})· αφήστε το κενό για να το πάρει.",
  "Field 'tariff' must be a tariff in the card's currency ({currency}); {tariff} is in {other}.":
    "Το πεδίο 'tariff' πρέπει να είναι τιμολόγιο στο νόμισμα της κάρτας ({currency})· το {tariff} είναι σε {other}.",
  'There is no tariff {id}.': 'Δεν υπάρχει τιμολόγιο {id}.',
  'Tariff {id} belongs to another environment.': 'Το τιμολόγιο {id} ανήκει σε άλλο περιβάλλον.',
  'Tariff {tariff} has no special rate {id}.': 'Το τιμολόγιο {tariff} δεν έχει ειδική χρέωση {id}.',
  'Tariff {tariff} already has a special rate for dial prefix {prefix}.':
    'Το τιμολόγιο {tariff} έχει ήδη ειδική χρέωση για το πρόθεμα κλήσης {prefix}.',
  'There is no report schedule {id}.': 'Δεν υπάρχει προγραμματισμένη αναφορά {id}.',
  'Report schedule {id} belongs to another environment.':
    'Η προγραμματισμένη αναφορά {id} ανήκει σε άλλο περιβάλλον.',
  "Field 'titles' must give one title per column ({n}), not {count}.":
    "Το πεδίο 'titles' πρέπει να δίνει έναν τίτλο ανά στήλη ({n}), όχι {count}.",
  'Call {callid} was authorized for another PIN; a call id names one call.':
    'Η κλήση {callid} εγκρίθηκε για άλλο PIN· ένα id κλήσης αντιστοιχεί σε μία κλήση.',
  '{account} is not an extension of {domain}: you may read only its own accounts.':
    'Το {account} δεν είναι εσωτερικό του {domain}: μπορείτε να διαβάζετε μόνο τους δικούς του λογαριασμούς.',
  '{account} is not an extension of {domain}: you may send only as its own accounts.':
    'Το {account} δεν είναι εσωτερικό του {domain}: μπορείτε να στέλνετε μόνο ως δικοί του λογαριασμοί.',
  '{account} is not an extension of {domain}.': 'Το {account} δεν είναι εσωτερικό του {domain}.',
  'Message {id} is not in this conversation.': 'Το μήνυμα {id} δεν ανήκει σε αυτή τη συνομιλία.',
  'There is no message {id} from {sender} in {domain}.':
    'Δεν υπάρχει μήνυμα {id} από το {sender} στο {domain}.',
  'There is no message {id} in {domain}.': 'Δεν υπάρχει μήνυμα {id} στο {domain}.',
  'Broadcast group {group} does not exist in {domain}.':
    'Η ομάδα μαζικής αποστολής {group} δεν υπάρχει στο {domain}.',
  'Broadcast group {group} already exists in {domain}.':
    'Η ομάδα μαζικής αποστολής {group} υπάρχει ήδη στο {domain}.',
  'Broadcast group {group} has no members to send to.':
    'Η ομάδα μαζικής αποστολής {group} δεν έχει μέλη για αποστολή.',
  'Broadcast group {group} still has 1 member: delete it first (DELETE /broadcast_member with group_number).':
    'Η ομάδα μαζικής αποστολής {group} έχει ακόμη 1 μέλος: διαγράψτε το πρώτα (DELETE /broadcast_member με group_number).',
  'Broadcast group {group} still has {n} members: delete them first (DELETE /broadcast_member with group_number).':
    'Η ομάδα μαζικής αποστολής {group} έχει ακόμη {n} μέλη: διαγράψτε τα πρώτα (DELETE /broadcast_member με group_number).',
  'No free broadcast group number was found: try again.':
    'Δεν βρέθηκε ελεύθερος αριθμός ομάδας μαζικής αποστολής: δοκιμάστε ξανά.',
  '{numbers} is not an extension of {domain}: only extensions can be members of a broadcast group.':
    'Το {numbers} δεν είναι εσωτερικό του {domain}: μέλη μιας ομάδας μαζικής αποστολής μπορούν να είναι μόνο εσωτερικά.',
  '{numbers} are not extensions of {domain}: only extensions can be members of a broadcast group.':
    'Τα {numbers} δεν είναι εσωτερικά του {domain}: μέλη μιας ομάδας μαζικής αποστολής μπορούν να είναι μόνο εσωτερικά.',
  '{extension} is already a member of broadcast group {group}.':
    'Το {extension} είναι ήδη μέλος της ομάδας μαζικής αποστολής {group}.',
  '{extension} is not a member of broadcast group {group}.':
    'Το {extension} δεν είναι μέλος της ομάδας μαζικής αποστολής {group}.',
  '{number} already has a directory entry in {domain}.':
    'Το {number} έχει ήδη καταχώριση καταλόγου στο {domain}.',
  '{number} has no directory entry in {domain}.': 'Το {number} δεν έχει καταχώριση καταλόγου στο {domain}.',
  'Contact {id} does not exist in domain {domain}.': 'Η επαφή {id} δεν υπάρχει στον τομέα {domain}.',
  'The contact already has number {number} for {label}.': 'Η επαφή έχει ήδη τον αριθμό {number} για {label}.',
  'Phone {id} does not exist for this contact.': 'Το τηλέφωνο {id} δεν υπάρχει σε αυτή την επαφή.',
  'There is no channel {channel}.': 'Δεν υπάρχει κανάλι {channel}.',
  'No {channel} provider is configured for {domain}.':
    'Δεν έχει ρυθμιστεί πάροχος {channel} για το {domain}.',
  'The assistant has no FAQ entry {id} in {domain}.':
    'Ο βοηθός δεν έχει καταχώριση συχνών ερωτήσεων {id} στο {domain}.',
  'Inbound route {route} sends its calls here: it will be deleted.':
    'Η εισερχόμενη διαδρομή {route} στέλνει εδώ τις κλήσεις της: θα διαγραφεί.',
  'Ring Group {group} rings it: that destination will be removed.':
    'Η ομάδα κλήσης {group} καλεί αυτόν τον αριθμό: ο προορισμός θα αφαιρεθεί.',
  'Ring Group {group} has it as its timeout action: the timeout action will be cleared.':
    'Η ομάδα κλήσης {group} τον έχει ως ενέργεια λήξης χρόνου: η ενέργεια θα διαγραφεί.',
  'Ring Group {group} has it as its forward: the forward will be cleared.':
    'Η ομάδα κλήσης {group} τον έχει ως προώθηση: η προώθηση θα διαγραφεί.',
  'Extension {extension} forwards to it ({forward}): that forward will be cleared and turned off.':
    'Το εσωτερικό {extension} προωθεί εδώ ({forward}): η προώθηση θα διαγραφεί και θα απενεργοποιηθεί.',
  'forward all': 'προώθηση όλων',
  'forward on busy': 'προώθηση όταν κατειλημμένο',
  'forward on no answer': 'προώθηση όταν δεν απαντά',
  'forward when not registered': 'προώθηση όταν δεν είναι εγγεγραμμένο',
  'Broadcast group {group} has it as a member: it will leave the group.':
    'Η ομάδα μαζικής αποστολής {group} το έχει ως μέλος: θα αποχωρήσει από την ομάδα.',
  'User {user} has it among their extensions: it will be taken off.':
    'Ο χρήστης {user} το έχει στα εσωτερικά του: θα του αφαιρεθεί.',
  'App access {extension} ({email}) signs in with it: it will be deleted.':
    'Η πρόσβαση εφαρμογής {extension} ({email}) συνδέεται με αυτό: θα διαγραφεί.',
  'Phone {phone} is configured with it ({account}): change or delete that file on Hardware.':
    'Το τηλέφωνο {phone} είναι ρυθμισμένο με αυτό ({account}): αλλάξτε ή διαγράψτε το αρχείο στις Συσκευές.',
  'Voicemail box {box} and its 1 message are kept: delete the box on Voicemails if it is no longer needed.':
    'Η θυρίδα {box} και το 1 μήνυμά της διατηρούνται: διαγράψτε τη θυρίδα στις Θυρίδες αν δεν χρειάζεται πια.',
  'Voicemail box {box} and its {n} messages are kept: delete the box on Voicemails if it is no longer needed.':
    'Η θυρίδα {box} και τα {n} μηνύματά της διατηρούνται: διαγράψτε τη θυρίδα στις Θυρίδες αν δεν χρειάζεται πια.',
  'The request body is empty; send a JSON object.':
    'Το σώμα του αιτήματος είναι κενό· στείλτε ένα αντικείμενο JSON.',
  'The request body is not valid JSON.': 'Το σώμα του αιτήματος δεν είναι έγκυρο JSON.',
  'The request body must be JSON (Content-Type: application/json).':
    'Το σώμα του αιτήματος πρέπει να είναι JSON (Content-Type: application/json).',
  'The request body is too large.': 'Το σώμα του αιτήματος είναι πολύ μεγάλο.',
  'The request body length does not match its Content-Length.':
    'Το μήκος του σώματος του αιτήματος δεν συμφωνεί με το Content-Length του.',
  'The request is not valid.': 'Το αίτημα δεν είναι έγκυρο.',
  "Field '{field}' {predicate}.": 'Το πεδίο «{field}» {predicate}.',
  '{place} {predicate}.': '{place} {predicate}.',
  'The request body': 'Το σώμα του αιτήματος',
  'The query string': 'Το ερώτημα (query string) του αιτήματος',
  'The path': 'Το URL του αιτήματος',
  'The request headers': 'Το σύνολο των κεφαλίδων του αιτήματος',
  'The request': 'Το αίτημα',
  'is required': 'είναι υποχρεωτικό',
  'is not valid': 'δεν είναι έγκυρο',
  'must not be empty': 'δεν μπορεί να είναι κενό',
  'must be {kind}': 'πρέπει να είναι {kind}',
  'must be {value}': 'πρέπει να είναι {value}',
  'must be {values} or {value}': 'πρέπει να είναι {values} ή {value}',
  'must be at least {n} characters long': 'πρέπει να έχει τουλάχιστον {n} χαρακτήρες',
  'must be at most {n} characters long': 'πρέπει να έχει έως {n} χαρακτήρες',
  'must have at least {n} items': 'πρέπει να έχει τουλάχιστον {n} στοιχεία',
  'must have at most {n} items': 'πρέπει να έχει έως {n} στοιχεία',
  'must be at least {n}': 'πρέπει να είναι τουλάχιστον {n}',
  'must be at most {n}': 'πρέπει να είναι έως {n}',
  'has unknown fields: {keys}': 'έχει άγνωστα πεδία: {keys}',
  'must not contain a NUL character': 'δεν μπορεί να περιέχει χαρακτήρα NUL',
  'must not be the same as the username': 'δεν μπορεί να είναι ίδιο με το όνομα χρήστη',
  'is too easy to guess: it is a common password or a simple variation of one':
    'μαντεύεται πολύ εύκολα: είναι συνηθισμένος κωδικός ή απλή παραλλαγή του',
  'must be another number than the extension itself':
    'πρέπει να είναι άλλος αριθμός από το ίδιο το εσωτερικό',
  'must be an extension number': 'πρέπει να είναι αριθμός εσωτερικού',
  'must be a tariff of this environment': 'πρέπει να είναι τιμολόγιο αυτού του περιβάλλοντος',
  'is required for an admin PIN': 'είναι υποχρεωτικό για PIN διαχειριστή',
  'must be null for a cabin': 'πρέπει να είναι κενό για καμπίνα',
  'must be digits only': 'πρέπει να έχει μόνο ψηφία',
  'must be at least {n} digits for an admin PIN': 'πρέπει να έχει τουλάχιστον {n} ψηφία για PIN διαχειριστή',
  'must be at least {n} digits for a cabin': 'πρέπει να έχει τουλάχιστον {n} ψηφία για καμπίνα',
  'must be {n} digits': 'πρέπει να έχει {n} ψηφία',
  'must be {n} or more': 'πρέπει να είναι {n} ή μεγαλύτερο',
  'must not be the extension number': 'δεν μπορεί να είναι ο αριθμός του εσωτερικού',
  'must be 4 to 16 digits': 'πρέπει να έχει 4 έως 16 ψηφία',
  'must not be one digit repeated, such as 1111': 'δεν μπορεί να είναι ένα ψηφίο επαναλαμβανόμενο, όπως 1111',
  'must not be a run of digits up or down, such as 1234 or 4321':
    'δεν μπορεί να είναι διαδοχικά ψηφία προς τα πάνω ή προς τα κάτω, όπως 1234 ή 4321',
  'must not be the mailbox number': 'δεν μπορεί να είναι ο αριθμός της θυρίδας',
  'must have at least {n} characters': 'πρέπει να έχει τουλάχιστον {n} χαρακτήρες',
  'must have at most {n} characters': 'πρέπει να έχει έως {n} χαρακτήρες',
  'must be a date (YYYY-MM-DD) or an ISO 8601 date-time':
    'πρέπει να είναι ημερομηνία (YYYY-MM-DD) ή ημερομηνία και ώρα ISO 8601',
  'is not a real date': 'δεν είναι υπαρκτή ημερομηνία',
  'must be lower-case letters and underscores': 'πρέπει να έχει μόνο πεζά γράμματα και κάτω παύλες',
  'must be extension@domain': 'πρέπει να είναι της μορφής εσωτερικό@τομέας',
  'must be a group number': 'πρέπει να είναι αριθμός ομάδας',
  'is too large': 'είναι πολύ μεγάλο',
  'must be a colour name or #hex': 'πρέπει να είναι όνομα χρώματος ή #hex',
  'must be a date as YYYY-MM-DD': 'πρέπει να είναι ημερομηνία της μορφής YYYY-MM-DD',
  'must be a real date as YYYY-MM-DD': 'πρέπει να είναι υπαρκτή ημερομηνία της μορφής YYYY-MM-DD',
  'must be letters, digits or dashes': 'πρέπει να έχει μόνο γράμματα, ψηφία ή παύλες',
  'must be a dial prefix of 1 to 15 digits (a leading + is left off)':
    'πρέπει να είναι πρόθεμα κλήσης 1 έως 15 ψηφίων (χωρίς το αρχικό +)',
  'must be 1 or 0': 'πρέπει να είναι 1 ή 0',
  'must be a tariff id': 'πρέπει να είναι id τιμολογίου',
  'must be a rate id': 'πρέπει να είναι id χρέωσης',
  'must be an e-mail address': 'πρέπει να είναι διεύθυνση e-mail',
  'must be a valid e-mail address': 'πρέπει να είναι έγκυρη διεύθυνση e-mail',
  'must hold at least one e-mail address': 'πρέπει να περιέχει τουλάχιστον μία διεύθυνση e-mail',
  "has '{value}', which is not an e-mail address": "περιέχει το '{value}', που δεν είναι διεύθυνση e-mail",
  'must be daily, weekly or monthly': 'πρέπει να είναι ημερήσιο, εβδομαδιαίο ή μηνιαίο',
  'must be admin, cabin or both': 'πρέπει να είναι PIN διαχειριστή, καμπίνα ή και τα δύο',
  'must be an hour from 0 to 23': 'πρέπει να είναι ώρα από 0 έως 23',
  'must be a weekday from 0 (Sunday) to 6 (Saturday)':
    'πρέπει να είναι ημέρα της εβδομάδας από 0 (Κυριακή) έως 6 (Σάββατο)',
  'must be a day from 1 to {n}': 'πρέπει να είναι ημέρα από 1 έως {n}',
  'must be a day from 1 to {n} (every month has it)':
    'πρέπει να είναι ημέρα από 1 έως {n} (την έχει κάθε μήνας)',
  'is required for a weekly schedule': 'είναι υποχρεωτικό για εβδομαδιαίο πρόγραμμα',
  'is required for a monthly schedule': 'είναι υποχρεωτικό για μηνιαίο πρόγραμμα',
  'must be a schedule id': 'πρέπει να είναι id προγράμματος',
  'must be an IANA time zone such as Europe/Athens': 'πρέπει να είναι ζώνη ώρας IANA, όπως Europe/Athens',
  'must be an IANA time zone such as Europe/London': 'πρέπει να είναι ζώνη ώρας IANA, όπως Europe/London',
  'must be a whole number of seconds': 'πρέπει να είναι ακέραιος αριθμός δευτερολέπτων',
  'must be an http:// or https:// URL': 'πρέπει να είναι URL με http:// ή https://',
  'may hold only letters, digits, _ and - (at most 256)':
    'μπορεί να έχει μόνο γράμματα, ψηφία, _ και - (έως 256)',
  'must be a domain name': 'πρέπει να είναι όνομα τομέα',
  'must be a contact id': 'πρέπει να είναι id επαφής',
  'must be a phone id': 'πρέπει να είναι id τηλεφώνου',
  'must be a phone number of digits': 'πρέπει να είναι αριθμός τηλεφώνου από ψηφία',
  'must differ from source_language': 'πρέπει να διαφέρει από το source_language',
  "must be a date as 'YYYY-MM-DD HH:mm:ss GMT'":
    "πρέπει να είναι ημερομηνία της μορφής 'YYYY-MM-DD HH:mm:ss GMT'",
  'may hold only letters, digits and . _ : @ -': 'μπορεί να έχει μόνο γράμματα, ψηφία και . _ : @ -',
  "must be a number, or numbers joined by ':'": "πρέπει να είναι αριθμός ή αριθμοί ενωμένοι με ':'",
  "must be an account, or an account and a peer joined by ','":
    "πρέπει να είναι λογαριασμός ή λογαριασμός και συνομιλητής ενωμένοι με ','",
  'must be an extension number or 9998<number>@<domain>':
    'πρέπει να είναι αριθμός εσωτερικού ή 9998<αριθμός>@<τομέας>',
  'must be a date (YYYY-MM-DD) or an instant (ISO 8601 with its offset)':
    'πρέπει να είναι ημερομηνία (YYYY-MM-DD) ή χρονική στιγμή (ISO 8601 με τη διαφορά ώρας της)',
  'must be a cause name such as NORMAL_CLEARING': 'πρέπει να είναι όνομα αιτίας, όπως NORMAL_CLEARING',
  "must not be before 'from'": "δεν μπορεί να είναι πριν από το 'from'",
  'must be a MAC address of 12 hexadecimal digits': 'πρέπει να είναι διεύθυνση MAC 12 δεκαεξαδικών ψηφίων',
  'must be a host name or IP address': 'πρέπει να είναι όνομα υπολογιστή ή διεύθυνση IP',
  'must name extension, ringgroup, voicemail or other':
    'πρέπει να αναφέρει extension, ringgroup, voicemail ή other',
  'must be extension, ringgroup, voicemail or other':
    'πρέπει να είναι extension, ringgroup, voicemail ή other',
  'must be XML': 'πρέπει να είναι XML',
  'must be a route id': 'πρέπει να είναι id διαδρομής',
  "has an unknown column '{column}'": "έχει άγνωστη στήλη '{column}'",
  'must be a number of digits': 'πρέπει να είναι αριθμός από ψηφία',
  'must be a phone or extension number': 'πρέπει να είναι αριθμός τηλεφώνου ή εσωτερικού',
  'must be a mailbox number of digits': 'πρέπει να είναι αριθμός θυρίδας από ψηφία',
  'must be a message id': 'πρέπει να είναι id μηνύματος',
  'must be a number to forward to: digits, with an optional leading +':
    'πρέπει να είναι αριθμός για προώθηση: ψηφία, με προαιρετικό + μπροστά',
  'is required when the forward is on': 'είναι υποχρεωτικό όταν η προώθηση είναι ενεργή',
  'must be 2 to 8 capital letters or digits': 'πρέπει να είναι 2 έως 8 κεφαλαία γράμματα ή ψηφία',
  'must be a token id': 'πρέπει να είναι id διακριτικού',
  'must not contain spaces': 'δεν μπορεί να περιέχει κενά',
  'must be a user id': 'πρέπει να είναι id χρήστη',
  "must be words (letters, digits, spaces, '-' or ''')":
    "πρέπει να είναι λέξεις (γράμματα, ψηφία, κενά, '-' ή ''')",
  'needs at least one keyword': 'χρειάζεται τουλάχιστον μία λέξη-κλειδί',
  'takes at most {n} keywords': 'δέχεται έως {n} λέξεις-κλειδιά',
  'must be an entry id': 'πρέπει να είναι id καταχώρισης',
  'a string': 'κείμενο',
  'a number': 'αριθμός',
  'a whole number': 'ακέραιος αριθμός',
  'a boolean': 'αληθές ή ψευδές',
  'an object': 'αντικείμενο',
  'an array': 'λίστα',
  'an extension number': 'αριθμός εσωτερικού',
  'a ring group number': 'αριθμός ομάδας κλήσης',
  'a voicemail box number': 'αριθμός θυρίδας τηλεφωνητή',
  digits: 'ψηφία',
  'a JSON array of column titles': 'πίνακας JSON με τίτλους στηλών',
  'a JSON object of column, value and word': 'αντικείμενο JSON με στήλη, τιμή και λέξη',
  'Organisation administrator': 'Διαχειριστής οργανισμού',
  'Ship administrator': 'Διαχειριστής πλοίου',
  Operator: 'Χειριστής',
  'Billing clerk': 'Υπάλληλος χρεώσεων',
  Auditor: 'Ελεγκτής',
  Extension: 'Εσωτερικό',
  'view the dashboard': 'δείτε τον πίνακα ελέγχου',
  'view the PBX': 'δείτε το τηλεφωνικό κέντρο',
  'change the PBX': 'αλλάξετε το τηλεφωνικό κέντρο',
  'read phone secrets': 'διαβάσετε τους κωδικούς των τηλεφώνων',
  'view calling cards': 'δείτε τις τηλεφωνικές κάρτες',
  'change calling cards': 'αλλάξετε τις τηλεφωνικές κάρτες',
  'read messages': 'διαβάσετε μηνύματα',
  'send messages': 'στείλετε μηνύματα',
  'view the directory': 'δείτε τον κατάλογο',
  'change the directory': 'αλλάξετε τον κατάλογο',
  'view users': 'δείτε τους χρήστες',
  'manage users': 'διαχειριστείτε χρήστες',
  'view the audit log': 'δείτε το αρχείο ελέγχου',
  'manage API tokens': 'διαχειριστείτε διακριτικά API',
  "change the ship's settings": 'αλλάξετε τις ρυθμίσεις του πλοίου',
  'use self-service': 'χρησιμοποιήσετε την αυτοεξυπηρέτηση',
  PBX: 'Τηλεφωνικό κέντρο',
  'Calling Cards': 'Τηλεκάρτες',
  Omnichannel: 'Omnichannel',
  User: 'Χρήστες',
};
