import { area } from './area.ts';

// Texts of the staff back office; keys are used as t('admin.<key>'). Menu item titles come
// from the domain's ADMIN_MENU, the table the API authorizes with.
export const admin = area({
  en: {
    title: 'Back office',
    nav: 'Back office',
    staffRole: 'Staff role',
    openMenu: 'Open the back-office menu',
    closeMenu: 'Close menu',
    toSite: 'To the site',
    logout: 'Logout',
    toast: { dismiss: 'Dismiss', region: 'Notifications' },
    forbidden: {
      code: '403',
      title: 'You do not have access to this page',
      body: 'Your staff role ({{role}}) does not include this part of the back office. Ask an admin if you need it.',
      back: 'Back to the back-office home',
    },
    home: {
      intro: 'Signed in as {{name}}. These are the parts of the back office your role can use.',
    },
    parameters: {
      title: 'Parameters',
      intro: 'Runtime switches for the whole site. Changes apply within a few seconds.',
      on: 'On',
      off: 'Off',
      save: 'Save',
      saved: 'Parameters saved',
      unsaved: 'You have unsaved changes.',
      maintenance: {
        label: 'Maintenance mode',
        description:
          'Visitors see the ‘We’ll be back soon!’ screen instead of the site. Sign-in and the back office keep working.',
        endsAt: 'Expected end (UTC, optional)',
        endsAtHint:
          'Shown on the maintenance screen; without it the screen says ‘A few hours’. The mode stays on until you switch it off.',
      },
      holiday: {
        label: 'Holiday mode',
        description: 'Shows a holiday notice and hides upsells; support promises slower replies.',
        endsAt: 'Holiday ends on (optional)',
        endsAtHint: 'Shown in the holiday notice. The mode stays on until you switch it off.',
      },
      whiteLabel: {
        label: 'White-label mode',
        description:
          'Only the customer app, legal pages and sign-in stay reachable; the marketing site answers 404.',
        warningTitle: 'The back office becomes unreachable',
        warning:
          'In white-label mode every /admin page answers 403 Forbidden, this one included. You cannot switch the mode off here once it is saved.',
        howToOff:
          'To switch it off, run this on the server, in the folder of the installation (with the PGlite database, stop the server first):',
        confirmTitle: 'Turn on white-label mode?',
        confirm:
          'Every /admin page answers 403 Forbidden from now on, for you and every other staff member, this page included.',
        confirmWayBack: 'The only way back in is to run npm run white-label:off on the server.',
        confirmAction: 'Turn on white-label mode',
        cancel: 'Cancel',
      },
      retention: {
        label: 'Retention',
        description:
          'Delivered headshots, the uploaded photos and everything made from them are deleted this many days after delivery, by a job that runs every night.',
        days: 'Retention days',
        daysHint: 'From 1 to 3650 days. A shorter period applies at the next nightly run.',
      },
      displayedStats: {
        label: 'Displayed stats',
        description:
          'The figures in the header and footer of the public site. Show only figures your business backs.',
        source: 'Source',
        none: 'Show none',
        set: 'The figures below',
        counted: 'Counted from the database',
        countedHint:
          'Counted: customers are people with a paid order, headshots the delivered photos, reviews the published reviews and the score their mean rating. Counts refresh within a minute.',
        users: 'Happy customers',
        photos: 'Headshots created',
        trustScore: 'Trust score (0 to 5)',
        reviews: 'Reviews',
      },
      supportModal: {
        label: 'Support popup',
        description:
          'Old: the support button opens the FAQ popup (team leads get the contact form). New: it opens the contact form for everyone.',
        version: 'Version',
        old: 'Old (FAQ first)',
        new: 'New (form first)',
      },
    },
    email: {
      title: 'Emails',
      intro:
        'Mail the product sent, newest first (the 50 most recent). Sign-in, confirmation and reset links show their token as [redacted].',
      filterLabel: 'Recipient',
      filterPlaceholder: 'name@example.com',
      filter: 'Filter',
      clear: 'Show all',
      refresh: 'Refresh',
      loading: 'Loading emails...',
      empty: 'No emails yet.',
      emptyFiltered: 'No emails to {{to}}.',
      to: 'To',
      kind: 'Kind',
      sentAt: 'Created',
      error: 'Error',
      status: { outbox: 'Queued', sent: 'Sent', failed: 'Failed' },
      resend: 'Send again',
      resent: 'Sent again to {{to}}: {{status}}.',
      holdsSecret:
        'Holds a one-time link (kept redacted), so it cannot be sent again; the person can ask for a new link.',
      templates: 'Templates',
      templatesIntro:
        'Every mail the product sends, with sample values. Links point at example.invalid.',
      showTemplates: 'Show the templates',
      template: 'Template',
      loadingTemplates: 'Loading templates...',
      subject: 'Subject',
      previewTitle: 'Preview of {{kind}}',
    },
  },
  es: {
    title: 'Administración',
    nav: 'Administración',
    staffRole: 'Rol de personal',
    openMenu: 'Abrir el menú de administración',
    closeMenu: 'Cerrar menú',
    toSite: 'Ir al sitio',
    logout: 'Cerrar sesión',
    toast: { dismiss: 'Cerrar', region: 'Notificaciones' },
    forbidden: {
      code: '403',
      title: 'No tienes acceso a esta página',
      body: 'Tu rol de personal ({{role}}) no incluye esta parte de la administración. Pide acceso a un administrador si lo necesitas.',
      back: 'Volver al inicio de la administración',
    },
    home: {
      intro:
        'Sesión iniciada como {{name}}. Estas son las partes de la administración que tu rol puede usar.',
    },
    parameters: {
      title: 'Parámetros',
      intro: 'Interruptores de todo el sitio. Los cambios se aplican en pocos segundos.',
      on: 'Activado',
      off: 'Desactivado',
      save: 'Guardar',
      saved: 'Parámetros guardados',
      unsaved: 'Tienes cambios sin guardar.',
      maintenance: {
        label: 'Modo mantenimiento',
        description:
          'Los visitantes ven la pantalla «¡Volvemos enseguida!» en lugar del sitio. El inicio de sesión y la administración siguen funcionando.',
        endsAt: 'Fin previsto (UTC, opcional)',
        endsAtHint:
          'Se muestra en la pantalla de mantenimiento; sin él la pantalla dice «Unas horas». El modo sigue activo hasta que lo desactives.',
      },
      holiday: {
        label: 'Modo vacaciones',
        description:
          'Muestra un aviso de vacaciones y oculta las ofertas; el soporte promete respuestas más lentas.',
        endsAt: 'Las vacaciones terminan el (opcional)',
        endsAtHint:
          'Se muestra en el aviso de vacaciones. El modo sigue activo hasta que lo desactives.',
      },
      whiteLabel: {
        label: 'Modo marca blanca',
        description:
          'Solo siguen accesibles la app de clientes, las páginas legales y el inicio de sesión; el sitio comercial responde 404.',
        warningTitle: 'La administración deja de estar accesible',
        warning:
          'En modo marca blanca todas las páginas /admin responden 403 Forbidden, también esta. Una vez guardado, no podrás desactivarlo aquí.',
        howToOff:
          'Para desactivarlo, ejecuta esto en el servidor, en la carpeta de la instalación (con la base de datos PGlite, detén antes el servidor):',
        confirmTitle: '¿Activar el modo marca blanca?',
        confirm:
          'Desde ahora todas las páginas /admin responden 403 Forbidden, para ti y para todo el personal, también esta.',
        confirmWayBack:
          'La única forma de volver a entrar es ejecutar npm run white-label:off en el servidor.',
        confirmAction: 'Activar el modo marca blanca',
        cancel: 'Cancelar',
      },
      retention: {
        label: 'Conservación',
        description:
          'Los retratos entregados, las fotos subidas y todo lo creado a partir de ellas se eliminan tantos días después de la entrega, con una tarea que se ejecuta cada noche.',
        days: 'Días de conservación',
        daysHint:
          'De 1 a 3650 días. Un plazo más corto se aplica en la siguiente ejecución nocturna.',
      },
      displayedStats: {
        label: 'Cifras mostradas',
        description:
          'Las cifras de la cabecera y el pie del sitio público. Muestra solo cifras que tu negocio respalde.',
        source: 'Origen',
        none: 'No mostrar ninguna',
        set: 'Las cifras de abajo',
        counted: 'Contadas en la base de datos',
        countedHint:
          'Contadas: clientes son las personas con un pedido pagado, retratos las fotos entregadas, reseñas las publicadas y la puntuación su media. Se actualizan en un minuto.',
        users: 'Clientes satisfechos',
        photos: 'Retratos creados',
        trustScore: 'Puntuación (0 a 5)',
        reviews: 'Reseñas',
      },
      supportModal: {
        label: 'Ventana de soporte',
        description:
          'Antigua: el botón de soporte abre las preguntas frecuentes (los líderes de equipo reciben el formulario). Nueva: abre el formulario para todos.',
        version: 'Versión',
        old: 'Antigua (preguntas primero)',
        new: 'Nueva (formulario primero)',
      },
    },
    email: {
      title: 'Correos',
      intro:
        'Correos que ha enviado el producto, los más recientes primero (los últimos 50). Los enlaces de acceso, confirmación y restablecimiento muestran su token como [redacted].',
      filterLabel: 'Destinatario',
      filterPlaceholder: 'nombre@ejemplo.com',
      filter: 'Filtrar',
      clear: 'Mostrar todos',
      refresh: 'Actualizar',
      loading: 'Cargando correos...',
      empty: 'Aún no hay correos.',
      emptyFiltered: 'No hay correos para {{to}}.',
      to: 'Para',
      kind: 'Tipo',
      sentAt: 'Creado',
      error: 'Error',
      status: { outbox: 'En cola', sent: 'Enviado', failed: 'Fallido' },
      resend: 'Enviar de nuevo',
      resent: 'Enviado de nuevo a {{to}}: {{status}}.',
      holdsSecret:
        'Lleva un enlace de un solo uso (guardado oculto), así que no se puede reenviar; la persona puede pedir un enlace nuevo.',
      templates: 'Plantillas',
      templatesIntro:
        'Cada correo que envía el producto, con valores de ejemplo. Los enlaces apuntan a example.invalid.',
      showTemplates: 'Mostrar las plantillas',
      template: 'Plantilla',
      loadingTemplates: 'Cargando plantillas...',
      subject: 'Asunto',
      previewTitle: 'Vista previa de {{kind}}',
    },
  },
  de: {
    title: 'Backoffice',
    nav: 'Backoffice',
    staffRole: 'Personalrolle',
    openMenu: 'Backoffice-Menü öffnen',
    closeMenu: 'Menü schließen',
    toSite: 'Zur Website',
    logout: 'Abmelden',
    toast: { dismiss: 'Schließen', region: 'Benachrichtigungen' },
    forbidden: {
      code: '403',
      title: 'Du hast keinen Zugriff auf diese Seite',
      body: 'Deine Personalrolle ({{role}}) umfasst diesen Teil des Backoffice nicht. Frag einen Admin, wenn du ihn brauchst.',
      back: 'Zurück zur Backoffice-Startseite',
    },
    home: {
      intro: 'Angemeldet als {{name}}. Diese Teile des Backoffice kann deine Rolle nutzen.',
    },
    parameters: {
      title: 'Parameter',
      intro: 'Laufzeitschalter für die ganze Website. Änderungen wirken nach wenigen Sekunden.',
      on: 'An',
      off: 'Aus',
      save: 'Speichern',
      saved: 'Parameter gespeichert',
      unsaved: 'Du hast ungespeicherte Änderungen.',
      maintenance: {
        label: 'Wartungsmodus',
        description:
          'Besucher sehen statt der Website den Bildschirm „Wir sind gleich zurück!“. Anmeldung und Backoffice funktionieren weiter.',
        endsAt: 'Voraussichtliches Ende (UTC, optional)',
        endsAtHint:
          'Wird auf dem Wartungsbildschirm angezeigt; ohne Angabe steht dort „Ein paar Stunden“. Der Modus bleibt an, bis du ihn ausschaltest.',
      },
      holiday: {
        label: 'Urlaubsmodus',
        description:
          'Zeigt einen Urlaubshinweis und blendet Zusatzangebote aus; der Support verspricht langsamere Antworten.',
        endsAt: 'Urlaub endet am (optional)',
        endsAtHint:
          'Wird im Urlaubshinweis angezeigt. Der Modus bleibt an, bis du ihn ausschaltest.',
      },
      whiteLabel: {
        label: 'White-Label-Modus',
        description:
          'Nur die Kunden-App, die Rechtsseiten und die Anmeldung bleiben erreichbar; die Marketing-Website antwortet mit 404.',
        warningTitle: 'Das Backoffice wird unerreichbar',
        warning:
          'Im White-Label-Modus antwortet jede /admin-Seite mit 403 Forbidden, auch diese. Einmal gespeichert, kannst du den Modus hier nicht mehr ausschalten.',
        howToOff:
          'Zum Ausschalten führst du das auf dem Server im Ordner der Installation aus (mit der PGlite-Datenbank halte den Server vorher an):',
        confirmTitle: 'White-Label-Modus einschalten?',
        confirm:
          'Ab jetzt antwortet jede /admin-Seite mit 403 Forbidden, für dich und alle anderen Mitarbeiter, auch diese.',
        confirmWayBack:
          'Zurück kommst du nur, indem du npm run white-label:off auf dem Server ausführst.',
        confirmAction: 'White-Label-Modus einschalten',
        cancel: 'Abbrechen',
      },
      retention: {
        label: 'Aufbewahrung',
        description:
          'Gelieferte Porträts, die hochgeladenen Fotos und alles daraus Erstellte werden so viele Tage nach der Lieferung gelöscht, von einem Job, der jede Nacht läuft.',
        days: 'Aufbewahrungstage',
        daysHint: 'Von 1 bis 3650 Tagen. Eine kürzere Frist gilt ab dem nächsten nächtlichen Lauf.',
      },
      displayedStats: {
        label: 'Angezeigte Zahlen',
        description:
          'Die Zahlen in Kopf- und Fußzeile der öffentlichen Seite. Zeige nur Zahlen, die dein Geschäft belegt.',
        source: 'Quelle',
        none: 'Keine anzeigen',
        set: 'Die Zahlen unten',
        counted: 'Aus der Datenbank gezählt',
        countedHint:
          'Gezählt: Kunden sind Personen mit einer bezahlten Bestellung, Porträts die gelieferten Fotos, Bewertungen die veröffentlichten und die Note ihr Mittelwert. Aktualisiert binnen einer Minute.',
        users: 'Zufriedene Kunden',
        photos: 'Erstellte Porträts',
        trustScore: 'Bewertung (0 bis 5)',
        reviews: 'Bewertungen',
      },
      supportModal: {
        label: 'Support-Fenster',
        description:
          'Alt: Der Support-Knopf öffnet die FAQ (Teamleiter bekommen das Formular). Neu: Er öffnet das Formular für alle.',
        version: 'Version',
        old: 'Alt (FAQ zuerst)',
        new: 'Neu (Formular zuerst)',
      },
    },
    email: {
      title: 'E-Mails',
      intro:
        'Vom Produkt versendete E-Mails, neueste zuerst (die letzten 50). Anmelde-, Bestätigungs- und Zurücksetzungslinks zeigen ihr Token als [redacted].',
      filterLabel: 'Empfänger',
      filterPlaceholder: 'name@beispiel.de',
      filter: 'Filtern',
      clear: 'Alle anzeigen',
      refresh: 'Aktualisieren',
      loading: 'E-Mails werden geladen...',
      empty: 'Noch keine E-Mails.',
      emptyFiltered: 'Keine E-Mails an {{to}}.',
      to: 'An',
      kind: 'Art',
      sentAt: 'Erstellt',
      error: 'Fehler',
      status: { outbox: 'In Warteschlange', sent: 'Gesendet', failed: 'Fehlgeschlagen' },
      resend: 'Erneut senden',
      resent: 'Erneut an {{to}} gesendet: {{status}}.',
      holdsSecret:
        'Enthält einen Einmal-Link (unkenntlich gespeichert) und kann daher nicht erneut gesendet werden; die Person kann einen neuen Link anfordern.',
      templates: 'Vorlagen',
      templatesIntro:
        'Jede E-Mail, die das Produkt sendet, mit Beispielwerten. Links zeigen auf example.invalid.',
      showTemplates: 'Vorlagen anzeigen',
      template: 'Vorlage',
      loadingTemplates: 'Vorlagen werden geladen...',
      subject: 'Betreff',
      previewTitle: 'Vorschau von {{kind}}',
    },
  },
});
