import { area } from './area.ts';

// The lead's Settings, Backdrops and Clothing pages and the member's note in the upload
// wizard (issue 17 item 7; decision 034).
export const orgSettings = area({
  en: {
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
    save: 'Save',
    saved: 'Saved',
    settings: {
      intro: "Decide how your members' headshots look and what they may choose.",
      branding: {
        title: 'Branding',
        intro:
          "With a colour or an image, every member's headshots are made on it instead of the backdrops they pick.",
        useColour: 'Use a background colour',
        colour: 'Background colour',
        pickColour: 'Pick the colour',
        image: 'Background image',
        imageHelp: 'PNG, JPEG, WebP or HEIC, at most 5 MB. It is stored at most 2048 px wide.',
        imagePreview: 'Your background image',
        upload: 'Upload image',
        uploading: 'Uploading…',
        uploaded: 'Background image saved',
        remove: 'Remove image',
        removed: 'Background image removed',
        imageWins: 'The image is used; the colour applies when there is no image.',
      },
      allowed: {
        title: 'Allowed options',
        intro: 'Which backdrops and clothing members may pick.',
        styles: 'Backdrops',
        clothing: 'Clothing',
        all: 'All of them',
        only: 'Only these',
        noneChosen: 'Choose at least one, or allow all of them.',
      },
      combos: {
        title: 'Combos',
        intro:
          'Pair a backdrop with the clothing worn on it. With combos, members may pick only these backdrops.',
        backdrop: 'Backdrop',
        clothing: 'Clothing',
        add: 'Add combo',
        remove: 'Remove',
        empty: 'No combos: members combine freely.',
      },
      size: {
        title: 'Output sizes',
        intro:
          "Your members' headshots are made at the largest of these sizes instead of their package's; each other size is a resized copy they can download.",
        custom: 'Use custom sizes',
        number: 'Size {{number}}',
        width: 'Width (px)',
        height: 'Height (px)',
        add: 'Add a size',
        remove: 'Remove size {{number}}',
        range: 'From {{min}} to {{max}} pixels per side, at most {{count}} sizes.',
      },
    },
    preselect: {
      team: 'For: {{team}}',
      allMembers: 'All members',
      teamHelp:
        "Choose a team in the sidebar to set its own. Teams without their own use All members'.",
      styles: {
        intro: 'The backdrops your members start with in the upload. They can change them.',
      },
      clothing: {
        intro:
          'The clothing your members are shown in. With a generative engine, the headshots are made in it.',
      },
      noneAllowed: 'No option is allowed. Change the allowed options in Settings.',
      settingsLink: 'Allowed options in Settings',
      chosen: '{{count}} chosen',
    },
    wizard: {
      title: 'Chosen by your team lead',
      backdrops: 'You can pick from the backdrops your team lead allows.',
      clothing: 'Clothing your team lead chose: {{names}}. Wear something like it in your photos.',
    },
  },
  es: {
    loading: 'Cargando…',
    loadFailed: 'No se ha podido cargar.',
    retry: 'Reintentar',
    save: 'Guardar',
    saved: 'Guardado',
    settings: {
      intro: 'Decide cómo se ven los retratos de tus miembros y qué pueden elegir.',
      branding: {
        title: 'Marca',
        intro:
          'Con un color o una imagen, los retratos de todos los miembros se hacen sobre ella en lugar de los fondos que elijan.',
        useColour: 'Usar un color de fondo',
        colour: 'Color de fondo',
        pickColour: 'Elegir el color',
        image: 'Imagen de fondo',
        imageHelp:
          'PNG, JPEG, WebP o HEIC, como máximo 5 MB. Se guarda con 2048 px de ancho como máximo.',
        imagePreview: 'Tu imagen de fondo',
        upload: 'Subir imagen',
        uploading: 'Subiendo…',
        uploaded: 'Imagen de fondo guardada',
        remove: 'Quitar imagen',
        removed: 'Imagen de fondo quitada',
        imageWins: 'Se usa la imagen; el color se aplica cuando no hay imagen.',
      },
      allowed: {
        title: 'Opciones permitidas',
        intro: 'Qué fondos y qué ropa pueden elegir los miembros.',
        styles: 'Fondos',
        clothing: 'Ropa',
        all: 'Todos',
        only: 'Solo estos',
        noneChosen: 'Elige al menos uno o permítelos todos.',
      },
      combos: {
        title: 'Combinaciones',
        intro:
          'Empareja un fondo con la ropa que se lleva en él. Con combinaciones, los miembros solo pueden elegir esos fondos.',
        backdrop: 'Fondo',
        clothing: 'Ropa',
        add: 'Añadir combinación',
        remove: 'Quitar',
        empty: 'Sin combinaciones: los miembros combinan libremente.',
      },
      size: {
        title: 'Tamaños de salida',
        intro:
          'Los retratos de tus miembros se hacen con el mayor de estos tamaños en lugar del de su paquete; cada otro tamaño es una copia redimensionada que pueden descargar.',
        custom: 'Usar tamaños propios',
        number: 'Tamaño {{number}}',
        width: 'Ancho (px)',
        height: 'Alto (px)',
        add: 'Añadir un tamaño',
        remove: 'Quitar el tamaño {{number}}',
        range: 'De {{min}} a {{max}} píxeles por lado, como máximo {{count}} tamaños.',
      },
    },
    preselect: {
      team: 'Para: {{team}}',
      allMembers: 'Todos los miembros',
      teamHelp:
        'Elige un equipo en la barra lateral para darle los suyos. Los equipos sin selección propia usan la de Todos los miembros.',
      styles: {
        intro: 'Los fondos con los que empiezan tus miembros al subir fotos. Pueden cambiarlos.',
      },
      clothing: {
        intro:
          'La ropa con la que se muestra a tus miembros. Con un motor generativo, los retratos se hacen con ella.',
      },
      noneAllowed: 'No hay ninguna opción permitida. Cambia las opciones permitidas en Ajustes.',
      settingsLink: 'Opciones permitidas en Ajustes',
      chosen: '{{count}} elegidos',
    },
    wizard: {
      title: 'Elegido por tu responsable de equipo',
      backdrops: 'Puedes elegir entre los fondos que permite tu responsable de equipo.',
      clothing:
        'Ropa elegida por tu responsable de equipo: {{names}}. Lleva algo parecido en tus fotos.',
    },
  },
  de: {
    loading: 'Wird geladen…',
    loadFailed: 'Das konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    save: 'Speichern',
    saved: 'Gespeichert',
    settings: {
      intro: 'Lege fest, wie die Porträts deiner Mitglieder aussehen und was sie wählen dürfen.',
      branding: {
        title: 'Branding',
        intro:
          'Mit einer Farbe oder einem Bild entstehen die Porträts aller Mitglieder darauf statt auf den gewählten Hintergründen.',
        useColour: 'Eine Hintergrundfarbe verwenden',
        colour: 'Hintergrundfarbe',
        pickColour: 'Farbe wählen',
        image: 'Hintergrundbild',
        imageHelp:
          'PNG, JPEG, WebP oder HEIC, höchstens 5 MB. Es wird höchstens 2048 px breit gespeichert.',
        imagePreview: 'Dein Hintergrundbild',
        upload: 'Bild hochladen',
        uploading: 'Wird hochgeladen…',
        uploaded: 'Hintergrundbild gespeichert',
        remove: 'Bild entfernen',
        removed: 'Hintergrundbild entfernt',
        imageWins: 'Das Bild wird verwendet; die Farbe gilt, wenn es kein Bild gibt.',
      },
      allowed: {
        title: 'Erlaubte Optionen',
        intro: 'Welche Hintergründe und welche Kleidung Mitglieder wählen dürfen.',
        styles: 'Hintergründe',
        clothing: 'Kleidung',
        all: 'Alle',
        only: 'Nur diese',
        noneChosen: 'Wähle mindestens eine Option oder erlaube alle.',
      },
      combos: {
        title: 'Kombinationen',
        intro:
          'Verbinde einen Hintergrund mit der Kleidung, die darauf getragen wird. Mit Kombinationen dürfen Mitglieder nur diese Hintergründe wählen.',
        backdrop: 'Hintergrund',
        clothing: 'Kleidung',
        add: 'Kombination hinzufügen',
        remove: 'Entfernen',
        empty: 'Keine Kombinationen: Mitglieder kombinieren frei.',
      },
      size: {
        title: 'Ausgabegrößen',
        intro:
          'Die Porträts deiner Mitglieder entstehen in der größten dieser Größen statt in der ihres Pakets; jede andere Größe ist eine verkleinerte Kopie zum Herunterladen.',
        custom: 'Eigene Größen verwenden',
        number: 'Größe {{number}}',
        width: 'Breite (px)',
        height: 'Höhe (px)',
        add: 'Größe hinzufügen',
        remove: 'Größe {{number}} entfernen',
        range: 'Von {{min}} bis {{max}} Pixel pro Seite, höchstens {{count}} Größen.',
      },
    },
    preselect: {
      team: 'Für: {{team}}',
      allMembers: 'Alle Mitglieder',
      teamHelp:
        'Wähle in der Seitenleiste ein Team, um ihm eine eigene Auswahl zu geben. Teams ohne eigene nutzen die von Alle Mitglieder.',
      styles: {
        intro:
          'Die Hintergründe, mit denen deine Mitglieder beim Hochladen beginnen. Sie können sie ändern.',
      },
      clothing: {
        intro:
          'Die Kleidung, in der deine Mitglieder gezeigt werden. Mit einer generativen Engine entstehen die Porträts darin.',
      },
      noneAllowed: 'Keine Option ist erlaubt. Ändere die erlaubten Optionen in den Einstellungen.',
      settingsLink: 'Erlaubte Optionen in den Einstellungen',
      chosen: '{{count}} gewählt',
    },
    wizard: {
      title: 'Von deiner Teamleitung gewählt',
      backdrops: 'Du kannst aus den Hintergründen wählen, die deine Teamleitung erlaubt.',
      clothing:
        'Von deiner Teamleitung gewählte Kleidung: {{names}}. Trage auf deinen Fotos etwas Ähnliches.',
    },
  },
});
