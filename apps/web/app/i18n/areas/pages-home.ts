import { MESSAGES } from '@hs/domain/messages';
import { area } from './area.ts';

// Texts of the home page; keys are used as t('pagesHome.<key>').
export const pagesHome = area({
  en: {
    metaTitle: '{{brand}}: professional headshots from your own photos',
    metaDescription:
      'Upload your selfies, pick a backdrop and get business headshots that look like you. Self-hosted, private, for individuals and teams.',
    hero: {
      eyebrow: 'Professional headshots, made from your photos',
      title: 'Headshots that look like you, on a studio backdrop',
      subtitle:
        '{{brand}} takes a set of your own selfies, picks the best shots, and puts you on the backdrop you choose: ready for LinkedIn, your company page or your next talk.',
      start: MESSAGES.GET_YOUR_HEADSHOTS,
      teams: 'Headshots for your team',
    },
    steps: {
      title: 'How it works',
      intro: 'Three steps, no studio visit, no photographer to book.',
      upload: {
        title: 'Upload your photos',
        body: 'Add at least 15 recent photos of just you, from the chest up: your shoulders in the photo and some space above your hair. Every photo is checked as it uploads: one clear face, big enough, not a duplicate.',
      },
      choose: {
        title: 'Choose your backdrops',
        body: 'Pick the studio backdrops you like: grey paper, bright white, navy, warm tones. Your own clothes stay as they are.',
      },
      receive: {
        title: MESSAGES.GET_YOUR_HEADSHOTS,
        body: 'The engine cuts you out of your best photos, relights you and places you on each backdrop. Download the ones you like.',
      },
    },
    examples: {
      title: 'Examples',
      intro:
        'Illustrations of the backdrops you can choose, not customer photos: no drawing here imitates anyone’s result. The person in your headshots is you, wearing what you wore in your photos.',
      grey: 'Drawing of a headshot on a grey studio backdrop',
      white: 'Drawing of a headshot on a bright white backdrop',
      navy: 'Drawing of a headshot on a navy backdrop',
      warm: 'Drawing of a headshot on a warm beige backdrop',
      greyName: 'Studio grey',
      whiteName: 'Bright white',
      navyName: 'Navy executive',
      warmName: 'Warm neutral',
      more: 'See more examples',
    },
    likeYou: {
      title: 'Why it looks like you',
      intro:
        'Most headshot generators invent a face that resembles you. {{brand}} does not invent your face: it works from your real photos.',
      own: {
        title: 'Made from your own photos',
        body: 'Your face, hair and clothes come from the selfies you upload. Nothing about you is drawn from scratch.',
      },
      check: {
        title: 'An identity check on every photo',
        body: 'Each headshot is compared with the face in your uploads before you see it. A result that does not match you is dropped, not delivered.',
      },
      honest: {
        title: 'Honest about what it does',
        body: 'The local engine changes the backdrop, light and crop. It does not change your outfit, pose or expression, so bring photos you like.',
      },
    },
    pricing: {
      title: 'Simple, one-time pricing',
      body: 'Pay once for a package of headshots. No subscription. If you are not happy, ask for a refund within the refund period.',
      link: 'See the prices',
    },
    teams: {
      title: 'Headshots for the whole team',
      body: 'Invite your colleagues by link. Everyone uploads their own selfies, and the whole team gets the same backdrop, so your company page looks consistent.',
      link: 'Headshots for teams',
    },
    faq: {
      title: 'Questions',
      photos: {
        question: 'What photos do I need?',
        answer:
          'At least 15 recent photos of just you that show your head and shoulders, with some space above your hair: different light and clothes, no sunglasses, no group photos. A plain background helps; close-up selfies that cut off your shoulders cannot be framed as headshots. Up to 3 full-body shots are optional.',
      },
      clothes: {
        question: 'Can I change my clothes in the headshots?',
        answer:
          'No. The local engine keeps the clothes you wear in your photos. If you want a suit in your headshots, wear one in some of your selfies.',
      },
      privacy: {
        question: 'Who sees my photos?',
        answer:
          'Only you. Your photos are stored by the operator of this site, and nobody gets a public link to them. See the privacy policy for details.',
      },
      time: {
        question: 'How long does it take?',
        answer:
          'It depends on the machine running {{brand}} and how many people are in the queue. We email you when your headshots are ready.',
      },
      refund: {
        question: 'What if I do not like the results?',
        answer:
          'Ask for a refund. Refunds are processed within 48 hours; the refund policy says how.',
      },
    },
    final: {
      title: 'Ready for a better profile photo?',
      body: 'Upload your selfies now and get headshots that look like you on your best day.',
    },
  },
  es: {
    metaTitle: '{{brand}}: retratos profesionales a partir de tus propias fotos',
    metaDescription:
      'Sube tus selfies, elige un fondo y recibe retratos profesionales que se parecen a ti. Autoalojado, privado, para personas y equipos.',
    hero: {
      eyebrow: 'Retratos profesionales hechos con tus fotos',
      title: 'Retratos que se parecen a ti, sobre un fondo de estudio',
      subtitle:
        '{{brand}} toma una serie de tus propios selfies, elige las mejores tomas y te coloca sobre el fondo que prefieras: listos para LinkedIn, la web de tu empresa o tu próxima charla.',
      start: 'Consigue tus retratos',
      teams: 'Retratos para tu equipo',
    },
    steps: {
      title: 'Cómo funciona',
      intro: 'Tres pasos, sin ir a un estudio ni reservar fotógrafo.',
      upload: {
        title: 'Sube tus fotos',
        body: 'Añade al menos 15 fotos recientes en las que salgas solo tú, del pecho hacia arriba: con los hombros en la foto y algo de espacio sobre el pelo. Revisamos cada foto al subirla: una cara nítida, de tamaño suficiente y sin duplicados.',
      },
      choose: {
        title: 'Elige tus fondos',
        body: 'Escoge los fondos de estudio que te gusten: papel gris, blanco luminoso, azul marino, tonos cálidos. Tu ropa se queda tal cual.',
      },
      receive: {
        title: 'Recibe tus retratos',
        body: 'El motor te recorta de tus mejores fotos, ajusta la luz y te coloca sobre cada fondo. Descarga los que más te gusten.',
      },
    },
    examples: {
      title: 'Ejemplos',
      intro:
        'Ilustraciones de los fondos que puedes elegir, no fotos de clientes: ningún dibujo imita el resultado de nadie. La persona de tus retratos eres tú, con la ropa que llevabas en tus fotos.',
      grey: 'Dibujo de un retrato sobre un fondo gris de estudio',
      white: 'Dibujo de un retrato sobre un fondo blanco luminoso',
      navy: 'Dibujo de un retrato sobre un fondo azul marino',
      warm: 'Dibujo de un retrato sobre un fondo beige cálido',
      greyName: 'Gris de estudio',
      whiteName: 'Blanco luminoso',
      navyName: 'Azul ejecutivo',
      warmName: 'Neutro cálido',
      more: 'Ver más ejemplos',
    },
    likeYou: {
      title: 'Por qué se parece a ti',
      intro:
        'La mayoría de los generadores de retratos inventan una cara parecida a la tuya. {{brand}} no inventa tu cara: trabaja con tus fotos reales.',
      own: {
        title: 'Hecho con tus propias fotos',
        body: 'Tu cara, tu pelo y tu ropa salen de los selfies que subes. Nada de ti se dibuja desde cero.',
      },
      check: {
        title: 'Una comprobación de identidad en cada foto',
        body: 'Cada retrato se compara con la cara de tus fotos antes de que lo veas. Un resultado que no coincide contigo se descarta, no se entrega.',
      },
      honest: {
        title: 'Sinceros sobre lo que hace',
        body: 'El motor local cambia el fondo, la luz y el encuadre. No cambia tu ropa, tu postura ni tu expresión, así que sube fotos que te gusten.',
      },
    },
    pricing: {
      title: 'Precios sencillos, un solo pago',
      body: 'Pagas una vez por un paquete de retratos. Sin suscripción. Si no quedas satisfecho, pide un reembolso dentro del plazo.',
      link: 'Ver los precios',
    },
    teams: {
      title: 'Retratos para todo el equipo',
      body: 'Invita a tus compañeros con un enlace. Cada persona sube sus propios selfies y todo el equipo recibe el mismo fondo, para que la web de tu empresa tenga un aspecto uniforme.',
      link: 'Retratos para equipos',
    },
    faq: {
      title: 'Preguntas',
      photos: {
        question: '¿Qué fotos necesito?',
        answer:
          'Al menos 15 fotos recientes en las que salgas solo tú, con la cabeza y los hombros y algo de espacio sobre el pelo: con luz y ropa distintas, sin gafas de sol y sin fotos de grupo. Un fondo liso ayuda; los selfies muy cerrados que cortan los hombros no sirven para un retrato. Hasta 3 fotos de cuerpo entero son opcionales.',
      },
      clothes: {
        question: '¿Puedo cambiar mi ropa en los retratos?',
        answer:
          'No. El motor local mantiene la ropa que llevas en tus fotos. Si quieres salir con traje, póntelo en algunos de tus selfies.',
      },
      privacy: {
        question: '¿Quién ve mis fotos?',
        answer:
          'Solo tú. Tus fotos las guarda el operador de este sitio y nadie recibe un enlace público a ellas. Encontrarás los detalles en la política de privacidad.',
      },
      time: {
        question: '¿Cuánto tarda?',
        answer:
          'Depende del equipo en el que funciona {{brand}} y de cuántas personas haya en la cola. Te avisamos por correo cuando tus retratos estén listos.',
      },
      refund: {
        question: '¿Y si no me gustan los resultados?',
        answer:
          'Pide un reembolso. Los reembolsos se tramitan en un plazo de 48 horas; la política de reembolso explica cómo.',
      },
    },
    final: {
      title: '¿Listo para una foto de perfil mejor?',
      body: 'Sube tus selfies ahora y recibe retratos que se parecen a ti en tu mejor día.',
    },
  },
  de: {
    metaTitle: '{{brand}}: professionelle Porträts aus deinen eigenen Fotos',
    metaDescription:
      'Lade deine Selfies hoch, wähle einen Hintergrund und erhalte Business-Porträts, die wie du aussehen. Selbst gehostet, privat, für Einzelne und Teams.',
    hero: {
      eyebrow: 'Professionelle Porträts aus deinen Fotos',
      title: 'Porträts, die wie du aussehen, vor einem Studiohintergrund',
      subtitle:
        '{{brand}} nimmt eine Reihe deiner eigenen Selfies, wählt die besten Aufnahmen aus und setzt dich vor den Hintergrund deiner Wahl: bereit für LinkedIn, die Firmenwebsite oder deinen nächsten Vortrag.',
      start: 'Hol dir deine Porträts',
      teams: 'Porträts für dein Team',
    },
    steps: {
      title: 'So funktioniert es',
      intro: 'Drei Schritte, kein Studiobesuch, kein Fototermin.',
      upload: {
        title: 'Lade deine Fotos hoch',
        body: 'Füge mindestens 15 aktuelle Fotos hinzu, auf denen nur du zu sehen bist, von der Brust aufwärts: mit den Schultern im Bild und etwas Platz über den Haaren. Jedes Foto wird beim Hochladen geprüft: ein klares Gesicht, groß genug, kein Duplikat.',
      },
      choose: {
        title: 'Wähle deine Hintergründe',
        body: 'Such dir die Studiohintergründe aus, die dir gefallen: graues Papier, helles Weiß, Marineblau, warme Töne. Deine Kleidung bleibt, wie sie ist.',
      },
      receive: {
        title: 'Erhalte deine Porträts',
        body: 'Die Engine stellt dich aus deinen besten Fotos frei, passt das Licht an und setzt dich vor jeden Hintergrund. Lade die Bilder herunter, die dir gefallen.',
      },
    },
    examples: {
      title: 'Beispiele',
      intro:
        'Illustrationen der Hintergründe, die du wählen kannst, keine Kundenfotos: Keine Zeichnung ahmt das Ergebnis eines Kunden nach. Die Person auf deinen Porträts bist du, in der Kleidung, die du auf deinen Fotos trägst.',
      grey: 'Zeichnung eines Porträts vor grauem Studiohintergrund',
      white: 'Zeichnung eines Porträts vor hellem weißem Hintergrund',
      navy: 'Zeichnung eines Porträts vor marineblauem Hintergrund',
      warm: 'Zeichnung eines Porträts vor warmem beigem Hintergrund',
      greyName: 'Studiograu',
      whiteName: 'Helles Weiß',
      navyName: 'Marineblau',
      warmName: 'Warmes Beige',
      more: 'Weitere Beispiele ansehen',
    },
    likeYou: {
      title: 'Warum es wie du aussieht',
      intro:
        'Die meisten Porträt-Generatoren erfinden ein Gesicht, das dir ähnelt. {{brand}} erfindet dein Gesicht nicht: Es arbeitet mit deinen echten Fotos.',
      own: {
        title: 'Aus deinen eigenen Fotos',
        body: 'Gesicht, Haare und Kleidung stammen aus den Selfies, die du hochlädst. Nichts an dir wird neu gezeichnet.',
      },
      check: {
        title: 'Eine Identitätsprüfung bei jedem Foto',
        body: 'Jedes Porträt wird mit dem Gesicht auf deinen Fotos verglichen, bevor du es siehst. Ein Ergebnis, das dir nicht entspricht, wird verworfen statt ausgeliefert.',
      },
      honest: {
        title: 'Ehrlich in dem, was es kann',
        body: 'Die lokale Engine ändert Hintergrund, Licht und Bildausschnitt. Kleidung, Haltung und Gesichtsausdruck ändert sie nicht, also nimm Fotos, die dir gefallen.',
      },
    },
    pricing: {
      title: 'Einfache Preise, einmal zahlen',
      body: 'Du zahlst einmal für ein Paket Porträts. Kein Abo. Wenn du nicht zufrieden bist, beantrage innerhalb der Frist eine Erstattung.',
      link: 'Zu den Preisen',
    },
    teams: {
      title: 'Porträts für das ganze Team',
      body: 'Lade deine Kolleginnen und Kollegen per Link ein. Alle laden ihre eigenen Selfies hoch, und das ganze Team bekommt denselben Hintergrund, damit eure Firmenseite einheitlich aussieht.',
      link: 'Porträts für Teams',
    },
    faq: {
      title: 'Fragen',
      photos: {
        question: 'Welche Fotos brauche ich?',
        answer:
          'Mindestens 15 aktuelle Fotos, auf denen nur du mit Kopf und Schultern zu sehen bist, mit etwas Platz über den Haaren: unterschiedliches Licht und verschiedene Kleidung, keine Sonnenbrille, keine Gruppenfotos. Ein ruhiger Hintergrund hilft; enge Selfies, die die Schultern abschneiden, lassen sich nicht als Porträt zuschneiden. Bis zu 3 Ganzkörperfotos sind optional.',
      },
      clothes: {
        question: 'Kann ich meine Kleidung auf den Porträts ändern?',
        answer:
          'Nein. Die lokale Engine behält die Kleidung bei, die du auf deinen Fotos trägst. Wenn du im Anzug zu sehen sein willst, trag ihn auf einigen deiner Selfies.',
      },
      privacy: {
        question: 'Wer sieht meine Fotos?',
        answer:
          'Nur du. Deine Fotos speichert der Betreiber dieser Website, und niemand bekommt einen öffentlichen Link dazu. Einzelheiten stehen in der Datenschutzerklärung.',
      },
      time: {
        question: 'Wie lange dauert es?',
        answer:
          'Das hängt vom Rechner ab, auf dem {{brand}} läuft, und davon, wie viele Personen in der Warteschlange sind. Wir schicken dir eine E-Mail, sobald deine Porträts fertig sind.',
      },
      refund: {
        question: 'Was, wenn mir die Ergebnisse nicht gefallen?',
        answer:
          'Beantrage eine Erstattung. Erstattungen werden innerhalb von 48 Stunden bearbeitet; wie das geht, steht in den Erstattungsbedingungen.',
      },
    },
    final: {
      title: 'Bereit für ein besseres Profilfoto?',
      body: 'Lade jetzt deine Selfies hoch und erhalte Porträts, die dich an deinem besten Tag zeigen.',
    },
  },
});
