/** The API's sentences in German (sentences.ts); role names as the console's de-console.ts has them. */
import type { SentenceCatalogue } from './sentences.ts';

export const de: SentenceCatalogue = {
  'Not signed in.': 'Sie sind nicht angemeldet.',
  'Invalid username or password.': 'Benutzername oder Passwort ist falsch.',
  'This account is disabled. Please contact your administrator.':
    'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an Ihren Administrator.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'Too many failed sign-ins from this browser. {wait}.':
    'Zu viele fehlgeschlagene Anmeldungen aus diesem Browser. {wait}.',
  'Too many failed sign-ins from your network address. {wait}.':
    'Zu viele fehlgeschlagene Anmeldungen von Ihrer Netzwerkadresse. {wait}.',
  'Too many failed sign-ins to this account from browsers it has not signed in from. {wait}, or sign in from a browser you have used before.':
    'Zu viele fehlgeschlagene Anmeldungen an diesem Konto aus Browsern, die sich noch nie daran angemeldet haben. {wait} oder melden Sie sich aus einem Browser an, den Sie schon benutzt haben.',
  'Too many codes were requested for this extension. {wait}.':
    'Für diese Nebenstelle wurden zu viele Codes angefordert. {wait}.',
  'Too many codes were requested from your network address. {wait}.':
    'Von Ihrer Netzwerkadresse wurden zu viele Codes angefordert. {wait}.',
  'Too many codes were tried from your network address. {wait}.':
    'Von Ihrer Netzwerkadresse wurden zu viele Codes ausprobiert. {wait}.',
  'Please try again in 1 minute': 'Versuchen Sie es in 1 Minute erneut',
  'Please try again in {n} minutes': 'Versuchen Sie es in {n} Minuten erneut',
  'Login using Pin is not allowed for this extension. Please use password instead':
    'Die Anmeldung mit PIN ist für diese Nebenstelle nicht erlaubt. Melden Sie sich mit dem Passwort an',
  'Unable to find extension.': 'Nebenstelle nicht gefunden.',
  'Invalid code, Please try again.': 'Falscher Code, bitte versuchen Sie es erneut.',
  'The code has expired. Please request a new one.': 'Der Code ist abgelaufen. Fordern Sie einen neuen an.',
  'This code was entered wrongly too many times. Please request a new code.':
    'Dieser Code wurde zu oft falsch eingegeben. Fordern Sie einen neuen Code an.',
  'This chat is not known here. Please start a new one.':
    'Dieser Chat ist hier nicht bekannt. Beginnen Sie bitte einen neuen.',
  "This call needs an API token: send it as 'Authorization: Bearer <token>' or as apiToken. An administrator creates one under API Tokens.":
    "Dieser Aufruf braucht ein API-Token: Senden Sie es als 'Authorization: Bearer <token>' oder als apiToken. Ein Administrator legt eines unter API-Tokens an.",
  "The Authorization header must be 'Bearer <token>' with an API token.":
    "Der Authorization-Header muss 'Bearer <token>' mit einem API-Token sein.",
  'This API token is not valid. Check that it was copied whole, or create a new one.':
    'Dieses API-Token ist ungültig. Prüfen Sie, ob es vollständig kopiert wurde, oder legen Sie ein neues an.',
  'This API token has been revoked. Ask an administrator for a new one.':
    'Dieses API-Token wurde widerrufen. Bitten Sie einen Administrator um ein neues.',
  'This API token acts only on {environment} ({domain}), not on {other}.':
    'Dieses API-Token gilt nur für {environment} ({domain}), nicht für {other}.',
  "An active API token named '{name}' already exists in this environment.":
    "In dieser Umgebung gibt es bereits ein aktives API-Token namens '{name}'.",
  'API token {id} does not exist in domain {domain}.':
    'Das API-Token {id} existiert in der Domain {domain} nicht.',
  "The API token '{name}' is already revoked.": "Das API-Token '{name}' ist bereits widerrufen.",
  'The webhook signature or secret token is not valid.':
    'Die Webhook-Signatur oder das geheime Token ist ungültig.',
  'You are not allowed to do this.': 'Dazu sind Sie nicht berechtigt.',
  'An extension sign-in can only use its own self-service pages.':
    'Mit der Anmeldung einer Nebenstelle sind nur deren eigene Self-Service-Seiten nutzbar.',
  'This route declares no permission, so nobody may use it.':
    'Diese Route gibt keine Berechtigung an, daher darf sie niemand nutzen.',
  'Your role ({role}) may not {action}.': 'Ihre Rolle ({role}) berechtigt nicht dazu, {action}.',
  'You do not have access to environment {code}.': 'Sie haben keinen Zugriff auf die Umgebung {code}.',
  'You do not have access to domain {domain}.': 'Sie haben keinen Zugriff auf die Domain {domain}.',
  'Unknown domain {domain}.': 'Unbekannte Domain {domain}.',
  'Unknown environment.': 'Unbekannte Umgebung.',
  'The {module} module is not enabled for your organisation.':
    'Das Modul {module} ist für Ihre Organisation nicht aktiviert.',
  'The {module} module is not available in the {environment} environment.':
    'Das Modul {module} ist in der Umgebung {environment} nicht verfügbar.',
  'This deployment is not pinned to an environment.': 'Diese Installation ist an keine Umgebung gebunden.',
  'Self-service is for an extension signed in with its code.':
    'Der Self-Service ist für eine Nebenstelle, die sich mit ihrem Code angemeldet hat.',
  'Not found.': 'Nicht gefunden.',
  'Unable to process request.': 'Die Anfrage konnte nicht verarbeitet werden.',
  "The system is unable to find the requested action '{path}'.":
    "Das System findet die angeforderte Aktion '{path}' nicht.",
  'This server has no pre-rendered pages to list.':
    'Dieser Server hat keine vorgerenderten Seiten, die er auflisten könnte.',
  'This file is no longer on the server: a newer version is installed. Reload the page.':
    'Diese Datei ist nicht mehr auf dem Server: Eine neuere Version ist installiert. Laden Sie die Seite neu.',
  'You may not manage users of domain {domain}.': 'Sie dürfen keine Benutzer der Domain {domain} verwalten.',
  'Your role ({role}) may not manage {user}, whose role ({userRole}) ranks above it.':
    'Ihre Rolle ({role}) erlaubt Ihnen nicht, {user} zu verwalten, dessen Rolle ({userRole}) höher ist.',
  '{user} is granted {codes}, which you are not, so you may not manage them.':
    '{user} hat Zugriff auf {codes}, Sie aber nicht; daher dürfen Sie diesen Benutzer nicht verwalten.',
  'Your role ({role}) may not give the role {userRole}, which ranks above it.':
    'Ihre Rolle ({role}) erlaubt Ihnen nicht, die höhere Rolle {userRole} zu vergeben.',
  "Field 'grants' must not name the user's own environment ({code}).":
    "Das Feld 'grants' darf nicht die eigene Umgebung des Benutzers ({code}) enthalten.",
  "Field 'grants' names {code}, which is not an environment of {organisation}.":
    "Das Feld 'grants' nennt {code}, das keine Umgebung von {organisation} ist.",
  'You may not grant {environment} ({code}): you are not granted it yourself.':
    'Sie dürfen keinen Zugriff auf {environment} ({code}) geben: Sie haben ihn selbst nicht.',
  'User {username} already exists in domain {domain}.':
    'Der Benutzer {username} existiert in der Domain {domain} bereits.',
  'User {id} does not exist in domain {domain}.': 'Der Benutzer {id} existiert in der Domain {domain} nicht.',
  'You cannot change your own role; another administrator can.':
    'Sie können Ihre eigene Rolle nicht ändern; ein anderer Administrator kann es.',
  'You cannot disable your own user; another administrator can.':
    'Sie können Ihren eigenen Benutzer nicht deaktivieren; ein anderer Administrator kann es.',
  'You cannot delete your own user; another administrator can.':
    'Sie können Ihren eigenen Benutzer nicht löschen; ein anderer Administrator kann es.',
  'The user already has extension {extension}.': 'Der Benutzer hat die Nebenstelle {extension} bereits.',
  'The user does not have extension {extension}.': 'Der Benutzer hat die Nebenstelle {extension} nicht.',
  'Extension {extension} already exists in domain {domain}.':
    'Die Nebenstelle {extension} existiert in der Domain {domain} bereits.',
  'Extension {extension} does not exist in domain {domain}.':
    'Die Nebenstelle {extension} existiert in der Domain {domain} nicht.',
  'Extension {extension} does not exist for domain {domain}':
    'Die Nebenstelle {extension} existiert für die Domain {domain} nicht',
  'Extension {extension} does not exist in {domain}.':
    'Die Nebenstelle {extension} existiert in {domain} nicht.',
  'Extension {extension} no longer exists in {domain}.':
    'Die Nebenstelle {extension} existiert in {domain} nicht mehr.',
  'Extension {extension} has no registration in domain {domain}.':
    'Die Nebenstelle {extension} ist in der Domain {domain} nicht registriert.',
  'Extension {extension} has no voicemail box.': 'Die Nebenstelle {extension} hat keine Mailbox.',
  'Extension {extension} already has App Access in domain {domain}.':
    'Die Nebenstelle {extension} hat in der Domain {domain} bereits App-Zugang.',
  'App Access entry {id} does not exist.': 'Der App-Zugang {id} existiert nicht.',
  "Field 'extension' names domain {domain}, but this App Access entry is for {other}.":
    "Das Feld 'extension' nennt die Domain {domain}, dieser App-Zugang gehört aber zu {other}.",
  'No calling card belongs to extension {extension}.':
    'Der Nebenstelle {extension} gehört keine Telefonkarte.',
  'Voicemail message {id} is not in your voicemail box.':
    'Die Sprachnachricht {id} ist nicht in Ihrer Mailbox.',
  '{number} is already {owner} in {domain}. Choose another number.':
    'Die Nummer {number} ist in {domain} bereits vergeben: {owner}. Wählen Sie eine andere Nummer.',
  'extension {number}': 'Nebenstelle {number}',
  'ring group {number}': 'Rufgruppe {number}',
  'voicemail box {number}': 'Mailbox {number}',
  'broadcast group {number}': 'Rundnachrichtengruppe {number}',
  'feature code {number}': 'Funktionscode {number}',
  'Destination {number} is {owner}, which a ring group cannot ring: give an extension, a ring group or an external number (+ and digits).':
    'Das Ziel {number} kann eine Rufgruppe nicht anrufen ({owner}): Geben Sie eine Nebenstelle, eine Rufgruppe oder eine externe Nummer (+ und Ziffern) an.',
  'Destination {number} is not an extension or ring group of {domain}: give one that exists, or an external number (+ and digits).':
    'Das Ziel {number} ist weder Nebenstelle noch Rufgruppe von {domain}: Geben Sie eine an, die existiert, oder eine externe Nummer (+ und Ziffern).',
  "Field '{field}': {number} is {owner}, which a call cannot be forwarded to: give an extension, a ring group, a voicemail box or an outside number.":
    "Feld '{field}': An {number} kann kein Anruf weitergeleitet werden ({owner}): Geben Sie eine Nebenstelle, eine Rufgruppe, eine Mailbox oder eine externe Nummer an.",
  "Field '{field}': there is no voicemail box {number} in {domain}.":
    "Feld '{field}': In {domain} gibt es keine Mailbox {number}.",
  "Field '{field}': {number} is not an extension, ring group or voicemail box of {domain}, nor an outside number (+ and digits, or at least 7 digits).":
    "Feld '{field}': {number} ist weder Nebenstelle, Rufgruppe noch Mailbox von {domain} und auch keine externe Nummer (+ und Ziffern oder mindestens 7 Ziffern).",
  'Ring Group {group} would reach itself in a loop: {path}. Choose another destination.':
    'Die Rufgruppe {group} würde sich in einer Schleife selbst erreichen: {path}. Wählen Sie ein anderes Ziel.',
  'Ring Group {group} does not exist in domain {domain}.':
    'Die Rufgruppe {group} existiert in der Domain {domain} nicht.',
  'Ring Group {group} already exists in domain {domain}.':
    'Die Rufgruppe {group} existiert in der Domain {domain} bereits.',
  'A Ring Group cannot time out to itself.':
    'Eine Rufgruppe kann bei Zeitüberschreitung nicht auf sich selbst weiterleiten.',
  'A Ring Group cannot forward to itself.': 'Eine Rufgruppe kann nicht an sich selbst weiterleiten.',
  'A Ring Group cannot ring itself.': 'Eine Rufgruppe kann sich nicht selbst anrufen.',
  'Destination {number} already exists in Ring Group {group}.':
    'Das Ziel {number} ist in der Rufgruppe {group} bereits vorhanden.',
  'Destination {number} does not exist in Ring Group {group}.':
    'Das Ziel {number} ist in der Rufgruppe {group} nicht vorhanden.',
  'An inbound route for number {number} already exists in domain {domain}.':
    'Für die Nummer {number} gibt es in der Domain {domain} bereits eine Eingangsroute.',
  'Inbound route {id} does not exist in domain {domain}.':
    'Die Eingangsroute {id} existiert in der Domain {domain} nicht.',
  "Field 'action.value' must be {what} of domain {domain}; {value} is not.":
    "Das Feld 'action.value' muss {what} der Domain {domain} sein; {value} ist das nicht.",
  'an extension': 'eine Nebenstelle',
  'a ring group': 'eine Rufgruppe',
  'a voicemail box': 'eine Mailbox',
  'Voicemail box {number} does not exist in domain {domain}.':
    'Die Mailbox {number} existiert in der Domain {domain} nicht.',
  'Voicemail box {number} already exists in domain {domain}.':
    'Die Mailbox {number} existiert in der Domain {domain} bereits.',
  'Voicemail box {number} is disabled: it takes no messages.':
    'Die Mailbox {number} ist deaktiviert: Sie nimmt keine Nachrichten an.',
  'Voicemail box {number} has no greeting of its own.': 'Die Mailbox {number} hat keine eigene Ansage.',
  'Voicemail message {id} does not exist in this mailbox.':
    'Die Sprachnachricht {id} existiert in dieser Mailbox nicht.',
  'Voicemail message {id} has no recording.': 'Die Sprachnachricht {id} hat keine Aufnahme.',
  "Field 'number' must be the mailbox of the path ({number}).":
    "Das Feld 'number' muss die Mailbox des Pfads ({number}) sein.",
  "Field 'voicemail_mail_to' is required while 'e-mail the message' is on.":
    "Das Feld 'voicemail_mail_to' ist erforderlich, solange der E-Mail-Versand der Nachricht eingeschaltet ist.",
  'The greeting file is empty: choose a WAV, Opus or MP3 recording.':
    'Die Ansagedatei ist leer: Wählen Sie eine WAV-, Opus- oder MP3-Aufnahme.',
  'The greeting must be a WAV, Opus (.opus or .ogg) or MP3 recording; this file is none of them.':
    'Die Ansage muss eine WAV-, Opus- (.opus oder .ogg) oder MP3-Aufnahme sein; diese Datei ist nichts davon.',
  'The body must be the recording itself: a WAV, Opus (Ogg) or MP3 file.':
    'Der Inhalt muss die Aufnahme selbst sein: eine WAV-, Opus- (Ogg) oder MP3-Datei.',
  "The range '{range}' is outside the file's {n} bytes.":
    "Der Bereich '{range}' liegt außerhalb der {n} Bytes der Datei.",
  'There is no pending configuration file for MAC {mac}.':
    'Für die MAC {mac} gibt es keine ausstehende Konfigurationsdatei.',
  'There is no provisioned configuration file for MAC {mac}.':
    'Für die MAC {mac} gibt es keine bereitgestellte Konfigurationsdatei.',
  'There is no configuration file for MAC {mac}.': 'Für die MAC {mac} gibt es keine Konfigurationsdatei.',
  "Field 'account1' is required: a phone needs at least one account.":
    "Das Feld 'account1' ist erforderlich: Ein Telefon braucht mindestens ein Konto.",
  "Field 'account2.extension' must differ from account 1's.":
    "Das Feld 'account2.extension' muss sich von dem des Kontos 1 unterscheiden.",
  "Field '{field}' must be the domain {domain}.": "Das Feld '{field}' muss die Domain {domain} sein.",
  "Field '{field}': {extension} is not an extension of domain {domain}.":
    "Feld '{field}': {extension} ist keine Nebenstelle der Domain {domain}.",
  'A configuration file for MAC {mac} already exists in domain {domain}: a MAC can be provisioned once in the organisation.':
    'Für die MAC {mac} gibt es in der Domain {domain} bereits eine Konfigurationsdatei: Eine MAC kann in der Organisation nur einmal bereitgestellt werden.',
  'The request body must change the configuration or the status.':
    'Der Anfrageinhalt muss die Konfiguration oder den Status ändern.',
  'Only a pending configuration file can be deleted; this one has been taken by the phone.':
    'Nur eine ausstehende Konfigurationsdatei kann gelöscht werden; diese hat das Telefon schon abgerufen.',
  'There is no provisioning file at this address.':
    'Unter dieser Adresse gibt es keine Provisionierungsdatei.',
  'Too many requests for provisioning files that do not exist from this address. Try again in a few minutes.':
    'Zu viele Anfragen nach nicht vorhandenen Provisionierungsdateien von dieser Adresse. Versuchen Sie es in einigen Minuten erneut.',
  'Cabin {pin} already exists in this environment. Please choose another.':
    'Die Kabine {pin} existiert in dieser Umgebung bereits. Wählen Sie bitte eine andere.',
  'Admin PIN {pin} already exists in this environment. Please choose another.':
    'Die Admin-PIN {pin} existiert in dieser Umgebung bereits. Wählen Sie bitte eine andere.',
  'This PIN belongs to another environment.': 'Diese PIN gehört zu einer anderen Umgebung.',
  'There is no PIN with id {id}.': 'Es gibt keine PIN mit der ID {id}.',
  "Field 'currency' must be the tariff's currency ({currency}); leave it out to take it.":
    "Das Feld 'currency' muss die Währung des Tarifs ({currency}) sein; lassen Sie es weg, um sie zu übernehmen.",
  "Field 'tariff' must be a tariff in the card's currency ({currency}); {tariff} is in {other}.":
    "Das Feld 'tariff' muss ein Tarif in der Währung der Karte ({currency}) sein; {tariff} ist in {other}.",
  'There is no tariff {id}.': 'Es gibt keinen Tarif {id}.',
  'Tariff {id} belongs to another environment.': 'Der Tarif {id} gehört zu einer anderen Umgebung.',
  'Tariff {tariff} has no special rate {id}.': 'Der Tarif {tariff} hat keinen Sondertarif {id}.',
  'Tariff {tariff} already has a special rate for dial prefix {prefix}.':
    'Der Tarif {tariff} hat bereits einen Sondertarif für die Vorwahl {prefix}.',
  'There is no report schedule {id}.': 'Es gibt keinen Berichtsplan {id}.',
  'Report schedule {id} belongs to another environment.':
    'Der Berichtsplan {id} gehört zu einer anderen Umgebung.',
  "Field 'titles' must give one title per column ({n}), not {count}.":
    "Das Feld 'titles' muss einen Titel je Spalte ({n}) enthalten, nicht {count}.",
  'Call {callid} was authorized for another PIN; a call id names one call.':
    'Der Anruf {callid} wurde für eine andere PIN autorisiert; eine Anruf-ID bezeichnet genau einen Anruf.',
  '{account} is not an extension of {domain}: you may read only its own accounts.':
    '{account} ist keine Nebenstelle von {domain}: Sie dürfen nur deren eigene Konten lesen.',
  '{account} is not an extension of {domain}: you may send only as its own accounts.':
    '{account} ist keine Nebenstelle von {domain}: Sie dürfen nur als deren eigene Konten senden.',
  '{account} is not an extension of {domain}.': '{account} ist keine Nebenstelle von {domain}.',
  'Message {id} is not in this conversation.': 'Die Nachricht {id} gehört nicht zu dieser Unterhaltung.',
  'There is no message {id} from {sender} in {domain}.':
    'In {domain} gibt es keine Nachricht {id} von {sender}.',
  'There is no message {id} in {domain}.': 'In {domain} gibt es keine Nachricht {id}.',
  'Broadcast group {group} does not exist in {domain}.':
    'Die Rundnachrichtengruppe {group} existiert in {domain} nicht.',
  'Broadcast group {group} already exists in {domain}.':
    'Die Rundnachrichtengruppe {group} existiert in {domain} bereits.',
  'Broadcast group {group} has no members to send to.':
    'Die Rundnachrichtengruppe {group} hat keine Mitglieder, an die gesendet werden könnte.',
  'Broadcast group {group} still has 1 member: delete it first (DELETE /broadcast_member with group_number).':
    'Die Rundnachrichtengruppe {group} hat noch 1 Mitglied: Löschen Sie es zuerst (DELETE /broadcast_member mit group_number).',
  'Broadcast group {group} still has {n} members: delete them first (DELETE /broadcast_member with group_number).':
    'Die Rundnachrichtengruppe {group} hat noch {n} Mitglieder: Löschen Sie sie zuerst (DELETE /broadcast_member mit group_number).',
  'No free broadcast group number was found: try again.':
    'Es wurde keine freie Nummer für eine Rundnachrichtengruppe gefunden: Versuchen Sie es erneut.',
  '{numbers} is not an extension of {domain}: only extensions can be members of a broadcast group.':
    '{numbers} ist keine Nebenstelle von {domain}: Nur Nebenstellen können Mitglieder einer Rundnachrichtengruppe sein.',
  '{numbers} are not extensions of {domain}: only extensions can be members of a broadcast group.':
    '{numbers} sind keine Nebenstellen von {domain}: Nur Nebenstellen können Mitglieder einer Rundnachrichtengruppe sein.',
  '{extension} is already a member of broadcast group {group}.':
    '{extension} ist bereits Mitglied der Rundnachrichtengruppe {group}.',
  '{extension} is not a member of broadcast group {group}.':
    '{extension} ist kein Mitglied der Rundnachrichtengruppe {group}.',
  '{number} already has a directory entry in {domain}.':
    '{number} hat in {domain} bereits einen Verzeichniseintrag.',
  '{number} has no directory entry in {domain}.': '{number} hat in {domain} keinen Verzeichniseintrag.',
  'Contact {id} does not exist in domain {domain}.':
    'Der Kontakt {id} existiert in der Domain {domain} nicht.',
  'The contact already has number {number} for {label}.':
    'Der Kontakt hat die Nummer {number} für {label} bereits.',
  'Phone {id} does not exist for this contact.': 'Das Telefon {id} existiert bei diesem Kontakt nicht.',
  'There is no channel {channel}.': 'Es gibt keinen Kanal {channel}.',
  'No {channel} provider is configured for {domain}.':
    'Für {domain} ist kein {channel}-Anbieter eingerichtet.',
  'The assistant has no FAQ entry {id} in {domain}.':
    'Der Assistent hat in {domain} keinen FAQ-Eintrag {id}.',
  'Inbound route {route} sends its calls here: it will be deleted.':
    'Die Eingangsroute {route} leitet ihre Anrufe hierher: Sie wird gelöscht.',
  'Ring Group {group} rings it: that destination will be removed.':
    'Die Rufgruppe {group} ruft diese Nummer an: Das Ziel wird entfernt.',
  'Ring Group {group} has it as its timeout action: the timeout action will be cleared.':
    'Die Rufgruppe {group} nutzt diese Nummer als Aktion bei Zeitüberschreitung: Die Aktion wird geleert.',
  'Ring Group {group} has it as its forward: the forward will be cleared.':
    'Die Rufgruppe {group} nutzt diese Nummer als Umleitung: Die Umleitung wird geleert.',
  'Extension {extension} forwards to it ({forward}): that forward will be cleared and turned off.':
    'Die Nebenstelle {extension} leitet hierher um ({forward}): Diese Umleitung wird geleert und ausgeschaltet.',
  'forward all': 'alle Anrufe umleiten',
  'forward on busy': 'bei besetzt umleiten',
  'forward on no answer': 'bei Nichtmelden umleiten',
  'forward when not registered': 'wenn nicht registriert umleiten',
  'Broadcast group {group} has it as a member: it will leave the group.':
    'Die Rundnachrichtengruppe {group} hat diese Nebenstelle als Mitglied: Sie verlässt die Gruppe.',
  'User {user} has it among their extensions: it will be taken off.':
    'Der Benutzer {user} hat diese Nebenstelle unter seinen Nebenstellen: Sie wird ihm entzogen.',
  'App access {extension} ({email}) signs in with it: it will be deleted.':
    'Der App-Zugang {extension} ({email}) meldet sich damit an: Er wird gelöscht.',
  'Phone {phone} is configured with it ({account}): change or delete that file on Hardware.':
    'Das Telefon {phone} ist damit konfiguriert ({account}): Ändern oder löschen Sie diese Datei unter Hardware.',
  'Voicemail box {box} and its 1 message are kept: delete the box on Voicemails if it is no longer needed.':
    'Die Mailbox {box} und ihre 1 Nachricht bleiben erhalten: Löschen Sie die Mailbox unter Mailboxen, wenn sie nicht mehr gebraucht wird.',
  'Voicemail box {box} and its {n} messages are kept: delete the box on Voicemails if it is no longer needed.':
    'Die Mailbox {box} und ihre {n} Nachrichten bleiben erhalten: Löschen Sie die Mailbox unter Mailboxen, wenn sie nicht mehr gebraucht wird.',
  'The request body is empty; send a JSON object.': 'Der Anfragetext ist leer; senden Sie ein JSON-Objekt.',
  'The request body is not valid JSON.': 'Der Anfragetext ist kein gültiges JSON.',
  'The request body must be JSON (Content-Type: application/json).':
    'Der Anfrageinhalt muss JSON sein (Content-Type: application/json).',
  'The request body is too large.': 'Der Anfrageinhalt ist zu groß.',
  'The request body length does not match its Content-Length.':
    'Die Länge des Anfrageinhalts stimmt nicht mit seiner Content-Length überein.',
  'The request is not valid.': 'Die Anfrage ist ungültig.',
  "Field '{field}' {predicate}.": 'Das Feld „{field}“ {predicate}.',
  '{place} {predicate}.': '{place} {predicate}.',
  'The request body': 'Der Anfrageinhalt',
  'The query string': 'Der Query-String',
  'The path': 'Der Pfad',
  'The request headers': 'Der Header-Block der Anfrage',
  'The request': 'Die Anfrage',
  'is required': 'ist erforderlich',
  'is not valid': 'ist ungültig',
  'must not be empty': 'darf nicht leer sein',
  'must be {kind}': 'muss {kind} sein',
  'must be {value}': 'muss {value} sein',
  'must be {values} or {value}': 'muss {values} oder {value} sein',
  'must be at least {n} characters long': 'muss mindestens {n} Zeichen lang sein',
  'must be at most {n} characters long': 'darf höchstens {n} Zeichen lang sein',
  'must have at least {n} items': 'muss mindestens {n} Einträge haben',
  'must have at most {n} items': 'darf höchstens {n} Einträge haben',
  'must be at least {n}': 'muss mindestens {n} sein',
  'must be at most {n}': 'darf höchstens {n} sein',
  'has unknown fields: {keys}': 'hat unbekannte Felder: {keys}',
  'must not contain a NUL character': 'darf kein NUL-Zeichen enthalten',
  'must not be the same as the username': 'darf nicht mit dem Benutzernamen übereinstimmen',
  'is too easy to guess: it is a common password or a simple variation of one':
    'ist zu leicht zu erraten: Es ist ein gängiges Passwort oder eine einfache Abwandlung davon',
  'must be another number than the extension itself':
    'muss eine andere Nummer als die Nebenstelle selbst sein',
  'must be an extension number': 'muss eine Nebenstellennummer sein',
  'must be a tariff of this environment': 'muss ein Tarif dieser Umgebung sein',
  'is required for an admin PIN': 'ist für eine Admin-PIN erforderlich',
  'must be null for a cabin': 'muss bei einer Kabine leer sein',
  'must be digits only': 'darf nur Ziffern enthalten',
  'must be at least {n} digits for an admin PIN': 'muss bei einer Admin-PIN mindestens {n} Ziffern haben',
  'must be at least {n} digits for a cabin': 'muss bei einer Kabine mindestens {n} Ziffern haben',
  'must be {n} digits': 'muss {n} Ziffern haben',
  'must be {n} or more': 'muss {n} oder größer sein',
  'must not be the extension number': 'darf nicht die Nummer der Nebenstelle sein',
  'must be 4 to 16 digits': 'muss 4 bis 16 Ziffern haben',
  'must not be one digit repeated, such as 1111': 'darf nicht eine wiederholte Ziffer sein, wie 1111',
  'must not be a run of digits up or down, such as 1234 or 4321':
    'darf keine auf- oder absteigende Ziffernfolge sein, wie 1234 oder 4321',
  'must not be the mailbox number': 'darf nicht die Nummer der Mailbox sein',
  'must have at least {n} characters': 'muss mindestens {n} Zeichen haben',
  'must have at most {n} characters': 'darf höchstens {n} Zeichen haben',
  'must be a date (YYYY-MM-DD) or an ISO 8601 date-time':
    'muss ein Datum (YYYY-MM-DD) oder ein ISO-8601-Zeitpunkt sein',
  'is not a real date': 'ist kein existierendes Datum',
  'must be lower-case letters and underscores': 'darf nur Kleinbuchstaben und Unterstriche enthalten',
  'must be extension@domain': 'muss die Form Nebenstelle@Domain haben',
  'must be a group number': 'muss eine Gruppennummer sein',
  'is too large': 'ist zu groß',
  'must be a colour name or #hex': 'muss ein Farbname oder #hex sein',
  'must be a date as YYYY-MM-DD': 'muss ein Datum im Format YYYY-MM-DD sein',
  'must be a real date as YYYY-MM-DD': 'muss ein existierendes Datum im Format YYYY-MM-DD sein',
  'must be letters, digits or dashes': 'darf nur Buchstaben, Ziffern oder Bindestriche enthalten',
  'must be a dial prefix of 1 to 15 digits (a leading + is left off)':
    'muss eine Vorwahl aus 1 bis 15 Ziffern sein (ohne führendes +)',
  'must be 1 or 0': 'muss 1 oder 0 sein',
  'must be a tariff id': 'muss eine Tarif-ID sein',
  'must be a rate id': 'muss eine Sondertarif-ID sein',
  'must be an e-mail address': 'muss eine E-Mail-Adresse sein',
  'must be a valid e-mail address': 'muss eine gültige E-Mail-Adresse sein',
  'must hold at least one e-mail address': 'muss mindestens eine E-Mail-Adresse enthalten',
  "has '{value}', which is not an e-mail address": "enthält '{value}', das keine E-Mail-Adresse ist",
  'must be daily, weekly or monthly': 'muss täglich, wöchentlich oder monatlich sein',
  'must be admin, cabin or both': 'muss Admin-PIN, Kabine oder beides sein',
  'must be an hour from 0 to 23': 'muss eine Stunde von 0 bis 23 sein',
  'must be a weekday from 0 (Sunday) to 6 (Saturday)':
    'muss ein Wochentag von 0 (Sonntag) bis 6 (Samstag) sein',
  'must be a day from 1 to {n}': 'muss ein Tag von 1 bis {n} sein',
  'must be a day from 1 to {n} (every month has it)': 'muss ein Tag von 1 bis {n} sein (den jeder Monat hat)',
  'is required for a weekly schedule': 'ist für einen wöchentlichen Plan erforderlich',
  'is required for a monthly schedule': 'ist für einen monatlichen Plan erforderlich',
  'must be a schedule id': 'muss eine Plan-ID sein',
  'must be an IANA time zone such as Europe/Athens': 'muss eine IANA-Zeitzone wie Europe/Athens sein',
  'must be an IANA time zone such as Europe/London': 'muss eine IANA-Zeitzone wie Europe/London sein',
  'must be a whole number of seconds': 'muss eine ganze Zahl von Sekunden sein',
  'must be an http:// or https:// URL': 'muss eine http://- oder https://-URL sein',
  'may hold only letters, digits, _ and - (at most 256)':
    'darf nur Buchstaben, Ziffern, _ und - enthalten (höchstens 256)',
  'must be a domain name': 'muss ein Domainname sein',
  'must be a contact id': 'muss eine Kontakt-ID sein',
  'must be a phone id': 'muss eine Telefon-ID sein',
  'must be a phone number of digits': 'muss eine Telefonnummer aus Ziffern sein',
  'must differ from source_language': 'muss sich von source_language unterscheiden',
  "must be a date as 'YYYY-MM-DD HH:mm:ss GMT'": "muss ein Datum im Format 'YYYY-MM-DD HH:mm:ss GMT' sein",
  'may hold only letters, digits and . _ : @ -': 'darf nur Buchstaben, Ziffern und . _ : @ - enthalten',
  "must be a number, or numbers joined by ':'": "muss eine Nummer oder mit ':' verbundene Nummern sein",
  "must be an account, or an account and a peer joined by ','":
    "muss ein Konto oder ein Konto und ein mit ',' verbundener Gesprächspartner sein",
  'must be an extension number or 9998<number>@<domain>':
    'muss eine Nebenstellennummer oder 9998<Nummer>@<Domain> sein',
  'must be a date (YYYY-MM-DD) or an instant (ISO 8601 with its offset)':
    'muss ein Datum (YYYY-MM-DD) oder ein Zeitpunkt (ISO 8601 mit Zeitversatz) sein',
  'must be a cause name such as NORMAL_CLEARING': 'muss ein Ursachenname wie NORMAL_CLEARING sein',
  "must not be before 'from'": "darf nicht vor 'from' liegen",
  'must be a MAC address of 12 hexadecimal digits': 'muss eine MAC-Adresse aus 12 Hexadezimalziffern sein',
  'must be a host name or IP address': 'muss ein Hostname oder eine IP-Adresse sein',
  'must name extension, ringgroup, voicemail or other':
    'muss extension, ringgroup, voicemail oder other nennen',
  'must be extension, ringgroup, voicemail or other': 'muss extension, ringgroup, voicemail oder other sein',
  'must be XML': 'muss XML sein',
  'must be a route id': 'muss eine Routen-ID sein',
  "has an unknown column '{column}'": "hat eine unbekannte Spalte '{column}'",
  'must be a number of digits': 'muss eine Nummer aus Ziffern sein',
  'must be a phone or extension number': 'muss eine Telefon- oder Nebenstellennummer sein',
  'must be a mailbox number of digits': 'muss eine Mailbox-Nummer aus Ziffern sein',
  'must be a message id': 'muss eine Nachrichten-ID sein',
  'must be a number to forward to: digits, with an optional leading +':
    'muss eine Nummer zum Weiterleiten sein: Ziffern, wahlweise mit führendem +',
  'is required when the forward is on': 'ist erforderlich, wenn die Weiterleitung eingeschaltet ist',
  'must be 2 to 8 capital letters or digits': 'muss aus 2 bis 8 Großbuchstaben oder Ziffern bestehen',
  'must be a token id': 'muss eine Token-ID sein',
  'must not contain spaces': 'darf keine Leerzeichen enthalten',
  'must be a user id': 'muss eine Benutzer-ID sein',
  "must be words (letters, digits, spaces, '-' or ''')":
    "muss aus Wörtern bestehen (Buchstaben, Ziffern, Leerzeichen, '-' oder ''')",
  'needs at least one keyword': 'braucht mindestens ein Stichwort',
  'takes at most {n} keywords': 'darf höchstens {n} Stichwörter haben',
  'must be an entry id': 'muss eine Eintrags-ID sein',
  'a string': 'ein Text',
  'a number': 'eine Zahl',
  'a whole number': 'eine ganze Zahl',
  'a boolean': 'wahr oder falsch',
  'an object': 'ein Objekt',
  'an array': 'eine Liste',
  'an extension number': 'eine Nebenstellennummer',
  'a ring group number': 'eine Rufgruppennummer',
  'a voicemail box number': 'eine Mailbox-Nummer',
  digits: 'Ziffern',
  'a JSON array of column titles': 'ein JSON-Array mit Spaltentiteln',
  'a JSON object of column, value and word': 'ein JSON-Objekt aus Spalte, Wert und Bezeichnung',
  'Organisation administrator': 'Organisationsadministrator',
  'Ship administrator': 'Schiffsadministrator',
  Operator: 'Operator',
  'Billing clerk': 'Abrechnung',
  Auditor: 'Prüfer',
  Extension: 'Nebenstelle',
  'view the dashboard': 'das Dashboard anzusehen',
  'view the PBX': 'die Telefonanlage anzusehen',
  'change the PBX': 'die Telefonanlage zu ändern',
  'read phone secrets': 'die Zugangsdaten der Telefone zu lesen',
  'view calling cards': 'Telefonkarten anzusehen',
  'change calling cards': 'Telefonkarten zu ändern',
  'read messages': 'Nachrichten zu lesen',
  'send messages': 'Nachrichten zu senden',
  'view the directory': 'das Verzeichnis anzusehen',
  'change the directory': 'das Verzeichnis zu ändern',
  'view users': 'Benutzer anzusehen',
  'manage users': 'Benutzer zu verwalten',
  'view the audit log': 'das Audit-Protokoll anzusehen',
  'manage API tokens': 'API-Tokens zu verwalten',
  "change the ship's settings": 'die Einstellungen des Schiffs zu ändern',
  'use self-service': 'den Self-Service zu nutzen',
  PBX: 'Telefonanlage',
  'Calling Cards': 'Telefonkarten',
  Omnichannel: 'Omnichannel',
  User: 'Benutzer',
};
