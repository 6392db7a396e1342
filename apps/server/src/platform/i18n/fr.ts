/** The API's sentences in French (sentences.ts); role names as the console's fr-console.ts has them. */
import type { SentenceCatalogue } from './sentences.ts';

export const fr: SentenceCatalogue = {
  'Not signed in.': 'Vous n’êtes pas connecté.',
  'Invalid username or password.': 'Nom d’utilisateur ou mot de passe incorrect.',
  'This account is disabled. Please contact your administrator.':
    'Ce compte est désactivé. Veuillez contacter votre administrateur.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
  'Too many failed sign-ins from this browser. {wait}.':
    'Trop de connexions échouées depuis ce navigateur. {wait}.',
  'Too many failed sign-ins from your network address. {wait}.':
    'Trop de connexions échouées depuis votre adresse réseau. {wait}.',
  'Too many failed sign-ins to this account from browsers it has not signed in from. {wait}, or sign in from a browser you have used before.':
    'Trop de connexions échouées à ce compte depuis des navigateurs qui ne s’y sont jamais connectés. {wait}, ou connectez-vous depuis un navigateur que vous avez déjà utilisé.',
  'Too many codes were requested for this extension. {wait}.':
    'Trop de codes ont été demandés pour ce poste. {wait}.',
  'Too many codes were requested from your network address. {wait}.':
    'Trop de codes ont été demandés depuis votre adresse réseau. {wait}.',
  'Too many codes were tried from your network address. {wait}.':
    'Trop de codes ont été essayés depuis votre adresse réseau. {wait}.',
  'Please try again in 1 minute': 'Réessayez dans 1 minute',
  'Please try again in {n} minutes': 'Réessayez dans {n} minutes',
  'Login using Pin is not allowed for this extension. Please use password instead':
    'La connexion par PIN n’est pas autorisée pour ce poste. Connectez-vous avec le mot de passe',
  'Unable to find extension.': 'Poste introuvable.',
  'Invalid code, Please try again.': 'Code incorrect, veuillez réessayer.',
  'The code has expired. Please request a new one.': 'Le code a expiré. Demandez-en un nouveau.',
  'This code was entered wrongly too many times. Please request a new code.':
    'Ce code a été mal saisi trop de fois. Demandez un nouveau code.',
  'This chat is not known here. Please start a new one.':
    'Cette conversation est inconnue ici. Commencez-en une nouvelle.',
  "This call needs an API token: send it as 'Authorization: Bearer <token>' or as apiToken. An administrator creates one under API Tokens.":
    "Cet appel nécessite un jeton d’API : envoyez-le sous la forme 'Authorization: Bearer <token>' ou dans apiToken. Un administrateur en crée un sous Jetons d’API.",
  "The Authorization header must be 'Bearer <token>' with an API token.":
    "L’en-tête Authorization doit être 'Bearer <token>' avec un jeton d’API.",
  'This API token is not valid. Check that it was copied whole, or create a new one.':
    'Ce jeton d’API n’est pas valide. Vérifiez qu’il a été copié en entier, ou créez-en un nouveau.',
  'This API token has been revoked. Ask an administrator for a new one.':
    'Ce jeton d’API a été révoqué. Demandez-en un nouveau à un administrateur.',
  'This API token acts only on {environment} ({domain}), not on {other}.':
    'Ce jeton d’API n’agit que sur {environment} ({domain}), pas sur {other}.',
  "An active API token named '{name}' already exists in this environment.":
    "Un jeton d’API actif nommé '{name}' existe déjà dans cet environnement.",
  'API token {id} does not exist in domain {domain}.':
    'Le jeton d’API {id} n’existe pas dans le domaine {domain}.',
  "The API token '{name}' is already revoked.": "Le jeton d’API '{name}' est déjà révoqué.",
  'The webhook signature or secret token is not valid.':
    'La signature du webhook ou le jeton secret n’est pas valide.',
  'You are not allowed to do this.': 'Vous n’êtes pas autorisé à faire cela.',
  'An extension sign-in can only use its own self-service pages.':
    'Une connexion par poste donne accès uniquement à ses propres pages de libre-service.',
  'This route declares no permission, so nobody may use it.':
    'Cette route ne déclare aucune permission : personne ne peut l’utiliser.',
  'Your role ({role}) may not {action}.': 'Votre rôle ({role}) ne permet pas de {action}.',
  'You do not have access to environment {code}.': 'Vous n’avez pas accès à l’environnement {code}.',
  'You do not have access to domain {domain}.': 'Vous n’avez pas accès au domaine {domain}.',
  'Unknown domain {domain}.': 'Domaine {domain} inconnu.',
  'Unknown environment.': 'Environnement inconnu.',
  'The {module} module is not enabled for your organisation.':
    'Le module {module} n’est pas activé pour votre organisation.',
  'The {module} module is not available in the {environment} environment.':
    'Le module {module} n’est pas disponible dans l’environnement {environment}.',
  'This deployment is not pinned to an environment.': 'Ce déploiement n’est rattaché à aucun environnement.',
  'Self-service is for an extension signed in with its code.':
    'Le libre-service est réservé à un poste connecté avec son code.',
  'Not found.': 'Introuvable.',
  'Unable to process request.': 'Impossible de traiter la demande.',
  "The system is unable to find the requested action '{path}'.":
    "Le système ne trouve pas l’action demandée '{path}'.",
  'This server has no pre-rendered pages to list.': 'Ce serveur n’a aucune page pré-rendue à lister.',
  'This file is no longer on the server: a newer version is installed. Reload the page.':
    'Ce fichier n’est plus sur le serveur : une version plus récente est installée. Rechargez la page.',
  'You may not manage users of domain {domain}.':
    'Vous ne pouvez pas gérer les utilisateurs du domaine {domain}.',
  'Your role ({role}) may not manage {user}, whose role ({userRole}) ranks above it.':
    'Votre rôle ({role}) ne permet pas de gérer {user}, dont le rôle ({userRole}) est supérieur.',
  '{user} is granted {codes}, which you are not, so you may not manage them.':
    '{user} a accès à {codes}, ce qui n’est pas votre cas : vous ne pouvez donc pas gérer cet utilisateur.',
  'Your role ({role}) may not give the role {userRole}, which ranks above it.':
    'Votre rôle ({role}) ne permet pas d’attribuer le rôle {userRole}, qui lui est supérieur.',
  "Field 'grants' must not name the user's own environment ({code}).":
    "Le champ 'grants' ne doit pas contenir l’environnement de l’utilisateur lui-même ({code}).",
  "Field 'grants' names {code}, which is not an environment of {organisation}.":
    "Le champ 'grants' contient {code}, qui n’est pas un environnement de {organisation}.",
  'You may not grant {environment} ({code}): you are not granted it yourself.':
    'Vous ne pouvez pas donner accès à {environment} ({code}) : vous n’y avez pas accès vous-même.',
  'User {username} already exists in domain {domain}.':
    'L’utilisateur {username} existe déjà dans le domaine {domain}.',
  'User {id} does not exist in domain {domain}.': 'L’utilisateur {id} n’existe pas dans le domaine {domain}.',
  'You cannot change your own role; another administrator can.':
    'Vous ne pouvez pas modifier votre propre rôle ; un autre administrateur le peut.',
  'You cannot disable your own user; another administrator can.':
    'Vous ne pouvez pas désactiver votre propre utilisateur ; un autre administrateur le peut.',
  'You cannot delete your own user; another administrator can.':
    'Vous ne pouvez pas supprimer votre propre utilisateur ; un autre administrateur le peut.',
  'The user already has extension {extension}.': 'L’utilisateur a déjà le poste {extension}.',
  'The user does not have extension {extension}.': 'L’utilisateur n’a pas le poste {extension}.',
  'Extension {extension} already exists in domain {domain}.':
    'Le poste {extension} existe déjà dans le domaine {domain}.',
  'Extension {extension} does not exist in domain {domain}.':
    'Le poste {extension} n’existe pas dans le domaine {domain}.',
  'Extension {extension} does not exist for domain {domain}':
    'Le poste {extension} n’existe pas pour le domaine {domain}',
  'Extension {extension} does not exist in {domain}.': 'Le poste {extension} n’existe pas dans {domain}.',
  'Extension {extension} no longer exists in {domain}.': 'Le poste {extension} n’existe plus dans {domain}.',
  'Extension {extension} has no registration in domain {domain}.':
    'Le poste {extension} n’a aucun enregistrement dans le domaine {domain}.',
  'Extension {extension} has no voicemail box.': 'Le poste {extension} n’a pas de boîte vocale.',
  'Extension {extension} already has App Access in domain {domain}.':
    'Le poste {extension} a déjà un accès à l’app dans le domaine {domain}.',
  'App Access entry {id} does not exist.': 'L’accès à l’app {id} n’existe pas.',
  "Field 'extension' names domain {domain}, but this App Access entry is for {other}.":
    "Le champ 'extension' désigne le domaine {domain}, mais cet accès à l’app concerne {other}.",
  'No calling card belongs to extension {extension}.':
    'Aucune carte d’appel n’appartient au poste {extension}.',
  'Voicemail message {id} is not in your voicemail box.':
    'Le message vocal {id} n’est pas dans votre boîte vocale.',
  '{number} is already {owner} in {domain}. Choose another number.':
    'Le numéro {number} est déjà pris dans {domain} : {owner}. Choisissez un autre numéro.',
  'extension {number}': 'poste {number}',
  'ring group {number}': 'groupe d’appel {number}',
  'voicemail box {number}': 'boîte vocale {number}',
  'broadcast group {number}': 'groupe de diffusion {number}',
  'feature code {number}': 'code de service {number}',
  'Destination {number} is {owner}, which a ring group cannot ring: give an extension, a ring group or an external number (+ and digits).':
    'La destination {number} est un numéro qu’un groupe d’appel ne peut pas faire sonner ({owner}) : indiquez un poste, un groupe d’appel ou un numéro externe (+ et chiffres).',
  'Destination {number} is not an extension or ring group of {domain}: give one that exists, or an external number (+ and digits).':
    'La destination {number} n’est ni un poste ni un groupe d’appel de {domain} : indiquez-en un qui existe, ou un numéro externe (+ et chiffres).',
  "Field '{field}': {number} is {owner}, which a call cannot be forwarded to: give an extension, a ring group, a voicemail box or an outside number.":
    "Champ '{field}' : {number} est un numéro vers lequel un appel ne peut pas être renvoyé ({owner}) : indiquez un poste, un groupe d’appel, une boîte vocale ou un numéro externe.",
  "Field '{field}': there is no voicemail box {number} in {domain}.":
    "Champ '{field}' : il n’y a pas de boîte vocale {number} dans {domain}.",
  "Field '{field}': {number} is not an extension, ring group or voicemail box of {domain}, nor an outside number (+ and digits, or at least 7 digits).":
    "Champ '{field}' : {number} n’est ni un poste, ni un groupe d’appel, ni une boîte vocale de {domain}, ni un numéro externe (+ et chiffres, ou au moins 7 chiffres).",
  'Ring Group {group} would reach itself in a loop: {path}. Choose another destination.':
    'Le groupe d’appel {group} se rappellerait lui-même en boucle : {path}. Choisissez une autre destination.',
  'Ring Group {group} does not exist in domain {domain}.':
    'Le groupe d’appel {group} n’existe pas dans le domaine {domain}.',
  'Ring Group {group} already exists in domain {domain}.':
    'Le groupe d’appel {group} existe déjà dans le domaine {domain}.',
  'A Ring Group cannot time out to itself.':
    'Un groupe d’appel ne peut pas basculer sur lui-même à l’expiration du délai.',
  'A Ring Group cannot forward to itself.': 'Un groupe d’appel ne peut pas renvoyer vers lui-même.',
  'A Ring Group cannot ring itself.': 'Un groupe d’appel ne peut pas se faire sonner lui-même.',
  'Destination {number} already exists in Ring Group {group}.':
    'La destination {number} existe déjà dans le groupe d’appel {group}.',
  'Destination {number} does not exist in Ring Group {group}.':
    'La destination {number} n’existe pas dans le groupe d’appel {group}.',
  'An inbound route for number {number} already exists in domain {domain}.':
    'Une route entrante pour le numéro {number} existe déjà dans le domaine {domain}.',
  'Inbound route {id} does not exist in domain {domain}.':
    'La route entrante {id} n’existe pas dans le domaine {domain}.',
  "Field 'action.value' must be {what} of domain {domain}; {value} is not.":
    "Le champ 'action.value' doit être {what} du domaine {domain} ; {value} n’en est pas un.",
  'an extension': 'un poste',
  'a ring group': 'un groupe d’appel',
  'a voicemail box': 'une boîte vocale',
  'Voicemail box {number} does not exist in domain {domain}.':
    'La boîte vocale {number} n’existe pas dans le domaine {domain}.',
  'Voicemail box {number} already exists in domain {domain}.':
    'La boîte vocale {number} existe déjà dans le domaine {domain}.',
  'Voicemail box {number} is disabled: it takes no messages.':
    'La boîte vocale {number} est désactivée : elle ne reçoit aucun message.',
  'Voicemail box {number} has no greeting of its own.':
    'La boîte vocale {number} n’a pas d’annonce personnalisée.',
  'Voicemail message {id} does not exist in this mailbox.':
    'Le message vocal {id} n’existe pas dans cette boîte vocale.',
  'Voicemail message {id} has no recording.': 'Le message vocal {id} n’a pas d’enregistrement.',
  "Field 'number' must be the mailbox of the path ({number}).":
    "Le champ 'number' doit être la boîte vocale du chemin ({number}).",
  "Field 'voicemail_mail_to' is required while 'e-mail the message' is on.":
    "Le champ 'voicemail_mail_to' est obligatoire tant que l’envoi du message par e-mail est activé.",
  'The greeting file is empty: choose a WAV, Opus or MP3 recording.':
    'Le fichier d’annonce est vide : choisissez un enregistrement WAV, Opus ou MP3.',
  'The greeting must be a WAV, Opus (.opus or .ogg) or MP3 recording; this file is none of them.':
    'L’annonce doit être un enregistrement WAV, Opus (.opus ou .ogg) ou MP3 ; ce fichier n’est rien de tout cela.',
  'The body must be the recording itself: a WAV, Opus (Ogg) or MP3 file.':
    'Le corps doit être l’enregistrement lui-même : un fichier WAV, Opus (Ogg) ou MP3.',
  "The range '{range}' is outside the file's {n} bytes.":
    "La plage '{range}' dépasse les {n} octets du fichier.",
  'There is no pending configuration file for MAC {mac}.':
    'Il n’y a pas de fichier de configuration en attente pour la MAC {mac}.',
  'There is no provisioned configuration file for MAC {mac}.':
    'Il n’y a pas de fichier de configuration provisionné pour la MAC {mac}.',
  'There is no configuration file for MAC {mac}.':
    'Il n’y a pas de fichier de configuration pour la MAC {mac}.',
  "Field 'account1' is required: a phone needs at least one account.":
    "Le champ 'account1' est obligatoire : un téléphone a besoin d’au moins un compte.",
  "Field 'account2.extension' must differ from account 1's.":
    "Le champ 'account2.extension' doit être différent de celui du compte 1.",
  "Field '{field}' must be the domain {domain}.": "Le champ '{field}' doit être le domaine {domain}.",
  "Field '{field}': {extension} is not an extension of domain {domain}.":
    "Champ '{field}' : {extension} n’est pas un poste du domaine {domain}.",
  'A configuration file for MAC {mac} already exists in domain {domain}: a MAC can be provisioned once in the organisation.':
    'Un fichier de configuration pour la MAC {mac} existe déjà dans le domaine {domain} : une MAC ne peut être provisionnée qu’une fois dans l’organisation.',
  'The request body must change the configuration or the status.':
    'Le corps de la requête doit modifier la configuration ou le statut.',
  'Only a pending configuration file can be deleted; this one has been taken by the phone.':
    'Seul un fichier de configuration en attente peut être supprimé ; celui-ci a déjà été récupéré par le téléphone.',
  'There is no provisioning file at this address.':
    'Il n’y a pas de fichier de provisionnement à cette adresse.',
  'Too many requests for provisioning files that do not exist from this address. Try again in a few minutes.':
    'Trop de demandes de fichiers de provisionnement inexistants depuis cette adresse. Réessayez dans quelques minutes.',
  'Cabin {pin} already exists in this environment. Please choose another.':
    'La cabine {pin} existe déjà dans cet environnement. Choisissez-en une autre.',
  'Admin PIN {pin} already exists in this environment. Please choose another.':
    'Le PIN administrateur {pin} existe déjà dans cet environnement. Choisissez-en un autre.',
  'This PIN belongs to another environment.': 'Ce PIN appartient à un autre environnement.',
  'There is no PIN with id {id}.': 'Il n’y a pas de PIN avec l’id {id}.',
  "Field 'currency' must be the tariff's currency ({currency}); leave it out to take it.":
    "Le champ 'currency' doit être la devise du tarif ({currency}) ; laissez-le vide pour la reprendre.",
  "Field 'tariff' must be a tariff in the card's currency ({currency}); {tariff} is in {other}.":
    "Le champ 'tariff' doit être un tarif dans la devise de la carte ({currency}) ; {tariff} est en {other}.",
  'There is no tariff {id}.': 'Il n’y a pas de tarif {id}.',
  'Tariff {id} belongs to another environment.': 'Le tarif {id} appartient à un autre environnement.',
  'Tariff {tariff} has no special rate {id}.': 'Le tarif {tariff} n’a pas de tarif spécial {id}.',
  'Tariff {tariff} already has a special rate for dial prefix {prefix}.':
    'Le tarif {tariff} a déjà un tarif spécial pour le préfixe {prefix}.',
  'There is no report schedule {id}.': 'Il n’y a pas de rapport planifié {id}.',
  'Report schedule {id} belongs to another environment.':
    'Le rapport planifié {id} appartient à un autre environnement.',
  "Field 'titles' must give one title per column ({n}), not {count}.":
    "Le champ 'titles' doit donner un titre par colonne ({n}), et non {count}.",
  'Call {callid} was authorized for another PIN; a call id names one call.':
    'L’appel {callid} a été autorisé pour un autre PIN ; un id d’appel désigne un seul appel.',
  '{account} is not an extension of {domain}: you may read only its own accounts.':
    '{account} n’est pas un poste de {domain} : vous ne pouvez lire que ses propres comptes.',
  '{account} is not an extension of {domain}: you may send only as its own accounts.':
    '{account} n’est pas un poste de {domain} : vous ne pouvez envoyer qu’avec ses propres comptes.',
  '{account} is not an extension of {domain}.': '{account} n’est pas un poste de {domain}.',
  'Message {id} is not in this conversation.': 'Le message {id} ne fait pas partie de cette conversation.',
  'There is no message {id} from {sender} in {domain}.':
    'Il n’y a pas de message {id} de {sender} dans {domain}.',
  'There is no message {id} in {domain}.': 'Il n’y a pas de message {id} dans {domain}.',
  'Broadcast group {group} does not exist in {domain}.':
    'Le groupe de diffusion {group} n’existe pas dans {domain}.',
  'Broadcast group {group} already exists in {domain}.':
    'Le groupe de diffusion {group} existe déjà dans {domain}.',
  'Broadcast group {group} has no members to send to.':
    'Le groupe de diffusion {group} n’a aucun membre à qui envoyer.',
  'Broadcast group {group} still has 1 member: delete it first (DELETE /broadcast_member with group_number).':
    'Le groupe de diffusion {group} a encore 1 membre : supprimez-le d’abord (DELETE /broadcast_member avec group_number).',
  'Broadcast group {group} still has {n} members: delete them first (DELETE /broadcast_member with group_number).':
    'Le groupe de diffusion {group} a encore {n} membres : supprimez-les d’abord (DELETE /broadcast_member avec group_number).',
  'No free broadcast group number was found: try again.':
    'Aucun numéro de groupe de diffusion libre n’a été trouvé : réessayez.',
  '{numbers} is not an extension of {domain}: only extensions can be members of a broadcast group.':
    '{numbers} n’est pas un poste de {domain} : seuls des postes peuvent être membres d’un groupe de diffusion.',
  '{numbers} are not extensions of {domain}: only extensions can be members of a broadcast group.':
    '{numbers} ne sont pas des postes de {domain} : seuls des postes peuvent être membres d’un groupe de diffusion.',
  '{extension} is already a member of broadcast group {group}.':
    '{extension} est déjà membre du groupe de diffusion {group}.',
  '{extension} is not a member of broadcast group {group}.':
    '{extension} n’est pas membre du groupe de diffusion {group}.',
  '{number} already has a directory entry in {domain}.':
    '{number} a déjà une entrée d’annuaire dans {domain}.',
  '{number} has no directory entry in {domain}.': '{number} n’a pas d’entrée d’annuaire dans {domain}.',
  'Contact {id} does not exist in domain {domain}.': 'Le contact {id} n’existe pas dans le domaine {domain}.',
  'The contact already has number {number} for {label}.':
    'Le contact a déjà le numéro {number} pour {label}.',
  'Phone {id} does not exist for this contact.': 'Le téléphone {id} n’existe pas pour ce contact.',
  'There is no channel {channel}.': 'Il n’y a pas de canal {channel}.',
  'No {channel} provider is configured for {domain}.':
    'Aucun fournisseur {channel} n’est configuré pour {domain}.',
  'The assistant has no FAQ entry {id} in {domain}.':
    'L’assistant n’a pas d’entrée de FAQ {id} dans {domain}.',
  'Inbound route {route} sends its calls here: it will be deleted.':
    'La route entrante {route} envoie ses appels ici : elle sera supprimée.',
  'Ring Group {group} rings it: that destination will be removed.':
    'Le groupe d’appel {group} le fait sonner : cette destination sera retirée.',
  'Ring Group {group} has it as its timeout action: the timeout action will be cleared.':
    'Le groupe d’appel {group} l’utilise comme action à l’expiration du délai : cette action sera effacée.',
  'Ring Group {group} has it as its forward: the forward will be cleared.':
    'Le groupe d’appel {group} l’utilise comme renvoi : ce renvoi sera effacé.',
  'Extension {extension} forwards to it ({forward}): that forward will be cleared and turned off.':
    'Le poste {extension} y renvoie ({forward}) : ce renvoi sera effacé et désactivé.',
  'forward all': 'renvoyer tous les appels',
  'forward on busy': 'renvoyer si occupé',
  'forward on no answer': 'renvoyer si pas de réponse',
  'forward when not registered': 'renvoyer si non enregistré',
  'Broadcast group {group} has it as a member: it will leave the group.':
    'Le groupe de diffusion {group} l’a pour membre : il quittera le groupe.',
  'User {user} has it among their extensions: it will be taken off.':
    'L’utilisateur {user} l’a parmi ses postes : il lui sera retiré.',
  'App access {extension} ({email}) signs in with it: it will be deleted.':
    'L’accès à l’app {extension} ({email}) se connecte avec : il sera supprimé.',
  'Phone {phone} is configured with it ({account}): change or delete that file on Hardware.':
    'Le téléphone {phone} est configuré avec ({account}) : modifiez ou supprimez ce fichier dans Matériel.',
  'Voicemail box {box} and its 1 message are kept: delete the box on Voicemails if it is no longer needed.':
    'La boîte vocale {box} et son message sont conservés : supprimez la boîte dans Boîtes vocales si elle ne sert plus.',
  'Voicemail box {box} and its {n} messages are kept: delete the box on Voicemails if it is no longer needed.':
    'La boîte vocale {box} et ses {n} messages sont conservés : supprimez la boîte dans Boîtes vocales si elle ne sert plus.',
  'The request body is empty; send a JSON object.':
    'Le corps de la requête est vide ; envoyez un objet JSON.',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas un JSON valide.',
  'The request body must be JSON (Content-Type: application/json).':
    'Le corps de la requête doit être du JSON (Content-Type: application/json).',
  'The request body is too large.': 'Le corps de la requête est trop volumineux.',
  'The request body length does not match its Content-Length.':
    'La longueur du corps de la requête ne correspond pas à son Content-Length.',
  'The request is not valid.': 'La requête n’est pas valide.',
  "Field '{field}' {predicate}.": 'Le champ « {field} » {predicate}.',
  '{place} {predicate}.': '{place} {predicate}.',
  'The request body': 'Le corps de la requête',
  'The query string': 'La chaîne de requête',
  'The path': 'Le chemin',
  'The request headers': 'L’ensemble des en-têtes de la requête',
  'The request': 'La requête',
  'is required': 'est obligatoire',
  'is not valid': 'n’est pas valide',
  'must not be empty': 'ne doit pas être vide',
  'must be {kind}': 'doit être {kind}',
  'must be {value}': 'doit valoir {value}',
  'must be {values} or {value}': 'doit valoir {values} ou {value}',
  'must be at least {n} characters long': 'doit comporter au moins {n} caractères',
  'must be at most {n} characters long': 'doit comporter au plus {n} caractères',
  'must have at least {n} items': 'doit comporter au moins {n} éléments',
  'must have at most {n} items': 'doit comporter au plus {n} éléments',
  'must be at least {n}': 'doit être au moins {n}',
  'must be at most {n}': 'doit être au plus {n}',
  'has unknown fields: {keys}': 'contient des champs inconnus : {keys}',
  'must not contain a NUL character': 'ne doit pas contenir de caractère NUL',
  'must not be the same as the username': 'ne doit pas être identique au nom d’utilisateur',
  'is too easy to guess: it is a common password or a simple variation of one':
    'est trop facile à deviner : c’est un mot de passe courant ou une simple variante',
  'must be another number than the extension itself': 'doit être un autre numéro que celui du poste',
  'must be an extension number': 'doit être un numéro de poste',
  'must be a tariff of this environment': 'doit être un tarif de cet environnement',
  'is required for an admin PIN': 'est obligatoire pour un PIN administrateur',
  'must be null for a cabin': 'doit être vide pour une cabine',
  'must be digits only': 'ne doit contenir que des chiffres',
  'must be at least {n} digits for an admin PIN':
    'doit comporter au moins {n} chiffres pour un PIN administrateur',
  'must be at least {n} digits for a cabin': 'doit comporter au moins {n} chiffres pour une cabine',
  'must be {n} digits': 'doit comporter {n} chiffres',
  'must be {n} or more': 'doit être supérieur ou égal à {n}',
  'must not be the extension number': 'ne doit pas être le numéro du poste',
  'must be 4 to 16 digits': 'doit comporter de 4 à 16 chiffres',
  'must not be one digit repeated, such as 1111': 'ne doit pas être un même chiffre répété, comme 1111',
  'must not be a run of digits up or down, such as 1234 or 4321':
    'ne doit pas être une suite de chiffres croissante ou décroissante, comme 1234 ou 4321',
  'must not be the mailbox number': 'ne doit pas être le numéro de la boîte vocale',
  'must have at least {n} characters': 'doit comporter au moins {n} caractères',
  'must have at most {n} characters': 'doit comporter au plus {n} caractères',
  'must be a date (YYYY-MM-DD) or an ISO 8601 date-time':
    'doit être une date (YYYY-MM-DD) ou une date-heure ISO 8601',
  'is not a real date': 'n’est pas une date qui existe',
  'must be lower-case letters and underscores':
    'ne doit contenir que des lettres minuscules et des tirets bas',
  'must be extension@domain': 'doit être de la forme poste@domaine',
  'must be a group number': 'doit être un numéro de groupe',
  'is too large': 'est trop grand',
  'must be a colour name or #hex': 'doit être un nom de couleur ou un #hex',
  'must be a date as YYYY-MM-DD': 'doit être une date au format YYYY-MM-DD',
  'must be a real date as YYYY-MM-DD': 'doit être une date existante au format YYYY-MM-DD',
  'must be letters, digits or dashes': 'ne doit contenir que des lettres, des chiffres ou des tirets',
  'must be a dial prefix of 1 to 15 digits (a leading + is left off)':
    'doit être un préfixe de 1 à 15 chiffres (sans le + initial)',
  'must be 1 or 0': 'doit valoir 1 ou 0',
  'must be a tariff id': 'doit être un id de tarif',
  'must be a rate id': 'doit être un id de tarif spécial',
  'must be an e-mail address': 'doit être une adresse e-mail',
  'must be a valid e-mail address': 'doit être une adresse e-mail valide',
  'must hold at least one e-mail address': 'doit contenir au moins une adresse e-mail',
  "has '{value}', which is not an e-mail address": "contient '{value}', qui n’est pas une adresse e-mail",
  'must be daily, weekly or monthly': 'doit être quotidien, hebdomadaire ou mensuel',
  'must be admin, cabin or both': 'doit être PIN administrateur, cabine ou les deux',
  'must be an hour from 0 to 23': 'doit être une heure de 0 à 23',
  'must be a weekday from 0 (Sunday) to 6 (Saturday)':
    'doit être un jour de la semaine de 0 (dimanche) à 6 (samedi)',
  'must be a day from 1 to {n}': 'doit être un jour de 1 à {n}',
  'must be a day from 1 to {n} (every month has it)':
    'doit être un jour de 1 à {n} (que tous les mois comptent)',
  'is required for a weekly schedule': 'est obligatoire pour une planification hebdomadaire',
  'is required for a monthly schedule': 'est obligatoire pour une planification mensuelle',
  'must be a schedule id': 'doit être un id de planification',
  'must be an IANA time zone such as Europe/Athens': 'doit être un fuseau horaire IANA, comme Europe/Athens',
  'must be an IANA time zone such as Europe/London': 'doit être un fuseau horaire IANA, comme Europe/London',
  'must be a whole number of seconds': 'doit être un nombre entier de secondes',
  'must be an http:// or https:// URL': 'doit être une URL en http:// ou https://',
  'may hold only letters, digits, _ and - (at most 256)':
    'ne peut contenir que des lettres, des chiffres, _ et - (256 au plus)',
  'must be a domain name': 'doit être un nom de domaine',
  'must be a contact id': 'doit être un id de contact',
  'must be a phone id': 'doit être un id de téléphone',
  'must be a phone number of digits': 'doit être un numéro de téléphone en chiffres',
  'must differ from source_language': 'doit être différent de source_language',
  "must be a date as 'YYYY-MM-DD HH:mm:ss GMT'": "doit être une date au format 'YYYY-MM-DD HH:mm:ss GMT'",
  'may hold only letters, digits and . _ : @ -':
    'ne peut contenir que des lettres, des chiffres et . _ : @ -',
  "must be a number, or numbers joined by ':'": "doit être un numéro, ou des numéros séparés par ':'",
  "must be an account, or an account and a peer joined by ','":
    "doit être un compte, ou un compte et un interlocuteur séparés par ','",
  'must be an extension number or 9998<number>@<domain>':
    'doit être un numéro de poste ou 9998<numéro>@<domaine>',
  'must be a date (YYYY-MM-DD) or an instant (ISO 8601 with its offset)':
    'doit être une date (YYYY-MM-DD) ou un instant (ISO 8601 avec son décalage)',
  'must be a cause name such as NORMAL_CLEARING': 'doit être un nom de cause, comme NORMAL_CLEARING',
  "must not be before 'from'": "ne doit pas être antérieur à 'from'",
  'must be a MAC address of 12 hexadecimal digits': 'doit être une adresse MAC de 12 chiffres hexadécimaux',
  'must be a host name or IP address': 'doit être un nom d’hôte ou une adresse IP',
  'must name extension, ringgroup, voicemail or other':
    'doit indiquer extension, ringgroup, voicemail ou other',
  'must be extension, ringgroup, voicemail or other': 'doit être extension, ringgroup, voicemail ou other',
  'must be XML': 'doit être du XML',
  'must be a route id': 'doit être un id de route',
  "has an unknown column '{column}'": "contient une colonne inconnue '{column}'",
  'must be a number of digits': 'doit être un numéro en chiffres',
  'must be a phone or extension number': 'doit être un numéro de téléphone ou de poste',
  'must be a mailbox number of digits': 'doit être un numéro de boîte vocale en chiffres',
  'must be a message id': 'doit être un id de message',
  'must be a number to forward to: digits, with an optional leading +':
    'doit être un numéro de renvoi : des chiffres, avec un + initial facultatif',
  'is required when the forward is on': 'est obligatoire quand le renvoi est activé',
  'must be 2 to 8 capital letters or digits': 'doit comporter de 2 à 8 majuscules ou chiffres',
  'must be a token id': 'doit être un id de jeton',
  'must not contain spaces': 'ne doit pas contenir d’espaces',
  'must be a user id': 'doit être un id d’utilisateur',
  "must be words (letters, digits, spaces, '-' or ''')":
    "doit être composé de mots (lettres, chiffres, espaces, '-' ou ''')",
  'needs at least one keyword': 'doit comporter au moins un mot-clé',
  'takes at most {n} keywords': 'accepte au plus {n} mots-clés',
  'must be an entry id': 'doit être un id d’entrée',
  'a string': 'un texte',
  'a number': 'un nombre',
  'a whole number': 'un nombre entier',
  'a boolean': 'vrai ou faux',
  'an object': 'un objet',
  'an array': 'une liste',
  'an extension number': 'un numéro de poste',
  'a ring group number': 'un numéro de groupe d’appel',
  'a voicemail box number': 'un numéro de boîte vocale',
  digits: 'des chiffres',
  'a JSON array of column titles': 'un tableau JSON de titres de colonnes',
  'a JSON object of column, value and word': 'un objet JSON de colonne, valeur et libellé',
  'Organisation administrator': 'Administrateur de l’organisation',
  'Ship administrator': 'Administrateur du navire',
  Operator: 'Opérateur',
  'Billing clerk': 'Agent de facturation',
  Auditor: 'Auditeur',
  Extension: 'Poste',
  'view the dashboard': 'consulter le tableau de bord',
  'view the PBX': 'consulter le standard téléphonique',
  'change the PBX': 'modifier le standard téléphonique',
  'read phone secrets': 'lire les identifiants des téléphones',
  'view calling cards': 'consulter les cartes d’appel',
  'change calling cards': 'modifier les cartes d’appel',
  'read messages': 'lire les messages',
  'send messages': 'envoyer des messages',
  'view the directory': 'consulter l’annuaire',
  'change the directory': 'modifier l’annuaire',
  'view users': 'consulter les utilisateurs',
  'manage users': 'gérer les utilisateurs',
  'view the audit log': 'consulter le journal d’audit',
  'manage API tokens': 'gérer les jetons d’API',
  "change the ship's settings": 'modifier les réglages du navire',
  'use self-service': 'se servir du libre-service',
  PBX: 'PBX',
  'Calling Cards': 'Cartes d’appel',
  Omnichannel: 'Omnicanal',
  User: 'Utilisateurs',
};
