import { area } from './area.ts';

// Texts of /reviews (Examples), /backdrop-and-outfit and /best-ai-headshot-generators;
// keys are used as t('pagesExamples.<key>').
export const pagesExamples = area({
  en: {
    reviews: {
      metaTitle: 'Examples and reviews | {{brand}}',
      metaDescription:
        'What headshots from {{brand}} look like, what customers say, and what the local engine does and does not change.',
      title: 'Examples and reviews',
      lead: 'See how a set of everyday selfies becomes a studio headshot, and what to expect before you start.',
      rating: 'Rated {{score}} out of 5 from {{count}} reviews',
      customersTitle: 'What customers say',
      demo: 'Demo review',
      demoNote:
        'Reviews marked as demo were written to show how this page looks; they are not from customers.',
      stars: '{{count}} of 5 stars',
      readReviews: 'Read the reviews',
      examplesTitle: 'From selfie to headshot',
      examplesNote: 'Illustrations, not customer photos: they show what changes and what stays.',
      before: 'Your selfie',
      after: 'Your headshot',
      selfieArt: 'Drawing of a casual selfie taken at home',
      headshotArt: 'Drawing of the same person on a {{backdrop}} backdrop',
      backdrops: {
        grey: 'grey studio',
        navy: 'navy',
        warm: 'warm beige',
      },
      expectTitle: 'What to expect',
      expect: {
        face: 'Your own face, from your own photos, checked against your uploads.',
        backdrop: 'A clean studio backdrop of your choice, with matching light.',
        crop: 'Head-and-shoulders framing, in sizes for profiles and print.',
      },
      notTitle: 'What it does not do',
      not: {
        clothes: 'Change your clothes: you wear what you wore in your selfies.',
        pose: 'Invent a new pose or expression.',
        skin: 'Reshape your face or body.',
      },
    },
    backdrops: {
      metaTitle: 'Backdrops and outfits | {{brand}}',
      metaDescription:
        'The studio backdrops you can choose for your headshots, and why your headshots keep the clothes from your own photos.',
      title: 'Backdrops and outfits',
      lead: 'Choose the backdrops for your headshots. Your outfit comes from your own photos, so wear in your selfies what you want to see in your headshots.',
      catalogueTitle: 'The backdrops',
      preview: 'Preview of the {{name}} backdrop',
      empty: 'No backdrops are set up yet. The operator of this site adds them in the back office.',
      failed: 'We could not load the backdrops.',
      retry: 'Try again',
      outfitTitle: 'Your outfit stays yours',
      outfitBody:
        'The local engine that makes your headshots keeps the clothing you wear in your photos. It does not swap in a suit or invent a new outfit. That is why your headshots look like you on a good day, not like a stranger in your clothes.',
      tipsTitle: 'Tips for your selfies',
      tips: {
        wear: 'Wear what you want in your headshots in at least half of your photos.',
        solid: 'Solid colours work best; very fine stripes and checks can shimmer.',
        contrast: 'Pick clothes that contrast with the backdrop you plan to use.',
        neat: 'Collars straight, no logos, no name badges.',
      },
      teamsTitle: 'Backdrops for teams',
      teamsBody:
        'Team leads can choose one backdrop for everyone, or use their organization’s brand colour or image, so the whole team matches.',
      start: 'Choose your backdrops',
      names: {
        'studio-grey': 'Studio grey',
        'office-white': 'Bright white',
        'navy-executive': 'Navy executive',
        'warm-beige': 'Warm beige',
        charcoal: 'Charcoal',
        'teal-brand': 'Teal accent',
        'sky-blue': 'Sky blue',
        'forest-green': 'Forest green',
      },
      descriptions: {
        'studio-grey': 'Classic mid-grey studio paper, soft vignette.',
        'office-white': 'Clean white for company pages and ID photos.',
        'navy-executive': 'Deep navy gradient for leadership profiles.',
        'warm-beige': 'Soft warm tone, friendly and approachable.',
        charcoal: 'Dark charcoal for a dramatic, editorial look.',
        'teal-brand': 'A calm teal that stands out on LinkedIn.',
        'sky-blue': 'Light blue, fresh and optimistic.',
        'forest-green': 'Muted green for a natural, confident feel.',
      },
    },
    compare: {
      metaTitle: 'Best AI headshot generators: how the approaches compare | {{brand}}',
      metaDescription:
        'An honest comparison of the ways AI headshot generators work: generative models trained on you, single-photo generators, compositing from your own photos, and a photographer.',
      title: 'Best AI headshot generators: how the approaches compare',
      lead: 'Instead of ranking brands with numbers nobody can check, this page explains the four ways to get a headshot and what each is good at, so you can judge any product yourself.',
      approachesTitle: 'The four approaches',
      approaches: {
        trained: {
          title: 'A model trained on your photos',
          body: 'The service fine-tunes an image model on your selfies and then generates new pictures. It can invent outfits, poses and settings, but the face sometimes drifts, and training needs powerful GPUs, usually in someone else’s cloud.',
        },
        single: {
          title: 'A single-photo generator',
          body: 'You upload one photo and get results in seconds. Convenient, but one photo holds little information about your face, so results often look like a relative rather than you.',
        },
        composite: {
          title: 'Compositing from your own photos',
          body: 'The software picks your best selfies, cuts you out, and places you on a studio backdrop with new light. You look exactly like yourself and keep your clothes; it cannot invent a new outfit or pose. This is what the local engine of {{brand}} does, on an ordinary CPU, without sending your photos elsewhere.',
        },
        photographer: {
          title: 'A photographer',
          body: 'The most control over light, pose and clothing, and someone to direct you. It costs the most and means booking a time and place for everyone.',
        },
      },
      tableTitle: 'At a glance',
      tableCaption: 'How the approaches compare, in general terms',
      columns: {
        approach: 'Approach',
        likeness: 'Looks like you',
        outfits: 'New outfits',
        privacy: 'Photos stay private',
        effort: 'Effort for you',
      },
      rows: {
        trained: {
          likeness: 'Usually, with some misses',
          outfits: 'Yes',
          privacy: 'Depends on the provider',
          effort: 'Upload selfies, wait',
        },
        single: {
          likeness: 'Often not quite',
          outfits: 'Yes',
          privacy: 'Depends on the provider',
          effort: 'One photo',
        },
        composite: {
          likeness: 'Yes, it is your photo',
          outfits: 'No',
          privacy: 'Yes, when self-hosted',
          effort: 'Upload selfies',
        },
        photographer: {
          likeness: 'Yes',
          outfits: 'You bring them',
          privacy: 'Yes',
          effort: 'Book a session',
        },
      },
      chooseTitle: 'How to choose',
      choose: {
        likeness:
          'If looking like yourself matters most, prefer approaches that use your real photos, and check whether the service rejects results that do not match you.',
        outfit:
          'If you need a different outfit, wear it in your selfies, or choose a generative approach and check the face carefully.',
        privacy: 'Ask where your photos go, who can see them, and when they are deleted.',
        price:
          'Compare what you get for the price: number of headshots, backdrops and whether refunds are possible.',
      },
      start: 'Try {{brand}}',
    },
  },
  es: {
    reviews: {
      metaTitle: 'Ejemplos y opiniones | {{brand}}',
      metaDescription:
        'Cómo son los retratos de {{brand}}, qué dicen los clientes y qué cambia y qué no cambia el motor local.',
      title: 'Ejemplos y opiniones',
      lead: 'Mira cómo una serie de selfies cotidianos se convierte en un retrato de estudio y qué puedes esperar antes de empezar.',
      rating: 'Valoración de {{score}} sobre 5 en {{count}} opiniones',
      customersTitle: 'Lo que dicen los clientes',
      demo: 'Opinión de demostración',
      demoNote:
        'Las opiniones marcadas como demostración se escribieron para mostrar cómo se ve esta página; no son de clientes.',
      stars: '{{count}} de 5 estrellas',
      readReviews: 'Leer las opiniones',
      examplesTitle: 'Del selfie al retrato',
      examplesNote:
        'Son ilustraciones, no fotos de clientes: muestran qué cambia y qué se mantiene.',
      before: 'Tu selfie',
      after: 'Tu retrato',
      selfieArt: 'Dibujo de un selfie informal hecho en casa',
      headshotArt: 'Dibujo de la misma persona sobre un fondo {{backdrop}}',
      backdrops: {
        grey: 'gris de estudio',
        navy: 'azul marino',
        warm: 'beige cálido',
      },
      expectTitle: 'Qué puedes esperar',
      expect: {
        face: 'Tu propia cara, sacada de tus fotos y comparada con lo que subiste.',
        backdrop: 'Un fondo de estudio limpio a tu elección, con una luz a juego.',
        crop: 'Encuadre de cabeza y hombros, en tamaños para perfiles e impresión.',
      },
      notTitle: 'Qué no hace',
      not: {
        clothes: 'Cambiar tu ropa: llevas lo que llevabas en tus selfies.',
        pose: 'Inventar una postura o una expresión nuevas.',
        skin: 'Modificar la forma de tu cara o de tu cuerpo.',
      },
    },
    backdrops: {
      metaTitle: 'Fondos y ropa | {{brand}}',
      metaDescription:
        'Los fondos de estudio que puedes elegir para tus retratos y por qué tus retratos mantienen la ropa de tus propias fotos.',
      title: 'Fondos y ropa',
      lead: 'Elige los fondos de tus retratos. La ropa sale de tus propias fotos, así que ponte en tus selfies lo que quieras ver en tus retratos.',
      catalogueTitle: 'Los fondos',
      preview: 'Vista previa del fondo {{name}}',
      empty:
        'Todavía no hay fondos configurados. El operador de este sitio los añade en el panel de administración.',
      failed: 'No hemos podido cargar los fondos.',
      retry: 'Reintentar',
      outfitTitle: 'Tu ropa sigue siendo tuya',
      outfitBody:
        'El motor local que crea tus retratos mantiene la ropa que llevas en tus fotos. No te pone un traje ni inventa un conjunto nuevo. Por eso tus retratos se parecen a ti en un buen día, y no a un desconocido con tu ropa.',
      tipsTitle: 'Consejos para tus selfies',
      tips: {
        wear: 'Ponte lo que quieras en tus retratos en al menos la mitad de tus fotos.',
        solid:
          'Los colores lisos funcionan mejor; las rayas y cuadros muy finos pueden hacer aguas.',
        contrast: 'Elige ropa que contraste con el fondo que piensas usar.',
        neat: 'Cuellos bien colocados, sin logotipos y sin acreditaciones con tu nombre.',
      },
      teamsTitle: 'Fondos para equipos',
      teamsBody:
        'Los responsables de equipo pueden elegir un mismo fondo para todos, o usar el color o la imagen de marca de su organización, para que todo el equipo combine.',
      start: 'Elige tus fondos',
      names: {
        'studio-grey': 'Gris de estudio',
        'office-white': 'Blanco luminoso',
        'navy-executive': 'Azul ejecutivo',
        'warm-beige': 'Beige cálido',
        charcoal: 'Carbón',
        'teal-brand': 'Verde azulado',
        'sky-blue': 'Azul cielo',
        'forest-green': 'Verde bosque',
      },
      descriptions: {
        'studio-grey': 'Papel de estudio gris medio clásico, con un viñeteado suave.',
        'office-white': 'Blanco limpio para webs de empresa y fotos de carné.',
        'navy-executive': 'Degradado azul marino intenso para perfiles directivos.',
        'warm-beige': 'Tono cálido y suave, cercano y amable.',
        charcoal: 'Gris carbón oscuro para un aire dramático y editorial.',
        'teal-brand': 'Un verde azulado tranquilo que destaca en LinkedIn.',
        'sky-blue': 'Azul claro, fresco y optimista.',
        'forest-green': 'Verde apagado para una sensación natural y segura.',
      },
    },
    compare: {
      metaTitle: 'Los mejores generadores de retratos con IA: comparación de enfoques | {{brand}}',
      metaDescription:
        'Una comparación sincera de cómo funcionan los generadores de retratos con IA: modelos entrenados contigo, generadores de una sola foto, composición a partir de tus fotos y un fotógrafo.',
      title: 'Los mejores generadores de retratos con IA: comparación de enfoques',
      lead: 'En lugar de clasificar marcas con cifras que nadie puede comprobar, esta página explica las cuatro formas de conseguir un retrato y en qué destaca cada una, para que puedas juzgar cualquier producto por ti mismo.',
      approachesTitle: 'Los cuatro enfoques',
      approaches: {
        trained: {
          title: 'Un modelo entrenado con tus fotos',
          body: 'El servicio ajusta un modelo de imagen con tus selfies y después genera imágenes nuevas. Puede inventar ropa, posturas y escenarios, pero a veces la cara se aleja de la tuya, y el entrenamiento necesita GPU potentes, normalmente en la nube de otra empresa.',
        },
        single: {
          title: 'Un generador de una sola foto',
          body: 'Subes una foto y obtienes resultados en segundos. Es cómodo, pero una sola foto contiene poca información sobre tu cara, así que los resultados suelen parecerse más a un pariente que a ti.',
        },
        composite: {
          title: 'Composición a partir de tus propias fotos',
          body: 'El programa elige tus mejores selfies, te recorta y te coloca sobre un fondo de estudio con una luz nueva. Te pareces exactamente a ti y mantienes tu ropa; no puede inventar un conjunto ni una postura nuevos. Es lo que hace el motor local de {{brand}}, en una CPU normal y sin enviar tus fotos a ningún otro sitio.',
        },
        photographer: {
          title: 'Un fotógrafo',
          body: 'El mayor control sobre la luz, la postura y la ropa, y alguien que te dirige. Es lo más caro y obliga a reservar hora y lugar para todos.',
        },
      },
      tableTitle: 'De un vistazo',
      tableCaption: 'Cómo se comparan los enfoques, en términos generales',
      columns: {
        approach: 'Enfoque',
        likeness: 'Se parece a ti',
        outfits: 'Ropa nueva',
        privacy: 'Fotos privadas',
        effort: 'Esfuerzo para ti',
      },
      rows: {
        trained: {
          likeness: 'Normalmente, con algunos fallos',
          outfits: 'Sí',
          privacy: 'Depende del proveedor',
          effort: 'Subir selfies y esperar',
        },
        single: {
          likeness: 'A menudo, no del todo',
          outfits: 'Sí',
          privacy: 'Depende del proveedor',
          effort: 'Una foto',
        },
        composite: {
          likeness: 'Sí, es tu foto',
          outfits: 'No',
          privacy: 'Sí, si está autoalojado',
          effort: 'Subir selfies',
        },
        photographer: {
          likeness: 'Sí',
          outfits: 'La llevas tú',
          privacy: 'Sí',
          effort: 'Reservar una sesión',
        },
      },
      chooseTitle: 'Cómo elegir',
      choose: {
        likeness:
          'Si lo más importante es parecerte a ti, elige enfoques que usen tus fotos reales y comprueba si el servicio descarta los resultados que no coinciden contigo.',
        outfit:
          'Si necesitas otra ropa, póntela en tus selfies, o elige un enfoque generativo y revisa bien la cara.',
        privacy: 'Pregunta adónde van tus fotos, quién puede verlas y cuándo se borran.',
        price:
          'Compara lo que recibes por el precio: número de retratos, fondos y si es posible un reembolso.',
      },
      start: 'Prueba {{brand}}',
    },
  },
  de: {
    reviews: {
      metaTitle: 'Beispiele und Bewertungen | {{brand}}',
      metaDescription:
        'Wie Porträts von {{brand}} aussehen, was Kundinnen und Kunden sagen und was die lokale Engine ändert und was nicht.',
      title: 'Beispiele und Bewertungen',
      lead: 'Sieh dir an, wie aus alltäglichen Selfies ein Studioporträt wird, und was dich erwartet, bevor du loslegst.',
      rating: 'Mit {{score}} von 5 bewertet, aus {{count}} Bewertungen',
      customersTitle: 'Was Kunden sagen',
      demo: 'Demo-Bewertung',
      demoNote:
        'Als Demo gekennzeichnete Bewertungen wurden geschrieben, um zu zeigen, wie diese Seite aussieht; sie stammen nicht von Kunden.',
      stars: '{{count}} von 5 Sternen',
      readReviews: 'Bewertungen lesen',
      examplesTitle: 'Vom Selfie zum Porträt',
      examplesNote:
        'Illustrationen, keine Kundenfotos: Sie zeigen, was sich ändert und was bleibt.',
      before: 'Dein Selfie',
      after: 'Dein Porträt',
      selfieArt: 'Zeichnung eines lockeren Selfies, zu Hause aufgenommen',
      headshotArt: 'Zeichnung derselben Person vor einem Hintergrund in {{backdrop}}',
      backdrops: {
        grey: 'Studiograu',
        navy: 'Marineblau',
        warm: 'warmem Beige',
      },
      expectTitle: 'Was dich erwartet',
      expect: {
        face: 'Dein eigenes Gesicht, aus deinen Fotos, abgeglichen mit deinen Uploads.',
        backdrop: 'Ein sauberer Studiohintergrund deiner Wahl mit passendem Licht.',
        crop: 'Kopf-und-Schulter-Ausschnitt, in Größen für Profile und Druck.',
      },
      notTitle: 'Was es nicht tut',
      not: {
        clothes: 'Deine Kleidung ändern: Du trägst, was du auf deinen Selfies getragen hast.',
        pose: 'Eine neue Haltung oder einen neuen Gesichtsausdruck erfinden.',
        skin: 'Dein Gesicht oder deinen Körper umformen.',
      },
    },
    backdrops: {
      metaTitle: 'Hintergründe und Kleidung | {{brand}}',
      metaDescription:
        'Die Studiohintergründe, die du für deine Porträts wählen kannst, und warum deine Porträts die Kleidung aus deinen eigenen Fotos behalten.',
      title: 'Hintergründe und Kleidung',
      lead: 'Wähle die Hintergründe für deine Porträts. Deine Kleidung stammt aus deinen eigenen Fotos, also trag auf deinen Selfies, was du auf deinen Porträts sehen willst.',
      catalogueTitle: 'Die Hintergründe',
      preview: 'Vorschau des Hintergrunds {{name}}',
      empty:
        'Es sind noch keine Hintergründe eingerichtet. Der Betreiber dieser Website fügt sie im Backoffice hinzu.',
      failed: 'Die Hintergründe konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      outfitTitle: 'Deine Kleidung bleibt deine',
      outfitBody:
        'Die lokale Engine, die deine Porträts erstellt, behält die Kleidung bei, die du auf deinen Fotos trägst. Sie zieht dir keinen Anzug an und erfindet kein neues Outfit. Deshalb sehen deine Porträts aus wie du an einem guten Tag und nicht wie ein Fremder in deiner Kleidung.',
      tipsTitle: 'Tipps für deine Selfies',
      tips: {
        wear: 'Trag auf mindestens der Hälfte deiner Fotos, was du auf deinen Porträts sehen willst.',
        solid:
          'Einfarbige Kleidung wirkt am besten; sehr feine Streifen und Karos können flimmern.',
        contrast: 'Wähle Kleidung, die sich vom geplanten Hintergrund abhebt.',
        neat: 'Kragen gerade, keine Logos, keine Namensschilder.',
      },
      teamsTitle: 'Hintergründe für Teams',
      teamsBody:
        'Teamleitungen können einen Hintergrund für alle wählen oder die Markenfarbe bzw. das Markenbild ihrer Organisation verwenden, damit das ganze Team zusammenpasst.',
      start: 'Hintergründe auswählen',
      names: {
        'studio-grey': 'Studiograu',
        'office-white': 'Helles Weiß',
        'navy-executive': 'Marineblau',
        'warm-beige': 'Warmes Beige',
        charcoal: 'Anthrazit',
        'teal-brand': 'Petrol',
        'sky-blue': 'Himmelblau',
        'forest-green': 'Waldgrün',
      },
      descriptions: {
        'studio-grey': 'Klassisches mittelgraues Studiopapier mit sanfter Vignette.',
        'office-white': 'Sauberes Weiß für Firmenseiten und Passbilder.',
        'navy-executive': 'Tiefer marineblauer Verlauf für Profile von Führungskräften.',
        'warm-beige': 'Weicher, warmer Ton, freundlich und zugänglich.',
        charcoal: 'Dunkles Anthrazit für einen dramatischen, redaktionellen Look.',
        'teal-brand': 'Ein ruhiges Petrol, das auf LinkedIn auffällt.',
        'sky-blue': 'Helles Blau, frisch und optimistisch.',
        'forest-green': 'Gedecktes Grün für eine natürliche, selbstbewusste Wirkung.',
      },
    },
    compare: {
      metaTitle: 'Die besten KI-Porträtgeneratoren: die Ansätze im Vergleich | {{brand}}',
      metaDescription:
        'Ein ehrlicher Vergleich, wie KI-Porträtgeneratoren arbeiten: auf dich trainierte Modelle, Ein-Foto-Generatoren, Montage aus deinen eigenen Fotos und ein Fotograf.',
      title: 'Die besten KI-Porträtgeneratoren: die Ansätze im Vergleich',
      lead: 'Statt Marken mit Zahlen zu bewerten, die niemand prüfen kann, erklärt diese Seite die vier Wege zu einem Porträt und wofür jeder gut ist, damit du jedes Produkt selbst beurteilen kannst.',
      approachesTitle: 'Die vier Ansätze',
      approaches: {
        trained: {
          title: 'Ein auf deine Fotos trainiertes Modell',
          body: 'Der Dienst trainiert ein Bildmodell mit deinen Selfies nach und erzeugt dann neue Bilder. Er kann Kleidung, Haltungen und Umgebungen erfinden, aber das Gesicht weicht manchmal ab, und das Training braucht leistungsstarke GPUs, meist in der Cloud eines anderen Anbieters.',
        },
        single: {
          title: 'Ein Ein-Foto-Generator',
          body: 'Du lädst ein Foto hoch und bekommst in Sekunden Ergebnisse. Bequem, aber ein einziges Foto enthält wenig Information über dein Gesicht, daher sehen die Ergebnisse oft eher wie ein Verwandter aus als wie du.',
        },
        composite: {
          title: 'Montage aus deinen eigenen Fotos',
          body: 'Die Software wählt deine besten Selfies, stellt dich frei und setzt dich mit neuem Licht vor einen Studiohintergrund. Du siehst genau aus wie du und behältst deine Kleidung; ein neues Outfit oder eine neue Haltung kann sie nicht erfinden. Das macht die lokale Engine von {{brand}}, auf einer gewöhnlichen CPU, ohne deine Fotos anderswohin zu schicken.',
        },
        photographer: {
          title: 'Ein Fotograf',
          body: 'Die meiste Kontrolle über Licht, Haltung und Kleidung, und jemand, der dich anleitet. Das kostet am meisten und verlangt einen Termin und Ort für alle.',
        },
      },
      tableTitle: 'Auf einen Blick',
      tableCaption: 'Wie sich die Ansätze im Allgemeinen unterscheiden',
      columns: {
        approach: 'Ansatz',
        likeness: 'Sieht aus wie du',
        outfits: 'Neue Kleidung',
        privacy: 'Fotos bleiben privat',
        effort: 'Aufwand für dich',
      },
      rows: {
        trained: {
          likeness: 'Meistens, mit Ausreißern',
          outfits: 'Ja',
          privacy: 'Hängt vom Anbieter ab',
          effort: 'Selfies hochladen, warten',
        },
        single: {
          likeness: 'Oft nicht ganz',
          outfits: 'Ja',
          privacy: 'Hängt vom Anbieter ab',
          effort: 'Ein Foto',
        },
        composite: {
          likeness: 'Ja, es ist dein Foto',
          outfits: 'Nein',
          privacy: 'Ja, wenn selbst gehostet',
          effort: 'Selfies hochladen',
        },
        photographer: {
          likeness: 'Ja',
          outfits: 'Bringst du mit',
          privacy: 'Ja',
          effort: 'Termin buchen',
        },
      },
      chooseTitle: 'So wählst du aus',
      choose: {
        likeness:
          'Wenn es dir vor allem darauf ankommt, wie du selbst auszusehen, nimm Ansätze, die deine echten Fotos verwenden, und prüfe, ob der Dienst Ergebnisse aussortiert, die dir nicht ähneln.',
        outfit:
          'Wenn du andere Kleidung brauchst, trag sie auf deinen Selfies, oder wähle einen generativen Ansatz und prüfe das Gesicht genau.',
        privacy: 'Frag, wohin deine Fotos gehen, wer sie sehen kann und wann sie gelöscht werden.',
        price:
          'Vergleiche, was du für den Preis bekommst: Anzahl der Porträts, Hintergründe und ob eine Erstattung möglich ist.',
      },
      start: '{{brand}} ausprobieren',
    },
  },
});
