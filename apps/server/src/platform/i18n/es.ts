/** The API's sentences in Spanish (sentences.ts); role names as the console's es-console.ts has them. */
import type { SentenceCatalogue } from './sentences.ts';

export const es: SentenceCatalogue = {
  'Not signed in.': 'No ha iniciado sesión.',
  'Invalid username or password.': 'Usuario o contraseña incorrectos.',
  'This account is disabled. Please contact your administrator.':
    'Esta cuenta está desactivada. Póngase en contacto con su administrador.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
  'Too many failed sign-ins from this browser. {wait}.':
    'Demasiados inicios de sesión fallidos desde este navegador. {wait}.',
  'Too many failed sign-ins from your network address. {wait}.':
    'Demasiados inicios de sesión fallidos desde su dirección de red. {wait}.',
  'Too many failed sign-ins to this account from browsers it has not signed in from. {wait}, or sign in from a browser you have used before.':
    'Demasiados inicios de sesión fallidos en esta cuenta desde navegadores que nunca la han usado. {wait}, o inicie sesión desde un navegador que ya haya usado.',
  'Too many codes were requested for this extension. {wait}.':
    'Se han pedido demasiados códigos para esta extensión. {wait}.',
  'Too many codes were requested from your network address. {wait}.':
    'Se han pedido demasiados códigos desde su dirección de red. {wait}.',
  'Too many codes were tried from your network address. {wait}.':
    'Se han probado demasiados códigos desde su dirección de red. {wait}.',
  'Please try again in 1 minute': 'Vuelva a intentarlo dentro de 1 minuto',
  'Please try again in {n} minutes': 'Vuelva a intentarlo dentro de {n} minutos',
  'Login using Pin is not allowed for this extension. Please use password instead':
    'Esta extensión no puede iniciar sesión con PIN. Use la contraseña',
  'Unable to find extension.': 'No se encuentra la extensión.',
  'Invalid code, Please try again.': 'Código incorrecto; vuelva a intentarlo.',
  'The code has expired. Please request a new one.': 'El código ha caducado. Pida uno nuevo.',
  'This code was entered wrongly too many times. Please request a new code.':
    'Este código se ha introducido mal demasiadas veces. Pida un código nuevo.',
  'This chat is not known here. Please start a new one.': 'Este chat no se conoce aquí. Empiece uno nuevo.',
  "This call needs an API token: send it as 'Authorization: Bearer <token>' or as apiToken. An administrator creates one under API Tokens.":
    "Esta llamada necesita un token de API: envíelo como 'Authorization: Bearer <token>' o como apiToken. Un administrador lo crea en Tokens de API.",
  "The Authorization header must be 'Bearer <token>' with an API token.":
    "La cabecera Authorization debe ser 'Bearer <token>' con un token de API.",
  'This API token is not valid. Check that it was copied whole, or create a new one.':
    'Este token de API no es válido. Compruebe que se copió entero o cree uno nuevo.',
  'This API token has been revoked. Ask an administrator for a new one.':
    'Este token de API ha sido revocado. Pida uno nuevo a un administrador.',
  'This API token acts only on {environment} ({domain}), not on {other}.':
    'Este token de API solo actúa sobre {environment} ({domain}), no sobre {other}.',
  "An active API token named '{name}' already exists in this environment.":
    "Ya existe un token de API activo llamado '{name}' en este entorno.",
  'API token {id} does not exist in domain {domain}.':
    'El token de API {id} no existe en el dominio {domain}.',
  "The API token '{name}' is already revoked.": "El token de API '{name}' ya está revocado.",
  'The webhook signature or secret token is not valid.':
    'La firma del webhook o el token secreto no son válidos.',
  'You are not allowed to do this.': 'No tiene permiso para hacer esto.',
  'An extension sign-in can only use its own self-service pages.':
    'Al entrar con una extensión solo se accede a sus propias páginas de autoservicio.',
  'This route declares no permission, so nobody may use it.':
    'Esta ruta no declara ningún permiso, así que nadie puede usarla.',
  'Your role ({role}) may not {action}.': 'Su rol ({role}) no le permite {action}.',
  'You do not have access to environment {code}.': 'No tiene acceso al entorno {code}.',
  'You do not have access to domain {domain}.': 'No tiene acceso al dominio {domain}.',
  'Unknown domain {domain}.': 'Dominio {domain} desconocido.',
  'Unknown environment.': 'Entorno desconocido.',
  'The {module} module is not enabled for your organisation.':
    'El módulo {module} no está activado para su organización.',
  'The {module} module is not available in the {environment} environment.':
    'El módulo {module} no está disponible en el entorno {environment}.',
  'This deployment is not pinned to an environment.': 'Esta instalación no está vinculada a ningún entorno.',
  'Self-service is for an extension signed in with its code.':
    'El autoservicio es para una extensión que ha iniciado sesión con su código.',
  'Not found.': 'No encontrado.',
  'Unable to process request.': 'No se pudo procesar la solicitud.',
  "The system is unable to find the requested action '{path}'.":
    "El sistema no encuentra la acción solicitada '{path}'.",
  'This server has no pre-rendered pages to list.':
    'Este servidor no tiene páginas prerrenderizadas que listar.',
  'This file is no longer on the server: a newer version is installed. Reload the page.':
    'Este archivo ya no está en el servidor: hay instalada una versión más reciente. Recargue la página.',
  'You may not manage users of domain {domain}.': 'No puede gestionar usuarios del dominio {domain}.',
  'Your role ({role}) may not manage {user}, whose role ({userRole}) ranks above it.':
    'Su rol ({role}) no le permite gestionar a {user}, cuyo rol ({userRole}) es superior.',
  '{user} is granted {codes}, which you are not, so you may not manage them.':
    '{user} tiene acceso a {codes} y usted no, así que no puede gestionar a este usuario.',
  'Your role ({role}) may not give the role {userRole}, which ranks above it.':
    'Su rol ({role}) no le permite asignar el rol {userRole}, que es superior.',
  "Field 'grants' must not name the user's own environment ({code}).":
    "El campo 'grants' no debe incluir el entorno del propio usuario ({code}).",
  "Field 'grants' names {code}, which is not an environment of {organisation}.":
    "El campo 'grants' incluye {code}, que no es un entorno de {organisation}.",
  'You may not grant {environment} ({code}): you are not granted it yourself.':
    'No puede dar acceso a {environment} ({code}): usted no lo tiene.',
  'User {username} already exists in domain {domain}.':
    'El usuario {username} ya existe en el dominio {domain}.',
  'User {id} does not exist in domain {domain}.': 'El usuario {id} no existe en el dominio {domain}.',
  'You cannot change your own role; another administrator can.':
    'No puede cambiar su propio rol; otro administrador sí puede.',
  'You cannot disable your own user; another administrator can.':
    'No puede desactivar su propio usuario; otro administrador sí puede.',
  'You cannot delete your own user; another administrator can.':
    'No puede eliminar su propio usuario; otro administrador sí puede.',
  'The user already has extension {extension}.': 'El usuario ya tiene la extensión {extension}.',
  'The user does not have extension {extension}.': 'El usuario no tiene la extensión {extension}.',
  'Extension {extension} already exists in domain {domain}.':
    'La extensión {extension} ya existe en el dominio {domain}.',
  'Extension {extension} does not exist in domain {domain}.':
    'La extensión {extension} no existe en el dominio {domain}.',
  'Extension {extension} does not exist for domain {domain}':
    'La extensión {extension} no existe para el dominio {domain}',
  'Extension {extension} does not exist in {domain}.': 'La extensión {extension} no existe en {domain}.',
  'Extension {extension} no longer exists in {domain}.': 'La extensión {extension} ya no existe en {domain}.',
  'Extension {extension} has no registration in domain {domain}.':
    'La extensión {extension} no tiene ningún registro en el dominio {domain}.',
  'Extension {extension} has no voicemail box.': 'La extensión {extension} no tiene buzón de voz.',
  'Extension {extension} already has App Access in domain {domain}.':
    'La extensión {extension} ya tiene acceso a la app en el dominio {domain}.',
  'App Access entry {id} does not exist.': 'El acceso a la app {id} no existe.',
  "Field 'extension' names domain {domain}, but this App Access entry is for {other}.":
    "El campo 'extension' indica el dominio {domain}, pero este acceso a la app es de {other}.",
  'No calling card belongs to extension {extension}.':
    'Ninguna tarjeta de llamadas pertenece a la extensión {extension}.',
  'Voicemail message {id} is not in your voicemail box.': 'El mensaje de voz {id} no está en su buzón.',
  '{number} is already {owner} in {domain}. Choose another number.':
    'El número {number} ya está en uso en {domain}: {owner}. Elija otro número.',
  'extension {number}': 'extensión {number}',
  'ring group {number}': 'grupo de timbrado {number}',
  'voicemail box {number}': 'buzón de voz {number}',
  'broadcast group {number}': 'grupo de difusión {number}',
  'feature code {number}': 'código de función {number}',
  'Destination {number} is {owner}, which a ring group cannot ring: give an extension, a ring group or an external number (+ and digits).':
    'Un grupo de timbrado no puede llamar al destino {number} ({owner}): indique una extensión, un grupo de timbrado o un número externo (+ y dígitos).',
  'Destination {number} is not an extension or ring group of {domain}: give one that exists, or an external number (+ and digits).':
    'El destino {number} no es una extensión ni un grupo de timbrado de {domain}: indique uno que exista o un número externo (+ y dígitos).',
  "Field '{field}': {number} is {owner}, which a call cannot be forwarded to: give an extension, a ring group, a voicemail box or an outside number.":
    "Campo '{field}': no se pueden desviar llamadas a {number} ({owner}): indique una extensión, un grupo de timbrado, un buzón de voz o un número externo.",
  "Field '{field}': there is no voicemail box {number} in {domain}.":
    "Campo '{field}': no hay ningún buzón de voz {number} en {domain}.",
  "Field '{field}': {number} is not an extension, ring group or voicemail box of {domain}, nor an outside number (+ and digits, or at least 7 digits).":
    "Campo '{field}': {number} no es una extensión, un grupo de timbrado ni un buzón de voz de {domain}, ni un número externo (+ y dígitos, o al menos 7 dígitos).",
  'Ring Group {group} would reach itself in a loop: {path}. Choose another destination.':
    'El grupo de timbrado {group} se alcanzaría a sí mismo en bucle: {path}. Elija otro destino.',
  'Ring Group {group} does not exist in domain {domain}.':
    'El grupo de timbrado {group} no existe en el dominio {domain}.',
  'Ring Group {group} already exists in domain {domain}.':
    'El grupo de timbrado {group} ya existe en el dominio {domain}.',
  'A Ring Group cannot time out to itself.':
    'Un grupo de timbrado no puede desviarse a sí mismo al agotarse el tiempo.',
  'A Ring Group cannot forward to itself.': 'Un grupo de timbrado no puede desviar a sí mismo.',
  'A Ring Group cannot ring itself.': 'Un grupo de timbrado no puede llamarse a sí mismo.',
  'Destination {number} already exists in Ring Group {group}.':
    'El destino {number} ya existe en el grupo de timbrado {group}.',
  'Destination {number} does not exist in Ring Group {group}.':
    'El destino {number} no existe en el grupo de timbrado {group}.',
  'An inbound route for number {number} already exists in domain {domain}.':
    'Ya existe una ruta entrante para el número {number} en el dominio {domain}.',
  'Inbound route {id} does not exist in domain {domain}.':
    'La ruta entrante {id} no existe en el dominio {domain}.',
  "Field 'action.value' must be {what} of domain {domain}; {value} is not.":
    "El campo 'action.value' debe ser {what} del dominio {domain}; {value} no lo es.",
  'an extension': 'una extensión',
  'a ring group': 'un grupo de timbrado',
  'a voicemail box': 'un buzón de voz',
  'Voicemail box {number} does not exist in domain {domain}.':
    'El buzón de voz {number} no existe en el dominio {domain}.',
  'Voicemail box {number} already exists in domain {domain}.':
    'El buzón de voz {number} ya existe en el dominio {domain}.',
  'Voicemail box {number} is disabled: it takes no messages.':
    'El buzón de voz {number} está desactivado: no recibe mensajes.',
  'Voicemail box {number} has no greeting of its own.': 'El buzón de voz {number} no tiene saludo propio.',
  'Voicemail message {id} does not exist in this mailbox.': 'El mensaje de voz {id} no existe en este buzón.',
  'Voicemail message {id} has no recording.': 'El mensaje de voz {id} no tiene grabación.',
  "Field 'number' must be the mailbox of the path ({number}).":
    "El campo 'number' debe ser el buzón de la ruta ({number}).",
  "Field 'voicemail_mail_to' is required while 'e-mail the message' is on.":
    "El campo 'voicemail_mail_to' es obligatorio mientras esté activado el envío del mensaje por correo.",
  'The greeting file is empty: choose a WAV, Opus or MP3 recording.':
    'El archivo de saludo está vacío: elija una grabación WAV, Opus o MP3.',
  'The greeting must be a WAV, Opus (.opus or .ogg) or MP3 recording; this file is none of them.':
    'El saludo debe ser una grabación WAV, Opus (.opus u .ogg) o MP3; este archivo no es ninguna de ellas.',
  'The body must be the recording itself: a WAV, Opus (Ogg) or MP3 file.':
    'El cuerpo debe ser la propia grabación: un archivo WAV, Opus (Ogg) o MP3.',
  "The range '{range}' is outside the file's {n} bytes.":
    "El rango '{range}' está fuera de los {n} bytes del archivo.",
  'There is no pending configuration file for MAC {mac}.':
    'No hay ningún archivo de configuración pendiente para la MAC {mac}.',
  'There is no provisioned configuration file for MAC {mac}.':
    'No hay ningún archivo de configuración aprovisionado para la MAC {mac}.',
  'There is no configuration file for MAC {mac}.':
    'No hay ningún archivo de configuración para la MAC {mac}.',
  "Field 'account1' is required: a phone needs at least one account.":
    "El campo 'account1' es obligatorio: un teléfono necesita al menos una cuenta.",
  "Field 'account2.extension' must differ from account 1's.":
    "El campo 'account2.extension' debe ser distinto del de la cuenta 1.",
  "Field '{field}' must be the domain {domain}.": "El campo '{field}' debe ser el dominio {domain}.",
  "Field '{field}': {extension} is not an extension of domain {domain}.":
    "Campo '{field}': {extension} no es una extensión del dominio {domain}.",
  'A configuration file for MAC {mac} already exists in domain {domain}: a MAC can be provisioned once in the organisation.':
    'Ya existe un archivo de configuración para la MAC {mac} en el dominio {domain}: una MAC solo puede aprovisionarse una vez en la organización.',
  'The request body must change the configuration or the status.':
    'El cuerpo de la solicitud debe cambiar la configuración o el estado.',
  'Only a pending configuration file can be deleted; this one has been taken by the phone.':
    'Solo se puede eliminar un archivo de configuración pendiente; este ya lo ha recogido el teléfono.',
  'There is no provisioning file at this address.':
    'No hay ningún archivo de aprovisionamiento en esta dirección.',
  'Too many requests for provisioning files that do not exist from this address. Try again in a few minutes.':
    'Demasiadas solicitudes de archivos de aprovisionamiento inexistentes desde esta dirección. Vuelva a intentarlo dentro de unos minutos.',
  'Cabin {pin} already exists in this environment. Please choose another.':
    'La cabina {pin} ya existe en este entorno. Elija otra.',
  'Admin PIN {pin} already exists in this environment. Please choose another.':
    'El PIN de administrador {pin} ya existe en este entorno. Elija otro.',
  'This PIN belongs to another environment.': 'Este PIN pertenece a otro entorno.',
  'There is no PIN with id {id}.': 'No hay ningún PIN con el id {id}.',
  "Field 'currency' must be the tariff's currency ({currency}); leave it out to take it.":
    "El campo 'currency' debe ser la moneda de la tarifa ({currency}); déjelo vacío para tomarla.",
  "Field 'tariff' must be a tariff in the card's currency ({currency}); {tariff} is in {other}.":
    "El campo 'tariff' debe ser una tarifa en la moneda de la tarjeta ({currency}); {tariff} está en {other}.",
  'There is no tariff {id}.': 'No existe la tarifa {id}.',
  'Tariff {id} belongs to another environment.': 'La tarifa {id} pertenece a otro entorno.',
  'Tariff {tariff} has no special rate {id}.': 'La tarifa {tariff} no tiene la tarifa especial {id}.',
  'Tariff {tariff} already has a special rate for dial prefix {prefix}.':
    'La tarifa {tariff} ya tiene una tarifa especial para el prefijo {prefix}.',
  'There is no report schedule {id}.': 'No existe el informe programado {id}.',
  'Report schedule {id} belongs to another environment.':
    'El informe programado {id} pertenece a otro entorno.',
  "Field 'titles' must give one title per column ({n}), not {count}.":
    "El campo 'titles' debe dar un título por columna ({n}), no {count}.",
  'Call {callid} was authorized for another PIN; a call id names one call.':
    'La llamada {callid} se autorizó para otro PIN; un id de llamada identifica una sola llamada.',
  '{account} is not an extension of {domain}: you may read only its own accounts.':
    '{account} no es una extensión de {domain}: solo puede leer sus propias cuentas.',
  '{account} is not an extension of {domain}: you may send only as its own accounts.':
    '{account} no es una extensión de {domain}: solo puede enviar como sus propias cuentas.',
  '{account} is not an extension of {domain}.': '{account} no es una extensión de {domain}.',
  'Message {id} is not in this conversation.': 'El mensaje {id} no pertenece a esta conversación.',
  'There is no message {id} from {sender} in {domain}.':
    'No hay ningún mensaje {id} de {sender} en {domain}.',
  'There is no message {id} in {domain}.': 'No hay ningún mensaje {id} en {domain}.',
  'Broadcast group {group} does not exist in {domain}.':
    'El grupo de difusión {group} no existe en {domain}.',
  'Broadcast group {group} already exists in {domain}.':
    'El grupo de difusión {group} ya existe en {domain}.',
  'Broadcast group {group} has no members to send to.':
    'El grupo de difusión {group} no tiene miembros a los que enviar.',
  'Broadcast group {group} still has 1 member: delete it first (DELETE /broadcast_member with group_number).':
    'El grupo de difusión {group} aún tiene 1 miembro: elimínelo primero (DELETE /broadcast_member con group_number).',
  'Broadcast group {group} still has {n} members: delete them first (DELETE /broadcast_member with group_number).':
    'El grupo de difusión {group} aún tiene {n} miembros: elimínelos primero (DELETE /broadcast_member con group_number).',
  'No free broadcast group number was found: try again.':
    'No se ha encontrado ningún número libre para el grupo de difusión: vuelva a intentarlo.',
  '{numbers} is not an extension of {domain}: only extensions can be members of a broadcast group.':
    '{numbers} no es una extensión de {domain}: solo las extensiones pueden ser miembros de un grupo de difusión.',
  '{numbers} are not extensions of {domain}: only extensions can be members of a broadcast group.':
    '{numbers} no son extensiones de {domain}: solo las extensiones pueden ser miembros de un grupo de difusión.',
  '{extension} is already a member of broadcast group {group}.':
    '{extension} ya es miembro del grupo de difusión {group}.',
  '{extension} is not a member of broadcast group {group}.':
    '{extension} no es miembro del grupo de difusión {group}.',
  '{number} already has a directory entry in {domain}.':
    '{number} ya tiene una entrada de directorio en {domain}.',
  '{number} has no directory entry in {domain}.': '{number} no tiene entrada de directorio en {domain}.',
  'Contact {id} does not exist in domain {domain}.': 'El contacto {id} no existe en el dominio {domain}.',
  'The contact already has number {number} for {label}.':
    'El contacto ya tiene el número {number} para {label}.',
  'Phone {id} does not exist for this contact.': 'El teléfono {id} no existe en este contacto.',
  'There is no channel {channel}.': 'No existe el canal {channel}.',
  'No {channel} provider is configured for {domain}.':
    'No hay ningún proveedor de {channel} configurado para {domain}.',
  'The assistant has no FAQ entry {id} in {domain}.':
    'El asistente no tiene la entrada de preguntas frecuentes {id} en {domain}.',
  'Inbound route {route} sends its calls here: it will be deleted.':
    'La ruta entrante {route} envía aquí sus llamadas: se eliminará.',
  'Ring Group {group} rings it: that destination will be removed.':
    'El grupo de timbrado {group} llama a este número: ese destino se quitará.',
  'Ring Group {group} has it as its timeout action: the timeout action will be cleared.':
    'El grupo de timbrado {group} lo tiene como acción al agotarse el tiempo: esa acción se vaciará.',
  'Ring Group {group} has it as its forward: the forward will be cleared.':
    'El grupo de timbrado {group} lo tiene como desvío: ese desvío se vaciará.',
  'Extension {extension} forwards to it ({forward}): that forward will be cleared and turned off.':
    'La extensión {extension} desvía aquí ({forward}): ese desvío se vaciará y se desactivará.',
  'forward all': 'desviar todas las llamadas',
  'forward on busy': 'desviar si está ocupada',
  'forward on no answer': 'desviar si no contesta',
  'forward when not registered': 'desviar si no está registrada',
  'Broadcast group {group} has it as a member: it will leave the group.':
    'El grupo de difusión {group} la tiene como miembro: saldrá del grupo.',
  'User {user} has it among their extensions: it will be taken off.':
    'El usuario {user} la tiene entre sus extensiones: se le quitará.',
  'App access {extension} ({email}) signs in with it: it will be deleted.':
    'El acceso a la app {extension} ({email}) inicia sesión con ella: se eliminará.',
  'Phone {phone} is configured with it ({account}): change or delete that file on Hardware.':
    'El teléfono {phone} está configurado con ella ({account}): cambie o elimine ese archivo en Equipos.',
  'Voicemail box {box} and its 1 message are kept: delete the box on Voicemails if it is no longer needed.':
    'El buzón de voz {box} y su mensaje se conservan: elimine el buzón en Buzones de voz si ya no se necesita.',
  'Voicemail box {box} and its {n} messages are kept: delete the box on Voicemails if it is no longer needed.':
    'El buzón de voz {box} y sus {n} mensajes se conservan: elimine el buzón en Buzones de voz si ya no se necesita.',
  'The request body is empty; send a JSON object.':
    'El cuerpo de la solicitud está vacío; envíe un objeto JSON.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es un JSON válido.',
  'The request body must be JSON (Content-Type: application/json).':
    'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
  'The request body is too large.': 'El cuerpo de la solicitud es demasiado grande.',
  'The request body length does not match its Content-Length.':
    'La longitud del cuerpo de la solicitud no coincide con su Content-Length.',
  'The request is not valid.': 'La solicitud no es válida.',
  "Field '{field}' {predicate}.": 'El campo «{field}» {predicate}.',
  '{place} {predicate}.': '{place} {predicate}.',
  'The request body': 'El cuerpo de la solicitud',
  'The query string': 'El query string de la solicitud',
  'The path': 'El path de la solicitud',
  'The request headers': 'El bloque de cabeceras de la solicitud',
  'The request': 'El contenido de la solicitud',
  'is required': 'es obligatorio',
  'is not valid': 'no es válido',
  'must not be empty': 'no puede estar vacío',
  'must be {kind}': 'debe ser {kind}',
  'must be {value}': 'debe ser {value}',
  'must be {values} or {value}': 'debe ser {values} o {value}',
  'must be at least {n} characters long': 'debe tener al menos {n} caracteres',
  'must be at most {n} characters long': 'debe tener como máximo {n} caracteres',
  'must have at least {n} items': 'debe tener al menos {n} elementos',
  'must have at most {n} items': 'debe tener como máximo {n} elementos',
  'must be at least {n}': 'debe ser como mínimo {n}',
  'must be at most {n}': 'debe ser como máximo {n}',
  'has unknown fields: {keys}': 'tiene campos desconocidos: {keys}',
  'must not contain a NUL character': 'no puede contener el carácter NUL',
  'must not be the same as the username': 'no puede ser igual al nombre de usuario',
  'is too easy to guess: it is a common password or a simple variation of one':
    'es demasiado fácil de adivinar: es una contraseña común o una simple variación de una',
  'must be another number than the extension itself':
    'debe ser un número distinto del de la propia extensión',
  'must be an extension number': 'debe ser un número de extensión',
  'must be a tariff of this environment': 'debe ser una tarifa de este entorno',
  'is required for an admin PIN': 'es obligatorio para un PIN de administrador',
  'must be null for a cabin': 'debe estar vacío para una cabina',
  'must be digits only': 'solo puede contener dígitos',
  'must be at least {n} digits for an admin PIN':
    'debe tener al menos {n} dígitos para un PIN de administrador',
  'must be at least {n} digits for a cabin': 'debe tener al menos {n} dígitos para una cabina',
  'must be {n} digits': 'debe tener {n} dígitos',
  'must be {n} or more': 'debe ser {n} o más',
  'must not be the extension number': 'no puede ser el número de la extensión',
  'must be 4 to 16 digits': 'debe tener de 4 a 16 dígitos',
  'must not be one digit repeated, such as 1111': 'no puede ser un mismo dígito repetido, como 1111',
  'must not be a run of digits up or down, such as 1234 or 4321':
    'no puede ser una serie de dígitos ascendente o descendente, como 1234 o 4321',
  'must not be the mailbox number': 'no puede ser el número del buzón',
  'must have at least {n} characters': 'debe tener al menos {n} caracteres',
  'must have at most {n} characters': 'debe tener como máximo {n} caracteres',
  'must be a date (YYYY-MM-DD) or an ISO 8601 date-time':
    'debe ser una fecha (YYYY-MM-DD) o una fecha y hora ISO 8601',
  'is not a real date': 'no es una fecha que exista',
  'must be lower-case letters and underscores': 'solo puede contener minúsculas y guiones bajos',
  'must be extension@domain': 'debe tener la forma extensión@dominio',
  'must be a group number': 'debe ser un número de grupo',
  'is too large': 'es demasiado grande',
  'must be a colour name or #hex': 'debe ser un nombre de color o un #hex',
  'must be a date as YYYY-MM-DD': 'debe ser una fecha con formato YYYY-MM-DD',
  'must be a real date as YYYY-MM-DD': 'debe ser una fecha existente con formato YYYY-MM-DD',
  'must be letters, digits or dashes': 'solo puede contener letras, dígitos o guiones',
  'must be a dial prefix of 1 to 15 digits (a leading + is left off)':
    'debe ser un prefijo de 1 a 15 dígitos (sin el + inicial)',
  'must be 1 or 0': 'debe ser 1 o 0',
  'must be a tariff id': 'debe ser un id de tarifa',
  'must be a rate id': 'debe ser un id de tarifa especial',
  'must be an e-mail address': 'debe ser una dirección de correo electrónico',
  'must be a valid e-mail address': 'debe ser una dirección de correo electrónico válida',
  'must hold at least one e-mail address': 'debe contener al menos una dirección de correo electrónico',
  "has '{value}', which is not an e-mail address":
    "contiene '{value}', que no es una dirección de correo electrónico",
  'must be daily, weekly or monthly': 'debe ser diario, semanal o mensual',
  'must be admin, cabin or both': 'debe ser PIN de administrador, cabina o ambos',
  'must be an hour from 0 to 23': 'debe ser una hora de 0 a 23',
  'must be a weekday from 0 (Sunday) to 6 (Saturday)':
    'debe ser un día de la semana de 0 (domingo) a 6 (sábado)',
  'must be a day from 1 to {n}': 'debe ser un día de 1 a {n}',
  'must be a day from 1 to {n} (every month has it)':
    'debe ser un día de 1 a {n} (que tienen todos los meses)',
  'is required for a weekly schedule': 'es obligatorio para una programación semanal',
  'is required for a monthly schedule': 'es obligatorio para una programación mensual',
  'must be a schedule id': 'debe ser un id de programación',
  'must be an IANA time zone such as Europe/Athens': 'debe ser una zona horaria IANA, como Europe/Athens',
  'must be an IANA time zone such as Europe/London': 'debe ser una zona horaria IANA, como Europe/London',
  'must be a whole number of seconds': 'debe ser un número entero de segundos',
  'must be an http:// or https:// URL': 'debe ser una URL http:// o https://',
  'may hold only letters, digits, _ and - (at most 256)':
    'solo puede contener letras, dígitos, _ y - (256 como máximo)',
  'must be a domain name': 'debe ser un nombre de dominio',
  'must be a contact id': 'debe ser un id de contacto',
  'must be a phone id': 'debe ser un id de teléfono',
  'must be a phone number of digits': 'debe ser un número de teléfono de dígitos',
  'must differ from source_language': 'debe ser distinto de source_language',
  "must be a date as 'YYYY-MM-DD HH:mm:ss GMT'": "debe ser una fecha con formato 'YYYY-MM-DD HH:mm:ss GMT'",
  'may hold only letters, digits and . _ : @ -': 'solo puede contener letras, dígitos y . _ : @ -',
  "must be a number, or numbers joined by ':'": "debe ser un número, o números unidos por ':'",
  "must be an account, or an account and a peer joined by ','":
    "debe ser una cuenta, o una cuenta y un interlocutor unidos por ','",
  'must be an extension number or 9998<number>@<domain>':
    'debe ser un número de extensión o 9998<número>@<dominio>',
  'must be a date (YYYY-MM-DD) or an instant (ISO 8601 with its offset)':
    'debe ser una fecha (YYYY-MM-DD) o un instante (ISO 8601 con su desfase)',
  'must be a cause name such as NORMAL_CLEARING': 'debe ser un nombre de causa, como NORMAL_CLEARING',
  "must not be before 'from'": "no puede ser anterior a 'from'",
  'must be a MAC address of 12 hexadecimal digits': 'debe ser una dirección MAC de 12 dígitos hexadecimales',
  'must be a host name or IP address': 'debe ser un nombre de host o una dirección IP',
  'must name extension, ringgroup, voicemail or other':
    'debe indicar extension, ringgroup, voicemail u other',
  'must be extension, ringgroup, voicemail or other': 'debe ser extension, ringgroup, voicemail u other',
  'must be XML': 'debe ser XML',
  'must be a route id': 'debe ser un id de ruta',
  "has an unknown column '{column}'": "tiene una columna desconocida '{column}'",
  'must be a number of digits': 'debe ser un número de dígitos',
  'must be a phone or extension number': 'debe ser un número de teléfono o de extensión',
  'must be a mailbox number of digits': 'debe ser un número de buzón de dígitos',
  'must be a message id': 'debe ser un id de mensaje',
  'must be a number to forward to: digits, with an optional leading +':
    'debe ser un número de desvío: dígitos, con un + inicial opcional',
  'is required when the forward is on': 'es obligatorio cuando el desvío está activado',
  'must be 2 to 8 capital letters or digits': 'debe tener de 2 a 8 mayúsculas o dígitos',
  'must be a token id': 'debe ser un id de token',
  'must not contain spaces': 'no puede contener espacios',
  'must be a user id': 'debe ser un id de usuario',
  "must be words (letters, digits, spaces, '-' or ''')":
    "debe estar formado por palabras (letras, dígitos, espacios, '-' o ''')",
  'needs at least one keyword': 'necesita al menos una palabra clave',
  'takes at most {n} keywords': 'admite como máximo {n} palabras clave',
  'must be an entry id': 'debe ser un id de entrada',
  'a string': 'un texto',
  'a number': 'un número',
  'a whole number': 'un número entero',
  'a boolean': 'verdadero o falso',
  'an object': 'un objeto',
  'an array': 'una lista',
  'an extension number': 'un número de extensión',
  'a ring group number': 'un número de grupo de timbrado',
  'a voicemail box number': 'un número de buzón de voz',
  digits: 'dígitos',
  'a JSON array of column titles': 'una matriz JSON de títulos de columna',
  'a JSON object of column, value and word': 'un objeto JSON de columna, valor y etiqueta',
  'Organisation administrator': 'Administrador de la organización',
  'Ship administrator': 'Administrador del barco',
  Operator: 'Operador',
  'Billing clerk': 'Administrativo de facturación',
  Auditor: 'Auditor',
  Extension: 'Extensión',
  'view the dashboard': 'ver el panel',
  'view the PBX': 'ver la centralita',
  'change the PBX': 'modificar la centralita',
  'read phone secrets': 'leer las credenciales de los teléfonos',
  'view calling cards': 'ver las tarjetas telefónicas',
  'change calling cards': 'modificar las tarjetas telefónicas',
  'read messages': 'leer mensajes',
  'send messages': 'enviar mensajes',
  'view the directory': 'ver el directorio',
  'change the directory': 'modificar el directorio',
  'view users': 'ver los usuarios',
  'manage users': 'gestionar usuarios',
  'view the audit log': 'ver el registro de auditoría',
  'manage API tokens': 'gestionar tokens de API',
  "change the ship's settings": 'modificar la configuración del barco',
  'use self-service': 'usar el autoservicio',
  PBX: 'Centralita',
  'Calling Cards': 'Tarjetas de llamadas',
  Omnichannel: 'Omnicanal',
  User: 'Usuarios',
};
