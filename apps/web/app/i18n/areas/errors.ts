import {
  ERROR_REASONS,
  MISSING_ITEMS,
  type ErrorReason,
  type MissingItem,
} from '@hs/contracts/error-reasons';
import { area } from './area.ts';

// The API's error reasons (issue 13 item 5), shown as t('errors.<reason>') by
// errorText (i18n/error-text.ts). English is the API's own table, so the spec's texts
// stay verbatim; every reason must have a Spanish and a German text.

type AreaOf<R> = R extends `${infer A}.${string}` ? A : never;
type NameIn<R, A extends string> = R extends `${A}.${infer N}` ? N : never;

/** One text per reason, nested as `area.name`, and the words of `onboarding.missing`. */
export type ErrorTexts = {
  [A in AreaOf<ErrorReason>]: { [N in NameIn<ErrorReason, A>]: string };
} & { missingItems: Record<MissingItem, string> };

/** `{name}` of the API's messages as i18next's `{{name}}`. */
const placeholders = (message: string) => message.replace(/\{(\w+)\}/g, '{{$1}}');

function english(): ErrorTexts {
  const texts: Record<string, Record<string, string>> = {};
  for (const [reason, { message }] of Object.entries(ERROR_REASONS)) {
    const [group = '', name = ''] = reason.split('.');
    texts[group] = { ...texts[group], [name]: placeholders(message) };
  }
  texts.missingItems = Object.fromEntries(
    Object.entries(MISSING_ITEMS).map(([item, words]) => [item, placeholders(words)]),
  );
  return texts as ErrorTexts;
}

const es: ErrorTexts = {
  http: {
    badRequest: 'La solicitud no es válida.',
    unauthorized: 'Inicia sesión para acceder a esta página',
    paymentRequired: 'Primero elige un paquete.',
    forbidden: 'Acceso denegado',
    notFound: 'No encontrado',
    conflict: 'Esto choca con el estado actual.',
    tooLarge: 'El archivo es demasiado grande.',
    unsupportedMediaType:
      'Envía el cuerpo en un formato que esta operación acepte (consulta /api/openapi.json).',
    unprocessable: 'No se pudo procesar la solicitud.',
    rateLimited: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    internal: 'Algo salió mal',
    unavailable: 'El servicio no está disponible por ahora. Vuelve a intentarlo en breve.',
  },
  input: {
    invalid: '{{field}}: este valor no es válido.',
    nulByte: 'La solicitud contiene un byte NUL.',
    tooLarge: 'El cuerpo de la solicitud es demasiado grande: como máximo {{max}}.',
  },
  auth: {
    incorrectToken: 'Token incorrecto',
    tooManyAttempts: 'Demasiados intentos desde esta dirección. Vuelve a intentarlo en {{wait}}.',
    locked:
      'Demasiados inicios de sesión fallidos en esta cuenta: el inicio de sesión con contraseña está bloqueado durante {{wait}}. Mientras tanto, entra con un enlace por correo o restablece tu contraseña.',
    untrustedOrigin:
      'Esta dirección ({{origin}}) no es un origen de confianza de este servidor: añádela a TRUSTED_ORIGINS o abre {{url}}',
  },
  account: {
    required: 'Primero crea tu cuenta.',
    signupLimited:
      'Te has registrado demasiadas veces. Contacta con soporte si crees que este error es incorrecto.',
    notYours: 'Este uid no es tuyo.',
    deleteConfirm: 'Escribe la dirección de correo de tu cuenta para confirmar la eliminación.',
  },
  basket: {
    invalidItems: 'Artículos no válidos',
    unknownStyle: 'El estilo {{styleId}} no está en el catálogo.',
    unknownClothing: 'La ropa {{clothingId}} no está en el catálogo.',
    styleOwned: 'Este modelo ya tiene el estilo {{styleId}}.',
    empty: 'Primero añade un estilo o créditos de remix a la cesta.',
    modelNotReady:
      'Podrás comprar estilos adicionales cuando los retratos de este modelo estén listos.',
  },
  upsell: { unavailable: 'Los estilos adicionales y los remix no se ofrecen para esta cuenta.' },
  upload: {
    notMultipart: 'Envía las fotos como multipart/form-data.',
    noFile: 'Envía una foto en el campo "{{field}}".',
    noFiles: 'Envía al menos una foto en "files".',
    tooManyFiles: 'Como máximo {{max}} fotos por solicitud.',
    modelRequired: 'Falta modelId.',
    tooLarge: 'El archivo es demasiado grande: como máximo 25 MB por foto.',
  },
  photo: {
    empty: 'El archivo está vacío.',
    fileTooLarge: 'El archivo es demasiado grande.',
    tooManyPixels: 'La imagen tiene demasiados píxeles.',
    unsupportedFormat:
      'Este tipo de archivo no es compatible. Sube una foto JPEG, PNG, WebP o HEIC.',
    corrupt: 'No se pudo leer la imagen. Puede estar dañada o incompleta.',
    imageTooSmall: 'La imagen es demasiado pequeña',
    noFaces: 'No encontramos ninguna cara en la foto.',
    faceTooSmall: 'La cara es demasiado pequeña. Inténtalo de nuevo.',
    unknown: 'Esta foto no existe o no es tuya.',
    fullBodyLimit: 'Como máximo {{max}} fotos de cuerpo entero.',
  },
  model: {
    unknown: 'Este modelo no existe o no es tuyo.',
    submitted: 'Estas fotos ya se enviaron y no se pueden cambiar.',
  },
  onboarding: {
    missing: 'Todavía falta: {{items}}.',
    noUsablePhoto:
      'Ninguna de tus fotos muestra la cabeza entera con los hombros, así que no se puede hacer ningún retrato con ellas. Añade fotos que muestren tus hombros, con la cabeza entera y algo de espacio sobre el pelo.',
  },
  package: {
    required: 'Elige un paquete para crear tus retratos. Tus fotos y elecciones se conservan.',
    tooManyStyles: 'Tu paquete incluye {{max}} estilos: elige como máximo {{max}}.',
    notOnSale: 'Este paquete no está a la venta.',
    notEnoughLeft: 'No queda suficiente para gastar.',
  },
  currency: { notAvailable: 'Esta moneda no está disponible en tu país.' },
  coupon: {
    unknown: 'Este código de cupón no existe.',
    expired: 'Este cupón ha caducado.',
    usedUp: 'Este cupón ya se ha usado el número máximo de veces.',
    otherCurrency: 'Este cupón solo sirve para pagos en {{currency}}.',
    codeTaken: 'Este código ya existe.',
  },
  giftCard: {
    unknown: 'Este código de tarjeta regalo no existe.',
    empty: 'Esta tarjeta regalo no tiene saldo.',
    otherCurrency: 'Esta tarjeta regalo solo sirve para pagos en {{currency}}.',
  },
  grant: { packageRequired: 'Elige qué paquete conceder.' },
  person: {
    unknown: 'Esta persona no existe.',
    ownAdminRole: 'No puedes quitarte tu propio rol de admin; pídeselo a otro admin.',
  },
  referral: {
    unknownReward: 'Esta recompensa de referido no existe.',
    rewardRevoked: 'Esta recompensa ya se retiró.',
  },
  impersonation: {
    staff: 'No se puede entrar como un miembro del equipo; solo como cliente.',
    refused:
      'No mientras estás dentro como este usuario: las herramientas de staff, los pagos, los reembolsos y borrar la cuenta necesitan tu propia sesión.',
    notActive: 'No has entrado como otro usuario.',
    sessionMismatch:
      'Este navegador tiene otra sesión abierta; recarga la página y vuelve a intentarlo.',
  },
  payments: { off: 'Los pagos están desactivados en este sitio.' },
  checkout: {
    totalChanged:
      'El total ha cambiado desde que lo viste. Revisa el nuevo total y vuelve a intentarlo.',
    providerRefused: 'El proveedor de pagos lo rechazó: {{detail}}',
  },
  order: {
    unknown: 'Este pedido no existe.',
    paid: 'Este pedido ya está pagado.',
    ended: 'Este pago ha terminado. Vuelve a empezar.',
    nothingToConfirm: 'No hay nada que confirmar: falta el pedido o el secreto.',
    testProviderOff: 'El proveedor de pruebas está desactivado.',
  },
  stripe: {
    notConfigured: 'Stripe no está configurado.',
    badSignature: 'Firma del webhook rechazada: {{detail}}',
  },
  replicate: {
    notConfigured: 'Los webhooks de Replicate no están configurados.',
    badSignature: 'Firma del webhook rechazada: {{detail}}',
  },
  payment: {
    unknown: 'Este pago no existe.',
    refunded: 'Este pago ya se ha reembolsado.',
  },
  mail: {
    tooMany:
      'Se han enviado demasiados correos desde esta cuenta u organización, o a una de estas direcciones. Inténtalo de nuevo en {{wait}}.',
  },
  support: {
    emailRequired: 'Escribe tu dirección de correo para que podamos responderte.',
    unknownOrder: 'No encontramos este pedido entre tus pagos.',
    orderNotRefundable: 'Solo se pueden reembolsar pedidos con un pago superior a 0.',
    leadRefundByEmail:
      'Los reembolsos de equipos se solicitan por correo a {{email}}: escribe desde el correo de tu cuenta con tu ID de soporte.',
    tooMany: 'Has enviado muchos mensajes en poco tiempo. Inténtalo de nuevo en {{wait}}.',
    unknownRequest: 'No existe esta solicitud de soporte.',
    attachmentType: 'Adjunta capturas de pantalla en formato PNG, JPEG o WebP.',
    tooManyAttachments: 'Adjunta como máximo {{max}} capturas de pantalla.',
    attachmentEmpty: 'Un archivo adjunto está vacío.',
    notForm: 'Envía la solicitud como JSON o multipart/form-data.',
    attachmentTooLarge: 'Una captura de pantalla puede ocupar como máximo {{max}}.',
    attachmentUnknown: 'Un archivo adjunto no se subió aquí o ha caducado; adjúntalo de nuevo.',
    requestIdReused:
      'Esta clave de solicitud ya se usó para otro mensaje. Envía el mensaje nuevo con una clave nueva.',
  },
  backoffice: {
    orderUnknown: 'No existe ese pedido.',
    modelUnknown: 'No existe ese modelo.',
    modelNotFailed: 'Solo se puede reintentar un modelo que ha fallado.',
    modelNotReady: 'Solo se puede volver a clasificar un modelo listo.',
    playgroundUnknown: 'No existe esa foto o ese estilo.',
  },
  email: {
    unknown: 'No existe ese correo.',
    holdsSecret:
      'Este correo llevaba un enlace de un solo uso, que la bandeja de salida guarda oculto, así que no se puede reenviar. Pide a la persona que solicite un enlace nuevo.',
  },
  examples: {
    consentRequired: 'Confirma que la persona de la foto aceptó su uso en las páginas públicas.',
    noPhoto: 'Elige una foto de la persona.',
    unknown: 'No existe ese ejemplo.',
    styleUnknown: 'No existe ese estilo.',
    headshotUnknown: 'No existe ese retrato entregado con una foto de la persona.',
  },
  refund: {
    teamMember:
      'Los miembros de un equipo no pueden pedir reembolsos. Contacta con el administrador o el propietario de tu equipo.',
    stripeOff: 'Stripe no está configurado: este pago no se puede reembolsar aquí.',
    providerRefused: 'Stripe rechazó el reembolso: {{detail}}',
  },
  changelog: { unknown: 'Esta novedad no existe.' },
  blog: {
    unknown: 'Esta entrada del blog no existe.',
    slugInvalid:
      'El slug solo puede tener minúsculas, dígitos, guiones y guiones bajos, como máximo {{max}} caracteres, y no puede empezar ni terminar con un guion.',
    slugEmpty: 'El título no tiene letras ni dígitos para hacer un slug: escribe uno.',
    slugTaken: 'Otra entrada en {{language}} ya tiene el slug {{slug}}. Elige otro slug.',
    translationExists: 'Esta entrada ya tiene una versión en {{language}}: edita esa.',
    categoryInvalid:
      'La categoría solo puede tener minúsculas, dígitos, guiones y guiones bajos, como máximo {{max}} caracteres.',
  },
  review: { unknown: 'Esta reseña no existe.' },
  zip: { nothingRead: 'No se pudo descargar ninguna imagen. Inténtalo de nuevo.' },
  headshot: {
    unknown: 'Este retrato no existe o no es tuyo.',
    sizeUnknown: 'Tu organización no ofrece retratos de tamaño {{size}}.',
  },
  ranking: {
    imageUnknown: 'Esta imagen no existe o no es tuya.',
    taskUnknown: 'Esta tarea de clasificación no existe o no es tuya.',
  },
  file: { expired: 'Este enlace ha caducado.' },
  tools: {
    photoRefused: 'Esta foto no se puede usar. Sube otra foto tuya.',
    notMade:
      'No pudimos crear un retrato con esta foto. Prueba con una foto nítida y bien iluminada en la que mires a la cámara.',
    limit:
      'Ya has creado todos los retratos gratuitos permitidos por ahora. Vuelve a intentarlo dentro de una hora.',
    busy: 'El generador de retratos gratuito está ocupado. Vuelve a intentarlo en un minuto.',
    notMultipart: 'Envía la foto como multipart/form-data.',
    photoTooLarge: 'Esta foto ocupa más de 25 MB.',
    backdropUnknown: 'Elige uno de los fondos ofrecidos.',
    cancelled: 'La solicitud se canceló.',
  },
  studio: {
    notEnoughCredits: 'No tienes suficientes créditos',
    templateUnknown: 'Elige una de las plantillas de foto ofrecidas.',
    outfitUnknown: 'Elige uno de los atuendos ofrecidos.',
    modelNotReady: 'El estudio se abre cuando los retratos de este modelo están listos.',
    photoUnknown: 'Esta foto no existe o no es tuya.',
    photoBusy: 'Esta foto aún se está creando. Inténtalo cuando esté lista.',
    notEnhanceable: 'Solo se puede mejorar una foto terminada que aún no se haya mejorado.',
    packUnknown: 'Elige uno de los paquetes de créditos de estudio ofrecidos.',
    creditsNotForSale: 'Los créditos de estudio no se venden para esta cuenta.',
  },
  organization: {
    exists: 'Ya perteneces a una organización.',
    required: 'Primero crea tu organización.',
    unknown: 'Esta organización no existe.',
    leadOnly: 'No tienes autorización para acceder a esta página',
    optionUnknown: 'No está en el catálogo: {{ids}}.',
    comboNotAllowed:
      'Una combinación usa un fondo o una prenda que los miembros no pueden elegir: {{ids}}.',
    preselectNotAllowed:
      'Los miembros no pueden elegir {{ids}}. Permítelos primero en Configuración.',
    optionNotAllowed: 'Tu responsable de equipo no permite estos fondos: {{ids}}.',
  },
  team: {
    unknown: 'Este equipo no existe en tu organización.',
    tooMany: 'Una organización tiene como máximo {{max}} equipos.',
  },
  invite: {
    alreadyPresent: '{{email}} ya es miembro o tiene una invitación pendiente.',
    remindedRecently:
      'Esta invitación recibió un recordatorio hace menos de {{hours}} horas. Inténtalo más tarde.',
    noSelectedImages: 'Ningún miembro de este equipo tiene aún una imagen seleccionada.',
    unknown: 'Esta invitación no existe o fue retirada.',
    expired: 'Esta invitación ha caducado. Pide una nueva a tu responsable de equipo.',
    used: 'Esta invitación ya se ha utilizado.',
    usedUp:
      'Este enlace de invitación se ha usado tantas veces como se permite. Pide uno nuevo a tu responsable de equipo.',
    revoked: 'Tu responsable de equipo desactivó este enlace de invitación.',
    otherDomain: 'Este enlace de invitación es solo para direcciones de {{domain}}.',
    inOtherOrganization: 'Tu cuenta ya pertenece a otra organización.',
    alreadyMember: 'Ya eres miembro de esta organización.',
    otherAddress:
      'Esta invitación se envió a otra dirección de correo. Inicia sesión con la dirección a la que se envió o pide a tu responsable de equipo que invite la tuya.',
    needsAccount:
      'Esta invitación necesita una cuenta con tu correo electrónico. Regístrate o inicia sesión y vuelve a abrir la invitación.',
    anonymousDomain: 'Un enlace de acceso no puede limitarse además a un dominio de correo.',
  },
  apiKey: {
    missing: 'Envía la clave API de tu organización como "Authorization: Bearer <clave>".',
    invalid: 'Esta clave API no es válida o fue revocada.',
    unknown: 'Esta clave API no existe en tu organización.',
    tooMany: 'Una organización tiene como máximo {{max}} claves API. Revoca una primero.',
    rateLimited:
      'Demasiadas solicitudes con esta clave API. Inténtalo de nuevo en {{seconds}} segundos.',
  },
  webhook: {
    badUrl: 'La dirección del webhook debe empezar por https://.',
    hostUnknown: 'No se encontró el host del webhook {{host}}.',
    privateHost:
      'El host del webhook {{host}} es una dirección privada, de loopback o de enlace local. Usa una dirección de internet pública.',
  },
  bulk: {
    notEnabled:
      'La carga masiva no está activada para tu organización. Contáctanos para activarla.',
    empty: 'El archivo no tiene filas que invitar.',
    noEmailColumn: 'La primera fila debe nombrar las columnas, con una llamada "email".',
    tooManyRows:
      'Un archivo puede nombrar como máximo a {{max}} personas. Divídelo en archivos más pequeños.',
  },
  seats: {
    none: 'Tu organización no tiene plazas libres. Pide a tu responsable de equipo que compre más.',
    noneForLead:
      'Tu organización no tiene plazas libres. Compra plazas para enviar el pedido de este miembro.',
    tooMany: 'Como máximo {{max}} plazas en una compra.',
  },
  health: { databaseDown: 'La base de datos no responde.' },
  missingItems: {
    name: 'tu nombre',
    sex: 'tu sexo',
    eyeColour: 'el color de tus ojos',
    glasses: 'si llevas gafas',
    photos: 'al menos {{photos}} fotos buenas',
    style: 'al menos un estilo',
    catalogueStyles: 'solo estilos del catálogo',
  },
};

const de: ErrorTexts = {
  http: {
    badRequest: 'Die Anfrage ist ungültig.',
    unauthorized: 'Bitte melde dich an, um diese Seite zu sehen',
    paymentRequired: 'Wähle zuerst ein Paket.',
    forbidden: 'Zugriff verweigert',
    notFound: 'Nicht gefunden',
    conflict: 'Das widerspricht dem aktuellen Stand.',
    tooLarge: 'Die Datei ist zu groß.',
    unsupportedMediaType:
      'Sende den Inhalt in einem Format, das diese Operation annimmt (siehe /api/openapi.json).',
    unprocessable: 'Die Anfrage konnte nicht verarbeitet werden.',
    rateLimited: 'Zu viele Anfragen. Bitte warte kurz und versuche es erneut.',
    internal: 'Etwas ist schiefgelaufen',
    unavailable: 'Der Dienst ist gerade nicht verfügbar. Bitte versuche es gleich noch einmal.',
  },
  input: {
    invalid: '{{field}}: Dieser Wert ist ungültig.',
    nulByte: 'Die Anfrage enthält ein NUL-Byte.',
    tooLarge: 'Der Inhalt der Anfrage ist zu groß: höchstens {{max}}.',
  },
  auth: {
    incorrectToken: 'Ungültiges Token',
    tooManyAttempts: 'Zu viele Versuche von dieser Adresse. Versuche es in {{wait}} erneut.',
    locked:
      'Zu viele fehlgeschlagene Anmeldungen für dieses Konto: Die Anmeldung mit Passwort ist für {{wait}} gesperrt. Melde dich so lange mit einem E-Mail-Link an oder setze dein Passwort zurück.',
    untrustedOrigin:
      'Diese Adresse ({{origin}}) ist kein vertrauenswürdiger Ursprung dieses Servers: Trage sie in TRUSTED_ORIGINS ein oder öffne {{url}}',
  },
  account: {
    required: 'Lege zuerst dein Konto an.',
    signupLimited:
      'Du hast dich zu oft registriert. Wende dich an den Support, wenn du diesen Fehler für falsch hältst.',
    notYours: 'Diese uid gehört nicht dir.',
    deleteConfirm: 'Gib die E-Mail-Adresse deines Kontos ein, um das Löschen zu bestätigen.',
  },
  basket: {
    invalidItems: 'Ungültige Artikel',
    unknownStyle: 'Der Stil {{styleId}} ist nicht im Katalog.',
    unknownClothing: 'Die Kleidung {{clothingId}} ist nicht im Katalog.',
    styleOwned: 'Dieses Modell hat den Stil {{styleId}} bereits.',
    empty: 'Lege zuerst einen Stil oder Remix-Credits in den Warenkorb.',
    modelNotReady:
      'Zusätzliche Stile kannst du kaufen, sobald die Porträts dieses Modells fertig sind.',
  },
  upsell: { unavailable: 'Zusätzliche Stile und Remixe werden für dieses Konto nicht angeboten.' },
  upload: {
    notMultipart: 'Sende die Fotos als multipart/form-data.',
    noFile: 'Sende ein Foto im Feld „{{field}}“.',
    noFiles: 'Sende mindestens ein Foto in „files“.',
    tooManyFiles: 'Höchstens {{max}} Fotos pro Anfrage.',
    modelRequired: 'modelId fehlt.',
    tooLarge: 'Die Datei ist zu groß: höchstens 25 MB pro Foto.',
  },
  photo: {
    empty: 'Die Datei ist leer.',
    fileTooLarge: 'Die Datei ist zu groß.',
    tooManyPixels: 'Das Bild hat zu viele Pixel.',
    unsupportedFormat:
      'Dieser Dateityp wird nicht unterstützt. Bitte lade ein JPEG-, PNG-, WebP- oder HEIC-Foto hoch.',
    corrupt:
      'Das Bild konnte nicht gelesen werden. Es ist vielleicht beschädigt oder unvollständig.',
    imageTooSmall: 'Das Bild ist zu klein',
    noFaces: 'Wir konnten auf dem Foto kein Gesicht finden.',
    faceTooSmall: 'Das Gesicht ist zu klein. Bitte versuche es erneut.',
    unknown: 'Dieses Foto gibt es nicht, oder es gehört nicht dir.',
    fullBodyLimit: 'Höchstens {{max}} Ganzkörperfotos.',
  },
  model: {
    unknown: 'Dieses Modell gibt es nicht, oder es gehört nicht dir.',
    submitted: 'Diese Fotos wurden schon eingereicht und können nicht mehr geändert werden.',
  },
  onboarding: {
    missing: 'Es fehlt noch: {{items}}.',
    noUsablePhoto:
      'Keines deiner Fotos zeigt den ganzen Kopf mit den Schultern, daher lässt sich daraus kein Porträt machen. Füge Fotos hinzu, die deine Schultern zeigen, mit dem ganzen Kopf und etwas Platz über den Haaren.',
  },
  package: {
    required:
      'Wähle ein Paket, um deine Porträts zu erstellen. Deine Fotos und deine Auswahl bleiben erhalten.',
    tooManyStyles: 'Dein Paket umfasst {{max}} Stile: Wähle höchstens {{max}}.',
    notOnSale: 'Dieses Paket wird nicht verkauft.',
    notEnoughLeft: 'Es ist nicht mehr genug übrig.',
  },
  currency: { notAvailable: 'Diese Währung ist in deinem Land nicht verfügbar.' },
  coupon: {
    unknown: 'Diesen Gutscheincode gibt es nicht.',
    expired: 'Dieser Gutschein ist abgelaufen.',
    usedUp: 'Dieser Gutschein wurde bereits so oft wie möglich eingelöst.',
    otherCurrency: 'Dieser Gutschein gilt nur für Zahlungen in {{currency}}.',
    codeTaken: 'Diesen Code gibt es schon.',
  },
  giftCard: {
    unknown: 'Diesen Geschenkkartencode gibt es nicht.',
    empty: 'Auf dieser Geschenkkarte ist kein Guthaben mehr.',
    otherCurrency: 'Diese Geschenkkarte gilt nur für Zahlungen in {{currency}}.',
  },
  grant: { packageRequired: 'Wähle, welches Paket vergeben werden soll.' },
  person: {
    unknown: 'Diese Person gibt es nicht.',
    ownAdminRole: 'Du kannst dir die eigene Admin-Rolle nicht nehmen; bitte einen anderen Admin.',
  },
  referral: {
    unknownReward: 'Diese Empfehlungsprämie gibt es nicht.',
    rewardRevoked: 'Diese Prämie wurde schon zurückgenommen.',
  },
  impersonation: {
    staff: 'Als Teammitglied kann man sich nicht anmelden; nur als Kunde.',
    refused:
      'Nicht, während du als diese Person angemeldet bist: Staff-Werkzeuge, Zahlungen, Erstattungen und das Löschen des Kontos brauchen deine eigene Sitzung.',
    notActive: 'Du bist nicht als eine andere Person angemeldet.',
    sessionMismatch:
      'Dieser Browser ist in einer anderen Sitzung angemeldet; lade die Seite neu und versuche es noch einmal.',
  },
  payments: { off: 'Zahlungen sind auf dieser Website ausgeschaltet.' },
  checkout: {
    totalChanged:
      'Der Gesamtbetrag hat sich geändert, seit du ihn gesehen hast. Prüfe den neuen Betrag und versuche es erneut.',
    providerRefused: 'Der Zahlungsanbieter hat abgelehnt: {{detail}}',
  },
  order: {
    unknown: 'Diese Bestellung gibt es nicht.',
    paid: 'Diese Bestellung ist bezahlt.',
    ended: 'Dieser Bezahlvorgang ist beendet. Bitte fang neu an.',
    nothingToConfirm: 'Nichts zu bestätigen: Bestellung oder Geheimnis fehlt.',
    testProviderOff: 'Der Testanbieter ist ausgeschaltet.',
  },
  stripe: {
    notConfigured: 'Stripe ist nicht eingerichtet.',
    badSignature: 'Webhook-Signatur abgelehnt: {{detail}}',
  },
  replicate: {
    notConfigured: 'Replicate-Webhooks sind nicht eingerichtet.',
    badSignature: 'Webhook-Signatur abgelehnt: {{detail}}',
  },

  payment: {
    unknown: 'Diese Zahlung gibt es nicht.',
    refunded: 'Diese Zahlung wurde bereits erstattet.',
  },
  mail: {
    tooMany:
      'Von diesem Konto oder dieser Organisation oder an eine dieser Adressen wurden zu viele E-Mails gesendet. Versuche es in {{wait}} erneut.',
  },
  support: {
    emailRequired: 'Gib deine E-Mail-Adresse an, damit wir dir antworten können.',
    unknownOrder: 'Wir konnten diese Bestellung unter deinen Zahlungen nicht finden.',
    orderNotRefundable: 'Nur Bestellungen mit einer Zahlung über 0 können erstattet werden.',
    leadRefundByEmail:
      'Erstattungen für Teams laufen per E-Mail an {{email}}: schreib von der E-Mail-Adresse deines Kontos mit deiner Support-ID.',
    tooMany:
      'Du hast in kurzer Zeit viele Nachrichten gesendet. Bitte versuche es in {{wait}} erneut.',
    unknownRequest: 'Diese Support-Anfrage gibt es nicht.',
    attachmentType: 'Hänge Screenshots als PNG-, JPEG- oder WebP-Bilder an.',
    tooManyAttachments: 'Hänge höchstens {{max}} Screenshots an.',
    attachmentEmpty: 'Eine angehängte Datei ist leer.',
    notForm: 'Sende die Anfrage als JSON oder multipart/form-data.',
    attachmentTooLarge: 'Ein Screenshot darf höchstens {{max}} groß sein.',
    attachmentUnknown:
      'Ein Anhang wurde nicht hier hochgeladen oder ist abgelaufen; hänge ihn erneut an.',
    requestIdReused:
      'Dieser Anfrageschlüssel wurde schon für eine andere Nachricht verwendet. Sende die neue Nachricht mit einem neuen Schlüssel.',
  },
  backoffice: {
    orderUnknown: 'Diese Bestellung gibt es nicht.',
    modelUnknown: 'Dieses Modell gibt es nicht.',
    modelNotFailed: 'Nur ein fehlgeschlagenes Modell kann erneut versucht werden.',
    modelNotReady: 'Nur ein fertiges Modell kann neu bewertet werden.',
    playgroundUnknown: 'Dieses Foto oder diesen Stil gibt es nicht.',
  },
  email: {
    unknown: 'Diese E-Mail gibt es nicht.',
    holdsSecret:
      'Diese E-Mail enthielt einen Einmal-Link, den der Postausgang unkenntlich speichert; sie kann daher nicht erneut gesendet werden. Bitte die Person, einen neuen Link anzufordern.',
  },
  examples: {
    consentRequired:
      'Bestätige, dass die Person auf dem Foto der Verwendung auf den öffentlichen Seiten zugestimmt hat.',
    noPhoto: 'Wähle ein Foto der Person.',
    unknown: 'Dieses Beispiel gibt es nicht.',
    styleUnknown: 'Diesen Stil gibt es nicht.',
    headshotUnknown: 'Dieses gelieferte Porträt mit einem Foto der Person gibt es nicht.',
  },
  refund: {
    teamMember:
      'Teammitglieder können keine Erstattung anfordern. Bitte wende dich an die Administration oder den Inhaber deines Teams.',
    stripeOff: 'Stripe ist nicht eingerichtet: Diese Zahlung kann hier nicht erstattet werden.',
    providerRefused: 'Stripe hat die Erstattung abgelehnt: {{detail}}',
  },
  changelog: { unknown: 'Diesen Changelog-Eintrag gibt es nicht.' },
  blog: {
    unknown: 'Diesen Blogbeitrag gibt es nicht.',
    slugInvalid:
      'Der Slug darf nur Kleinbuchstaben, Ziffern, Binde- und Unterstriche enthalten, höchstens {{max}} Zeichen, und nicht mit einem Bindestrich beginnen oder enden.',
    slugEmpty:
      'Der Titel hat keine Buchstaben oder Ziffern für einen Slug: Bitte gib einen Slug ein.',
    slugTaken:
      'Ein anderer Beitrag auf {{language}} hat schon den Slug {{slug}}. Wähle einen anderen.',
    translationExists: 'Diesen Beitrag gibt es schon auf {{language}}: Bearbeite diese Fassung.',
    categoryInvalid:
      'Die Kategorie darf nur Kleinbuchstaben, Ziffern, Binde- und Unterstriche enthalten, höchstens {{max}} Zeichen.',
  },
  review: { unknown: 'Diese Bewertung gibt es nicht.' },
  zip: {
    nothingRead: 'Keines der Bilder konnte heruntergeladen werden. Bitte versuche es erneut.',
  },
  headshot: {
    unknown: 'Dieses Porträt gibt es nicht, oder es gehört nicht dir.',
    sizeUnknown: 'Deine Organisation bietet keine Porträts in der Größe {{size}} an.',
  },
  ranking: {
    imageUnknown: 'Dieses Bild gibt es nicht, oder es gehört nicht dir.',
    taskUnknown: 'Diese Bewertungsaufgabe gibt es nicht, oder sie gehört nicht dir.',
  },
  file: { expired: 'Dieser Link ist abgelaufen.' },
  tools: {
    photoRefused:
      'Dieses Foto kann nicht verwendet werden. Bitte lade ein anderes Foto von dir hoch.',
    notMade:
      'Aus diesem Foto konnten wir kein Porträt machen. Versuche ein scharfes, gut beleuchtetes Foto, auf dem du in die Kamera schaust.',
    limit:
      'Du hast vorerst so viele kostenlose Porträts erstellt wie erlaubt. Bitte versuche es in einer Stunde erneut.',
    busy: 'Der kostenlose Porträtgenerator ist gerade ausgelastet. Bitte versuche es in einer Minute erneut.',
    notMultipart: 'Sende das Foto als multipart/form-data.',
    photoTooLarge: 'Dieses Foto ist größer als 25 MB.',
    backdropUnknown: 'Wähle einen der angebotenen Hintergründe.',
    cancelled: 'Die Anfrage wurde abgebrochen.',
  },
  studio: {
    notEnoughCredits: 'Nicht genügend Credits',
    templateUnknown: 'Wähle eine der angebotenen Fotovorlagen.',
    outfitUnknown: 'Wähle eines der angebotenen Outfits.',
    modelNotReady: 'Das Studio öffnet, sobald die Porträts dieses Modells fertig sind.',
    photoUnknown: 'Dieses Foto gibt es nicht, oder es gehört dir nicht.',
    photoBusy: 'Dieses Foto wird noch erstellt. Versuche es, wenn es fertig ist.',
    notEnhanceable: 'Nur ein fertiges, noch nicht verbessertes Foto kann verbessert werden.',
    packUnknown: 'Wähle eines der angebotenen Studio-Credit-Pakete.',
    creditsNotForSale: 'Studio-Credits werden für dieses Konto nicht verkauft.',
  },
  organization: {
    exists: 'Du gehörst bereits zu einer Organisation.',
    required: 'Lege zuerst deine Organisation an.',
    unknown: 'Diese Organisation gibt es nicht.',
    leadOnly: 'Du bist nicht berechtigt, diese Seite aufzurufen',
    optionUnknown: 'Nicht im Katalog: {{ids}}.',
    comboNotAllowed:
      'Eine Kombination nutzt einen Hintergrund oder eine Kleidung, die Mitglieder nicht wählen dürfen: {{ids}}.',
    preselectNotAllowed:
      'Mitglieder dürfen {{ids}} nicht wählen. Erlaube sie zuerst in den Einstellungen.',
    optionNotAllowed: 'Deine Teamleitung erlaubt diese Hintergründe nicht: {{ids}}.',
  },
  team: {
    unknown: 'Dieses Team gibt es in deiner Organisation nicht.',
    tooMany: 'Eine Organisation hat höchstens {{max}} Teams.',
  },
  invite: {
    alreadyPresent: '{{email}} ist bereits Mitglied oder hat eine offene Einladung.',
    remindedRecently:
      'Diese Einladung wurde vor weniger als {{hours}} Stunden erinnert. Versuche es später erneut.',
    noSelectedImages: 'Noch kein Mitglied dieses Teams hat ein ausgewähltes Bild.',
    unknown: 'Diese Einladung gibt es nicht oder sie wurde zurückgezogen.',
    expired: 'Diese Einladung ist abgelaufen. Bitte deine Teamleitung um eine neue.',
    used: 'Diese Einladung wurde bereits verwendet.',
    usedUp:
      'Dieser Einladungslink wurde so oft verwendet wie erlaubt. Bitte deine Teamleitung um einen neuen.',
    revoked: 'Deine Teamleitung hat diesen Einladungslink abgeschaltet.',
    otherDomain: 'Dieser Einladungslink gilt nur für Adressen bei {{domain}}.',
    inOtherOrganization: 'Dein Konto gehört bereits zu einer anderen Organisation.',
    alreadyMember: 'Du bist bereits Mitglied dieser Organisation.',
    otherAddress:
      'Diese Einladung wurde an eine andere E-Mail-Adresse geschickt. Melde dich mit der Adresse an, an die sie ging, oder bitte deine Teamleitung, deine einzuladen.',
    needsAccount:
      'Diese Einladung braucht ein Konto mit deiner E-Mail-Adresse. Registriere dich oder melde dich an und öffne die Einladung erneut.',
    anonymousDomain:
      'Ein Zugangslink kann nicht zusätzlich auf eine E-Mail-Domain beschränkt werden.',
  },
  apiKey: {
    missing: 'Sende den API-Schlüssel deiner Organisation als "Authorization: Bearer <Schlüssel>".',
    invalid: 'Dieser API-Schlüssel ist ungültig oder wurde widerrufen.',
    unknown: 'Diesen API-Schlüssel gibt es in deiner Organisation nicht.',
    tooMany: 'Eine Organisation hat höchstens {{max}} API-Schlüssel. Widerrufe zuerst einen.',
    rateLimited:
      'Zu viele Anfragen mit diesem API-Schlüssel. Versuche es in {{seconds}} Sekunden erneut.',
  },
  webhook: {
    badUrl: 'Die Webhook-Adresse muss mit https:// beginnen.',
    hostUnknown: 'Der Webhook-Host {{host}} wurde nicht gefunden.',
    privateHost:
      'Der Webhook-Host {{host}} ist eine private, Loopback- oder Link-Local-Adresse. Verwende eine Adresse im öffentlichen Internet.',
  },
  bulk: {
    notEnabled:
      'Der Massen-Upload ist für deine Organisation nicht freigeschaltet. Kontaktiere uns, um ihn zu aktivieren.',
    empty: 'Die Datei hat keine Zeilen zum Einladen.',
    noEmailColumn: 'Die erste Zeile muss die Spalten benennen, eine davon "email".',
    tooManyRows:
      'Eine Datei darf höchstens {{max}} Personen nennen. Teile sie in kleinere Dateien auf.',
  },
  seats: {
    none: 'Deine Organisation hat keine Plätze mehr. Bitte deine Teamleitung, weitere zu kaufen.',
    noneForLead:
      'Deine Organisation hat keine Plätze mehr. Kaufe Plätze, um für dieses Mitglied zu bestellen.',
    tooMany: 'Höchstens {{max}} Plätze pro Kauf.',
  },
  health: { databaseDown: 'Die Datenbank antwortet nicht.' },
  missingItems: {
    name: 'dein Name',
    sex: 'dein Geschlecht',
    eyeColour: 'deine Augenfarbe',
    glasses: 'ob du eine Brille trägst',
    photos: 'mindestens {{photos}} gute Fotos',
    style: 'mindestens ein Stil',
    catalogueStyles: 'nur Stile aus dem Katalog',
  },
};

export const errors = area({ en: english(), es, de });
