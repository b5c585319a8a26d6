import { MESSAGES } from '@hs/domain/messages';
import { area } from './area.ts';

// Texts of /headshot-types and /headshot-types/{keyword}-headshots; keys are used as
// t('pagesTypes.<key>'), one block per keyword of @hs/domain/headshot-types.
export const pagesTypes = area({
  en: {
    metaTitle: 'Headshot types: LinkedIn, corporate, actor and more | {{brand}}',
    metaDescription:
      'Which headshot do you need? Guides for LinkedIn, corporate, professional, actor, doctor, lawyer, real estate, nurse, teacher and executive headshots.',
    title: 'Headshot types',
    lead: 'Every job asks for a slightly different photo. Pick yours to see which backdrop and which selfies work best.',
    typeMetaTitle: '{{title}} from your own photos | {{brand}}',
    useTitle: 'Where you will use it',
    tipTitle: 'What to wear in your selfies',
    backdropTitle: 'Backdrops that suit it',
    honest:
      'Your headshots keep the clothes you wear in your photos: the local engine changes the backdrop, light and crop, not your outfit.',
    start: MESSAGES.GET_YOUR_HEADSHOTS,
    allTypes: 'All headshot types',
    art: 'Illustration: {{title}}',
    types: {
      linkedin: {
        name: 'LinkedIn',

        title: 'LinkedIn headshots',
        lead: 'A friendly, clear photo that makes people want to connect with you.',
        use: 'Your LinkedIn profile, job applications, conference badges and the “about” page of your own website.',
        tip: 'Something you would wear to a client meeting. Solid colours read better than busy patterns at small sizes.',
        backdrop: 'Teal accent or sky blue stand out in a feed; studio grey is the safe classic.',
      },
      corporate: {
        name: 'Corporate',

        title: 'Corporate headshots',
        lead: 'The same calm, professional look for everyone on the company website.',
        use: 'Team pages, annual reports, intranet profiles, email signatures and press kits.',
        tip: 'Your usual office clothes. If the team agreed on a dress code, follow it in your selfies.',
        backdrop: 'Bright white or studio grey, or your company’s brand colour for the whole team.',
      },
      professional: {
        name: 'Professional',

        title: 'Professional headshots',
        lead: 'An all-round headshot for any place that asks for “a professional photo”.',
        use: 'Speaker bios, freelance profiles, directories, online courses and applications.',
        tip: 'A clean top or shirt without logos. Simple is better than formal.',
        backdrop: 'Studio grey or warm beige work almost everywhere.',
      },
      actor: {
        name: 'Actor',

        title: 'Actor headshots',
        lead: 'A natural photo that looks like you on the day you walk into the audition.',
        use: 'Casting profiles, agency submissions, programme notes and your showreel page.',
        tip: 'Plain, fitted clothes in colours that suit you. Casting directors want to see you, not the outfit.',
        backdrop: 'Charcoal for a dramatic look, warm beige for a softer one.',
      },
      doctor: {
        name: 'Doctor',

        title: 'Doctor headshots',
        lead: 'A reassuring photo that patients recognise when they meet you.',
        use: 'Clinic websites, patient portals, hospital directories and medical publications.',
        tip: 'Your white coat or scrubs, if that is how patients will see you. Otherwise a neat shirt.',
        backdrop: 'Bright white or sky blue feel clean and calm.',
      },
      lawyer: {
        name: 'Lawyer',

        title: 'Lawyer headshots',
        lead: 'A serious, trustworthy photo for the firm’s website and legal directories.',
        use: 'Firm profile pages, legal directories, bar association listings and articles.',
        tip: 'A suit or blazer. Darker colours look authoritative against light backdrops.',
        backdrop: 'Navy executive or studio grey.',
      },
      'real-estate': {
        name: 'Real estate',

        title: 'Real estate headshots',
        lead: 'An approachable photo for signs, listings and business cards.',
        use: 'Property listings, agency pages, yard signs, flyers and business cards.',
        tip: 'Smart casual in a colour that matches your agency’s branding.',
        backdrop: 'Bright white for print; your brand colour for a recognisable look.',
      },
      nurse: {
        name: 'Nurse',

        title: 'Nurse headshots',
        lead: 'A warm photo for the ward board, the staff directory or your next application.',
        use: 'Staff boards, hospital directories, ID badges and job applications.',
        tip: 'Your uniform or scrubs, as colleagues and patients know you.',
        backdrop: 'Sky blue or bright white.',
      },
      teacher: {
        name: 'Teacher',

        title: 'Teacher headshots',
        lead: 'A friendly photo for the school website that parents and pupils recognise.',
        use: 'School websites, yearbooks, parent newsletters and learning platforms.',
        tip: 'What you wear in the classroom. Avoid very bright patterns.',
        backdrop: 'Warm beige or forest green feel approachable.',
      },
      executive: {
        name: 'Executive',

        title: 'Executive headshots',
        lead: 'A confident photo for the leadership page, press releases and board documents.',
        use: 'Leadership pages, press releases, investor decks, keynotes and interviews.',
        tip: 'A well-fitting suit or your usual business attire.',
        backdrop: 'Navy executive or charcoal.',
      },
    },
  },
  es: {
    metaTitle: 'Tipos de retrato: LinkedIn, corporativo, actor y más | {{brand}}',
    metaDescription:
      '¿Qué retrato necesitas? Guías para retratos de LinkedIn, corporativos, profesionales, de actor, médico, abogado, inmobiliaria, enfermería, docente y directivo.',
    title: 'Tipos de retrato',
    lead: 'Cada profesión pide una foto algo distinta. Elige la tuya para ver qué fondo y qué selfies funcionan mejor.',
    typeMetaTitle: '{{title}} a partir de tus fotos | {{brand}}',
    useTitle: 'Dónde lo usarás',
    tipTitle: 'Qué ponerte en tus selfies',
    backdropTitle: 'Fondos que le van bien',
    honest:
      'Tus retratos mantienen la ropa que llevas en tus fotos: el motor local cambia el fondo, la luz y el encuadre, no tu ropa.',
    start: 'Consigue tus retratos',
    allTypes: 'Todos los tipos de retrato',
    art: 'Ilustración: {{title}}',
    types: {
      linkedin: {
        name: 'LinkedIn',

        title: 'Retratos para LinkedIn',
        lead: 'Una foto cercana y clara que invita a conectar contigo.',
        use: 'Tu perfil de LinkedIn, candidaturas, acreditaciones de congresos y la página “sobre mí” de tu web.',
        tip: 'Lo que te pondrías para una reunión con un cliente. Los colores lisos se ven mejor que los estampados en tamaño pequeño.',
        backdrop:
          'El verde azulado o el azul cielo destacan en el feed; el gris de estudio es el clásico seguro.',
      },
      corporate: {
        name: 'Corporativo',

        title: 'Retratos corporativos',
        lead: 'El mismo aspecto sereno y profesional para todos en la web de la empresa.',
        use: 'Páginas de equipo, informes anuales, perfiles de la intranet, firmas de correo y dosieres de prensa.',
        tip: 'Tu ropa habitual de oficina. Si el equipo ha acordado un código de vestimenta, síguelo en tus selfies.',
        backdrop: 'Blanco luminoso o gris de estudio, o el color de tu marca para todo el equipo.',
      },
      professional: {
        name: 'Profesional',

        title: 'Retratos profesionales',
        lead: 'Un retrato versátil para cualquier sitio que pida “una foto profesional”.',
        use: 'Biografías de ponentes, perfiles de autónomo, directorios, cursos en línea y candidaturas.',
        tip: 'Una camisa o prenda limpia sin logotipos. Mejor sencillo que formal.',
        backdrop: 'El gris de estudio o el beige cálido funcionan casi en cualquier sitio.',
      },
      actor: {
        name: 'Actores',

        title: 'Retratos para actores',
        lead: 'Una foto natural que se parezca a ti el día que entres al casting.',
        use: 'Perfiles de casting, envíos a agencias, programas de mano y la página de tu videobook.',
        tip: 'Ropa lisa y ajustada en colores que te favorezcan. En un casting quieren verte a ti, no la ropa.',
        backdrop: 'Carbón para un aire dramático, beige cálido para uno más suave.',
      },
      doctor: {
        name: 'Médicos',

        title: 'Retratos para médicos',
        lead: 'Una foto que transmite confianza y que los pacientes reconocen al conocerte.',
        use: 'Webs de clínicas, portales de pacientes, directorios de hospitales y publicaciones médicas.',
        tip: 'Tu bata o tu pijama sanitario, si es así como te verán los pacientes. Si no, una camisa cuidada.',
        backdrop: 'El blanco luminoso o el azul cielo transmiten limpieza y calma.',
      },
      lawyer: {
        name: 'Abogados',

        title: 'Retratos para abogados',
        lead: 'Una foto seria y fiable para la web del despacho y los directorios jurídicos.',
        use: 'Perfiles del despacho, directorios jurídicos, listados del colegio de abogados y artículos.',
        tip: 'Traje o americana. Los colores oscuros transmiten autoridad sobre fondos claros.',
        backdrop: 'Azul ejecutivo o gris de estudio.',
      },
      'real-estate': {
        name: 'Inmobiliaria',

        title: 'Retratos para agentes inmobiliarios',
        lead: 'Una foto cercana para carteles, anuncios y tarjetas de visita.',
        use: 'Anuncios de inmuebles, páginas de agencia, carteles, folletos y tarjetas de visita.',
        tip: 'Estilo arreglado informal en un color que combine con la imagen de tu agencia.',
        backdrop: 'Blanco luminoso para impresión; el color de tu marca para que te reconozcan.',
      },
      nurse: {
        name: 'Enfermería',

        title: 'Retratos para enfermería',
        lead: 'Una foto cálida para el tablón de la planta, el directorio del personal o tu próxima candidatura.',
        use: 'Tablones de personal, directorios de hospitales, tarjetas identificativas y candidaturas.',
        tip: 'Tu uniforme o pijama sanitario, tal como te conocen compañeros y pacientes.',
        backdrop: 'Azul cielo o blanco luminoso.',
      },
      teacher: {
        name: 'Docentes',

        title: 'Retratos para docentes',
        lead: 'Una foto cercana para la web del colegio que familias y alumnos reconozcan.',
        use: 'Webs de colegios, anuarios, boletines para familias y plataformas de aprendizaje.',
        tip: 'Lo que llevas en clase. Evita los estampados muy llamativos.',
        backdrop: 'El beige cálido o el verde bosque resultan cercanos.',
      },
      executive: {
        name: 'Directivos',

        title: 'Retratos para directivos',
        lead: 'Una foto segura para la página de dirección, notas de prensa y documentos del consejo.',
        use: 'Páginas de dirección, notas de prensa, presentaciones a inversores, conferencias y entrevistas.',
        tip: 'Un traje que te siente bien o tu ropa de trabajo habitual.',
        backdrop: 'Azul ejecutivo o carbón.',
      },
    },
  },
  de: {
    metaTitle: 'Porträtarten: LinkedIn, Business, Schauspiel und mehr | {{brand}}',
    metaDescription:
      'Welches Porträt brauchst du? Ratgeber für LinkedIn-, Business-, Bewerbungs-, Schauspiel-, Arzt-, Anwalts-, Makler-, Pflege-, Lehrer- und Führungskräfte-Porträts.',
    title: 'Porträtarten',
    lead: 'Jeder Beruf verlangt ein etwas anderes Foto. Wähle deinen aus und sieh, welcher Hintergrund und welche Selfies am besten passen.',
    typeMetaTitle: '{{title}} aus deinen eigenen Fotos | {{brand}}',
    useTitle: 'Wofür du es brauchst',
    tipTitle: 'Was du auf deinen Selfies tragen solltest',
    backdropTitle: 'Passende Hintergründe',
    honest:
      'Deine Porträts behalten die Kleidung, die du auf deinen Fotos trägst: Die lokale Engine ändert Hintergrund, Licht und Bildausschnitt, nicht dein Outfit.',
    start: 'Hol dir deine Porträts',
    allTypes: 'Alle Porträtarten',
    art: 'Illustration: {{title}}',
    types: {
      linkedin: {
        name: 'LinkedIn',

        title: 'LinkedIn-Porträts',
        lead: 'Ein freundliches, klares Foto, bei dem man sich gern mit dir vernetzt.',
        use: 'Dein LinkedIn-Profil, Bewerbungen, Konferenz-Namensschilder und die „Über mich“-Seite deiner Website.',
        tip: 'Das, was du zu einem Kundentermin tragen würdest. Einfarbige Kleidung wirkt in kleiner Größe besser als unruhige Muster.',
        backdrop:
          'Petrol oder Himmelblau fallen im Feed auf; Studiograu ist der sichere Klassiker.',
      },
      corporate: {
        name: 'Business',

        title: 'Business-Porträts',
        lead: 'Derselbe ruhige, professionelle Look für alle auf der Firmenwebsite.',
        use: 'Teamseiten, Geschäftsberichte, Intranet-Profile, E-Mail-Signaturen und Pressemappen.',
        tip: 'Deine übliche Bürokleidung. Wenn das Team einen Dresscode vereinbart hat, halte dich auf deinen Selfies daran.',
        backdrop: 'Helles Weiß oder Studiograu, oder eure Markenfarbe für das ganze Team.',
      },
      professional: {
        name: 'Bewerbung',

        title: 'Bewerbungsfotos',
        lead: 'Ein vielseitiges Porträt für alle, die „ein professionelles Foto“ verlangen.',
        use: 'Bewerbungen, Referentenprofile, Freelancer-Profile, Verzeichnisse und Online-Kurse.',
        tip: 'Ein sauberes Oberteil oder Hemd ohne Logos. Schlicht ist besser als förmlich.',
        backdrop: 'Studiograu oder warmes Beige passen fast überall.',
      },
      actor: {
        name: 'Schauspiel',

        title: 'Schauspielporträts',
        lead: 'Ein natürliches Foto, das so aussieht wie du am Tag des Castings.',
        use: 'Casting-Profile, Agenturbewerbungen, Programmhefte und die Seite mit deinem Showreel.',
        tip: 'Schlichte, gut sitzende Kleidung in Farben, die dir stehen. Beim Casting will man dich sehen, nicht das Outfit.',
        backdrop: 'Anthrazit für einen dramatischen Look, warmes Beige für einen weicheren.',
      },
      doctor: {
        name: 'Ärzte',

        title: 'Porträts für Ärztinnen und Ärzte',
        lead: 'Ein vertrauenswürdiges Foto, das Patientinnen und Patienten beim ersten Termin wiedererkennen.',
        use: 'Praxis-Websites, Patientenportale, Klinikverzeichnisse und Fachpublikationen.',
        tip: 'Dein Kittel oder deine Praxiskleidung, wenn dich Patienten so sehen. Sonst ein ordentliches Hemd.',
        backdrop: 'Helles Weiß oder Himmelblau wirken sauber und ruhig.',
      },
      lawyer: {
        name: 'Anwälte',

        title: 'Porträts für Anwältinnen und Anwälte',
        lead: 'Ein seriöses, vertrauenswürdiges Foto für die Kanzleiwebsite und Anwaltsverzeichnisse.',
        use: 'Kanzleiprofile, Anwaltsverzeichnisse, Kammereinträge und Fachartikel.',
        tip: 'Anzug oder Blazer. Dunkle Farben wirken vor hellen Hintergründen souverän.',
        backdrop: 'Marineblau oder Studiograu.',
      },
      'real-estate': {
        name: 'Makler',

        title: 'Maklerporträts',
        lead: 'Ein sympathisches Foto für Schilder, Exposés und Visitenkarten.',
        use: 'Immobilienanzeigen, Maklerseiten, Verkaufsschilder, Flyer und Visitenkarten.',
        tip: 'Smart Casual in einer Farbe, die zum Auftritt deiner Agentur passt.',
        backdrop: 'Helles Weiß für Druck; eure Markenfarbe für einen Wiedererkennungswert.',
      },
      nurse: {
        name: 'Pflege',

        title: 'Porträts für Pflegekräfte',
        lead: 'Ein herzliches Foto für die Stationstafel, das Mitarbeiterverzeichnis oder deine nächste Bewerbung.',
        use: 'Stationstafeln, Klinikverzeichnisse, Dienstausweise und Bewerbungen.',
        tip: 'Deine Dienstkleidung, so wie dich Kollegen und Patienten kennen.',
        backdrop: 'Himmelblau oder helles Weiß.',
      },
      teacher: {
        name: 'Lehrkräfte',

        title: 'Porträts für Lehrkräfte',
        lead: 'Ein freundliches Foto für die Schulwebsite, das Eltern und Kinder wiedererkennen.',
        use: 'Schulwebsites, Jahrbücher, Elternbriefe und Lernplattformen.',
        tip: 'Das, was du im Unterricht trägst. Vermeide sehr grelle Muster.',
        backdrop: 'Warmes Beige oder Waldgrün wirken zugänglich.',
      },
      executive: {
        name: 'Führungskräfte',

        title: 'Porträts für Führungskräfte',
        lead: 'Ein souveränes Foto für die Management-Seite, Pressemitteilungen und Vorstandsunterlagen.',
        use: 'Management-Seiten, Pressemitteilungen, Investorenpräsentationen, Vorträge und Interviews.',
        tip: 'Ein gut sitzender Anzug oder deine übliche Geschäftskleidung.',
        backdrop: 'Marineblau oder Anthrazit.',
      },
    },
  },
});
