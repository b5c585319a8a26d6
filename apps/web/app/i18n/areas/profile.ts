import { area } from './area.ts';

// /profile (issue 18 item 3; issue 14 item 4): account details, e-mail and password,
// privacy (export and deletion), the profile picture editor (spec 001 sections 3 and 9).
export const profile = area({
  en: {
    account: {
      title: 'Account',
      name: 'Name',
      email: 'E-mail',
      anonymous:
        'This is a guest account without an e-mail address or password. Create an account to change them.',
      changeEmail: 'Change e-mail',
      newEmail: 'New e-mail address',
      emailHint: 'We send a link to the new address; your address changes once you open it.',
      sendLink: 'Send confirmation link',
      emailSent: 'We sent a link to {{email}}. Open it to finish the change.',
      changePassword: 'Change password',
      currentPassword: 'Current password',
      newPassword: 'New password',
      savePassword: 'Save password',
      passwordChanged: 'Your password is changed. Other devices are signed out.',
    },
    privacy: {
      title: 'Your data',
      exportBody:
        'Download everything we hold about you: your account, orders and payments as JSON, with your photos and headshots, in one zip file.',
      export: 'Download my data',
      exportFailed: 'The download could not be prepared. Please try again.',
      deleteTitle: 'Delete account',
      deleteRemoves:
        'Deleting your account removes your uploaded photos, your models and headshots, every stored file, your sign-in and all your sessions. This cannot be undone.',
      deleteKeeps:
        'By law we keep your orders, payments and invoices (amounts, dates and what was bought) for the tax records, with your name and e-mail address removed.',
      confirmLabel: 'Type your e-mail address ({{email}}) to confirm',
      delete: 'Delete my account',
    },
    picture: {
      title: 'Profile picture',
      intro:
        'Make a round profile picture with a coloured ring and an optional line of text, then download it as PNG.',
      preview: 'Preview of your profile picture',
      choose: 'Choose a photo',
      download: 'Download PNG',
      notAnImage: 'This file is not an image. Choose a JPG, PNG or WebP photo.',
      grayscale: 'Black and white',
      borderWidth: 'Ring width',
      colourFrom: 'Ring colour',
      colourTo: 'Gradient to',
      rotation: 'Gradient rotation',
      zoom: 'Zoom',
      offsetX: 'Move left or right',
      offsetY: 'Move up or down',
      opacity: 'Photo opacity',
      text: 'Text on the ring',
      textPlaceholder: 'Open to work',
      reset: 'Reset',
    },
  },
  es: {
    account: {
      title: 'Cuenta',
      name: 'Nombre',
      email: 'Correo electrónico',
      anonymous:
        'Esta es una cuenta de invitado sin correo ni contraseña. Crea una cuenta para cambiarlos.',
      changeEmail: 'Cambiar correo',
      newEmail: 'Nueva dirección de correo',
      emailHint: 'Enviamos un enlace a la nueva dirección; el cambio se hace cuando lo abres.',
      sendLink: 'Enviar enlace de confirmación',
      emailSent: 'Enviamos un enlace a {{email}}. Ábrelo para terminar el cambio.',
      changePassword: 'Cambiar contraseña',
      currentPassword: 'Contraseña actual',
      newPassword: 'Nueva contraseña',
      savePassword: 'Guardar contraseña',
      passwordChanged: 'Tu contraseña ha cambiado. Se ha cerrado la sesión en otros dispositivos.',
    },
    privacy: {
      title: 'Tus datos',
      exportBody:
        'Descarga todo lo que guardamos sobre ti: tu cuenta, pedidos y pagos en JSON, con tus fotos y retratos, en un solo archivo zip.',
      export: 'Descargar mis datos',
      exportFailed: 'No se pudo preparar la descarga. Inténtalo de nuevo.',
      deleteTitle: 'Eliminar cuenta',
      deleteRemoves:
        'Al eliminar tu cuenta se borran tus fotos subidas, tus modelos y retratos, todos los archivos guardados, tu acceso y todas tus sesiones. No se puede deshacer.',
      deleteKeeps:
        'Por ley conservamos tus pedidos, pagos y facturas (importes, fechas y lo comprado) para los registros fiscales, sin tu nombre ni tu correo.',
      confirmLabel: 'Escribe tu correo ({{email}}) para confirmar',
      delete: 'Eliminar mi cuenta',
    },
    picture: {
      title: 'Foto de perfil',
      intro:
        'Crea una foto de perfil redonda con un anillo de color y una línea de texto opcional, y descárgala en PNG.',
      preview: 'Vista previa de tu foto de perfil',
      choose: 'Elegir una foto',
      download: 'Descargar PNG',
      notAnImage: 'Este archivo no es una imagen. Elige una foto JPG, PNG o WebP.',
      grayscale: 'Blanco y negro',
      borderWidth: 'Ancho del anillo',
      colourFrom: 'Color del anillo',
      colourTo: 'Degradado hacia',
      rotation: 'Rotación del degradado',
      zoom: 'Zoom',
      offsetX: 'Mover a izquierda o derecha',
      offsetY: 'Mover arriba o abajo',
      opacity: 'Opacidad de la foto',
      text: 'Texto en el anillo',
      textPlaceholder: 'Buscando empleo',
      reset: 'Restablecer',
    },
  },
  de: {
    account: {
      title: 'Konto',
      name: 'Name',
      email: 'E-Mail',
      anonymous:
        'Dies ist ein Gastkonto ohne E-Mail-Adresse und Passwort. Erstelle ein Konto, um sie zu ändern.',
      changeEmail: 'E-Mail ändern',
      newEmail: 'Neue E-Mail-Adresse',
      emailHint:
        'Wir senden einen Link an die neue Adresse; deine Adresse ändert sich, sobald du ihn öffnest.',
      sendLink: 'Bestätigungslink senden',
      emailSent:
        'Wir haben einen Link an {{email}} gesendet. Öffne ihn, um die Änderung abzuschließen.',
      changePassword: 'Passwort ändern',
      currentPassword: 'Aktuelles Passwort',
      newPassword: 'Neues Passwort',
      savePassword: 'Passwort speichern',
      passwordChanged: 'Dein Passwort wurde geändert. Andere Geräte sind abgemeldet.',
    },
    privacy: {
      title: 'Deine Daten',
      exportBody:
        'Lade alles herunter, was wir über dich speichern: dein Konto, Bestellungen und Zahlungen als JSON, mit deinen Fotos und Porträts, in einer ZIP-Datei.',
      export: 'Meine Daten herunterladen',
      exportFailed: 'Der Download konnte nicht vorbereitet werden. Bitte versuche es erneut.',
      deleteTitle: 'Konto löschen',
      deleteRemoves:
        'Beim Löschen deines Kontos werden deine hochgeladenen Fotos, deine Modelle und Porträts, alle gespeicherten Dateien, deine Anmeldung und alle Sitzungen entfernt. Das kann nicht rückgängig gemacht werden.',
      deleteKeeps:
        'Gesetzlich bewahren wir deine Bestellungen, Zahlungen und Rechnungen (Beträge, Daten und was gekauft wurde) für die Steuerunterlagen auf, ohne deinen Namen und deine E-Mail-Adresse.',
      confirmLabel: 'Gib deine E-Mail-Adresse ({{email}}) zur Bestätigung ein',
      delete: 'Mein Konto löschen',
    },
    picture: {
      title: 'Profilbild',
      intro:
        'Erstelle ein rundes Profilbild mit farbigem Ring und optionaler Textzeile und lade es als PNG herunter.',
      preview: 'Vorschau deines Profilbilds',
      choose: 'Foto auswählen',
      download: 'PNG herunterladen',
      notAnImage: 'Diese Datei ist kein Bild. Wähle ein JPG-, PNG- oder WebP-Foto.',
      grayscale: 'Schwarzweiß',
      borderWidth: 'Ringbreite',
      colourFrom: 'Ringfarbe',
      colourTo: 'Verlauf zu',
      rotation: 'Drehung des Verlaufs',
      zoom: 'Zoom',
      offsetX: 'Nach links oder rechts',
      offsetY: 'Nach oben oder unten',
      opacity: 'Deckkraft des Fotos',
      text: 'Text auf dem Ring',
      textPlaceholder: 'Offen für Jobs',
      reset: 'Zurücksetzen',
    },
  },
});
