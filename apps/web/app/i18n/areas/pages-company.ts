import { area } from './area.ts';

// Texts of /about, /jobs, /affiliate, /api and /contact; keys are used as
// t('pagesCompany.<key>').
export const pagesCompany = area({
  en: {
    about: {
      metaTitle: 'About {{brand}}',
      metaDescription:
        '{{brand}} is an open-source headshot studio that makes professional headshots from your own photos, on servers its operator controls.',
      title: 'About {{brand}}',
      lead: 'A headshot studio you can run yourself: it makes professional headshots from people’s own photos, without sending them to someone else’s cloud.',
      sections: {
        why: {
          title: 'Why it exists',
          body: 'A good headshot matters for a job search, a company page or a conference talk, but a photographer is expensive and hard to schedule for a whole team. Many AI generators, on the other hand, produce faces that look almost like you. We wanted headshots that are unmistakably you, made privately.',
        },
        how: {
          title: 'How it works',
          body: 'You upload a set of selfies. The engine ranks them by face quality, frames your head and shoulders, cuts you out, places you on the backdrop you chose and adjusts the light. Every result is compared with your own face, and results that do not match are dropped.',
        },
        open: {
          title: 'Open source and self-hosted',
          body: 'The software is open source. A company, a school or a photographer can run it on their own server, in their own languages, under their own name. The operator of this site decides which outside services, if any, it uses.',
        },
        honest: {
          title: 'What we will not promise',
          body: 'The local engine does not invent new clothes, poses or faces. We would rather tell you that than sell you a picture of someone else.',
        },
      },
    },
    jobs: {
      metaTitle: 'Jobs | {{brand}}',
      metaDescription:
        'Open positions at {{brand}}, and how to contribute to the open-source project.',
      title: 'Jobs',
      lead: 'Want to help build a headshot studio that respects people’s photos?',
      none: 'There are no open positions right now.',
      noneBody: 'When the operator of this site is hiring, the positions will be listed here.',
      contributeTitle: 'Contribute instead',
      contributeBody:
        '{{brand}} is open source. Translations, bug reports, design ideas and code are all welcome, and good contributors are the first people we think of when a position opens.',
      applyTitle: 'Open application',
      applyBody: 'Tell us who you are and what you would like to work on.',
      apply: 'Get in touch',
    },
    affiliate: {
      metaTitle: 'Affiliate and referral programme | {{brand}}',
      metaDescription:
        'Recommend {{brand}} with your own link. Visits through your link are credited to you for {{days}} days.',
      title: 'Affiliate and referral programme',
      lead: 'Recommend {{brand}} to friends, colleagues or your audience with your own link, and get credit for the people who buy.',
      steps: {
        title: 'How it works',
        link: {
          title: 'Get your link',
          body: 'Sign in and open your invite page. Your personal link ends in ?ref= followed by your code, and works on any page of this site.',
        },
        share: {
          title: 'Share it',
          body: 'Post it on your profile, in a newsletter or in a message to your team. Visitors land on the page you linked to, in their language.',
        },
        credit: {
          title: 'Get credit',
          body: 'When someone arrives through your link, we remember it for {{days}} days. If they buy within that time, the purchase is credited to you.',
        },
      },
      rules: {
        title: 'The rules',
        paid: 'Links used in paid ads (with an ad click id such as gclid) do not count as referrals: the ad platform’s click wins.',
        self: 'You cannot refer yourself or an account you control.',
        honest:
          'Describe the product honestly: it makes headshots from people’s own photos and does not change their clothes.',
        reward:
          'The operator of this site sets the reward and pays it as described on your invite page.',
      },
      start: 'Get your link',
    },
    api: {
      metaTitle: 'API for organizations | {{brand}}',
      metaDescription:
        'The JSON API of {{brand}}: OpenAPI 3.1 description, interactive reference and how to authenticate.',
      title: 'API for organizations',
      lead: 'Everything the app does goes through a documented JSON API. Organizations can use it to connect {{brand}} to their own tools.',
      docs: 'Open the API reference',
      spec: 'Download the OpenAPI document',
      sections: {
        what: {
          title: 'What you can do',
          body: 'Read your account and your organization, upload photos, follow the progress of your headshots and download the results. The reference lists every operation with its request and response.',
        },
        auth: {
          title: 'Authentication',
          body: 'Send the uid and idToken headers of a signed-in account with each call. The idToken is a short-lived token (15 minutes) that the app refreshes; the reference explains how to get one.',
        },
        shape: {
          title: 'Answers and errors',
          body: 'Every answer is JSON. Successful calls answer { success: true, … }; failures answer { success: false, errorMessage, code } with a matching HTTP status.',
        },
        base: {
          title: 'Where it lives',
          body: 'All operations are under /api on this site. The OpenAPI 3.1 document is at /api/openapi.json, and the interactive reference at /api/docs.',
        },
      },
    },
    contact: {
      metaTitle: 'Contact | {{brand}}',
      metaDescription:
        'How to reach the team behind {{brand}}: help, refunds, teams and security reports.',
      title: 'Contact us',
      lead: 'We are happy to help. Pick the way that fits your question.',
      helpdesk: {
        title: 'Help centre',
        body: 'Answers to common questions, and a way to write to support.',
        link: 'Open the help centre',
      },
      account: {
        title: 'Questions about your order',
        body: 'Sign in and use the support button in the corner of the screen. It sends your message with your account, so we can help faster.',
        link: 'Sign in',
      },
      refund: {
        title: 'Refunds',
        body: 'Read how refunds work and ask for one from your profile.',
        link: 'Refund policy',
      },
      teams: {
        title: 'Teams and companies',
        body: 'Planning headshots for a team? See how it works and what it costs.',
        link: 'Headshots for teams',
      },
      security: {
        title: 'Security reports',
        body: 'Found a security problem? Read how to report it responsibly.',
        link: 'Security policy',
      },
    },
  },
  es: {
    about: {
      metaTitle: 'Acerca de {{brand}}',
      metaDescription:
        '{{brand}} es un estudio de retratos de código abierto que crea retratos profesionales a partir de tus propias fotos, en servidores que controla su operador.',
      title: 'Acerca de {{brand}}',
      lead: 'Un estudio de retratos que puedes gestionar tú mismo: crea retratos profesionales a partir de las propias fotos de cada persona, sin enviarlas a la nube de otros.',
      sections: {
        why: {
          title: 'Por qué existe',
          body: 'Un buen retrato importa para buscar trabajo, para la web de la empresa o para dar una charla, pero un fotógrafo es caro y difícil de organizar para todo un equipo. Muchos generadores con IA, en cambio, producen caras que casi se parecen a ti. Queríamos retratos en los que seas inconfundiblemente tú, hechos de forma privada.',
        },
        how: {
          title: 'Cómo funciona',
          body: 'Subes una serie de selfies. El motor los ordena por la calidad de la cara, encuadra tu cabeza y tus hombros, te recorta, te coloca sobre el fondo elegido y ajusta la luz. Cada resultado se compara con tu propia cara y los que no coinciden se descartan.',
        },
        open: {
          title: 'Código abierto y autoalojado',
          body: 'El programa es de código abierto. Una empresa, un colegio o un fotógrafo pueden instalarlo en su propio servidor, en sus idiomas y con su propio nombre. El operador de este sitio decide qué servicios externos usa, si usa alguno.',
        },
        honest: {
          title: 'Lo que no prometemos',
          body: 'El motor local no inventa ropa, posturas ni caras nuevas. Preferimos decírtelo antes que venderte la foto de otra persona.',
        },
      },
    },
    jobs: {
      metaTitle: 'Empleo | {{brand}}',
      metaDescription:
        'Ofertas de empleo en {{brand}} y cómo contribuir al proyecto de código abierto.',
      title: 'Empleo',
      lead: '¿Quieres ayudar a construir un estudio de retratos que respete las fotos de las personas?',
      none: 'Ahora mismo no hay ofertas abiertas.',
      noneBody: 'Cuando el operador de este sitio busque personal, las ofertas aparecerán aquí.',
      contributeTitle: 'Contribuye mientras tanto',
      contributeBody:
        '{{brand}} es de código abierto. Traducciones, informes de errores, ideas de diseño y código son bienvenidos, y quienes contribuyen bien son los primeros en quienes pensamos cuando se abre un puesto.',
      applyTitle: 'Candidatura espontánea',
      applyBody: 'Cuéntanos quién eres y en qué te gustaría trabajar.',
      apply: 'Escríbenos',
    },
    affiliate: {
      metaTitle: 'Programa de afiliados y recomendaciones | {{brand}}',
      metaDescription:
        'Recomienda {{brand}} con tu propio enlace. Las visitas que llegan por tu enlace se te atribuyen durante {{days}} días.',
      title: 'Programa de afiliados y recomendaciones',
      lead: 'Recomienda {{brand}} a amigos, compañeros o a tu audiencia con tu propio enlace y recibe el mérito por las personas que compren.',
      steps: {
        title: 'Cómo funciona',
        link: {
          title: 'Consigue tu enlace',
          body: 'Inicia sesión y abre tu página de invitaciones. Tu enlace personal termina en ?ref= seguido de tu código y funciona en cualquier página de este sitio.',
        },
        share: {
          title: 'Compártelo',
          body: 'Publícalo en tu perfil, en un boletín o en un mensaje a tu equipo. Las visitas llegan a la página que enlazaste, en su idioma.',
        },
        credit: {
          title: 'Recibe el mérito',
          body: 'Cuando alguien llega por tu enlace, lo recordamos durante {{days}} días. Si compra en ese plazo, la compra se te atribuye a ti.',
        },
      },
      rules: {
        title: 'Las reglas',
        paid: 'Los enlaces usados en anuncios de pago (con un identificador de clic como gclid) no cuentan como recomendación: gana el clic de la plataforma publicitaria.',
        self: 'No puedes recomendarte a ti mismo ni a una cuenta que controles.',
        honest:
          'Describe el producto con honestidad: crea retratos a partir de las propias fotos de cada persona y no cambia su ropa.',
        reward:
          'El operador de este sitio fija la recompensa y la paga como se indica en tu página de invitaciones.',
      },
      start: 'Consigue tu enlace',
    },
    api: {
      metaTitle: 'API para organizaciones | {{brand}}',
      metaDescription:
        'La API JSON de {{brand}}: descripción OpenAPI 3.1, referencia interactiva y cómo autenticarse.',
      title: 'API para organizaciones',
      lead: 'Todo lo que hace la aplicación pasa por una API JSON documentada. Las organizaciones pueden usarla para conectar {{brand}} con sus propias herramientas.',
      docs: 'Abrir la referencia de la API',
      spec: 'Descargar el documento OpenAPI',
      sections: {
        what: {
          title: 'Qué puedes hacer',
          body: 'Consultar tu cuenta y tu organización, subir fotos, seguir el progreso de tus retratos y descargar los resultados. La referencia enumera cada operación con su petición y su respuesta.',
        },
        auth: {
          title: 'Autenticación',
          body: 'Envía en cada llamada las cabeceras uid e idToken de una cuenta con sesión iniciada. El idToken es un token de corta duración (15 minutos) que la aplicación renueva; la referencia explica cómo obtenerlo.',
        },
        shape: {
          title: 'Respuestas y errores',
          body: 'Todas las respuestas son JSON. Las llamadas correctas responden { success: true, … }; los fallos responden { success: false, errorMessage, code } con el estado HTTP correspondiente.',
        },
        base: {
          title: 'Dónde está',
          body: 'Todas las operaciones están bajo /api en este sitio. El documento OpenAPI 3.1 está en /api/openapi.json y la referencia interactiva en /api/docs.',
        },
      },
    },
    contact: {
      metaTitle: 'Contacto | {{brand}}',
      metaDescription:
        'Cómo contactar con el equipo de {{brand}}: ayuda, reembolsos, equipos e informes de seguridad.',
      title: 'Contacto',
      lead: 'Estaremos encantados de ayudarte. Elige la vía que mejor encaje con tu pregunta.',
      helpdesk: {
        title: 'Centro de ayuda',
        body: 'Respuestas a las preguntas frecuentes y una forma de escribir a soporte.',
        link: 'Abrir el centro de ayuda',
      },
      account: {
        title: 'Preguntas sobre tu pedido',
        body: 'Inicia sesión y usa el botón de soporte en la esquina de la pantalla. Envía tu mensaje junto con tu cuenta, así podemos ayudarte antes.',
        link: 'Iniciar sesión',
      },
      refund: {
        title: 'Reembolsos',
        body: 'Lee cómo funcionan los reembolsos y solicita uno desde tu perfil.',
        link: 'Política de reembolso',
      },
      teams: {
        title: 'Equipos y empresas',
        body: '¿Estás planeando retratos para un equipo? Mira cómo funciona y cuánto cuesta.',
        link: 'Retratos para equipos',
      },
      security: {
        title: 'Informes de seguridad',
        body: '¿Has encontrado un problema de seguridad? Lee cómo informar de él de forma responsable.',
        link: 'Política de seguridad',
      },
    },
  },
  de: {
    about: {
      metaTitle: 'Über {{brand}}',
      metaDescription:
        '{{brand}} ist ein Open-Source-Porträtstudio, das professionelle Porträts aus deinen eigenen Fotos erstellt, auf Servern, die sein Betreiber kontrolliert.',
      title: 'Über {{brand}}',
      lead: 'Ein Porträtstudio, das du selbst betreiben kannst: Es erstellt professionelle Porträts aus den eigenen Fotos der Menschen, ohne sie in die Cloud eines anderen zu schicken.',
      sections: {
        why: {
          title: 'Warum es das gibt',
          body: 'Ein gutes Porträt zählt bei der Jobsuche, auf der Firmenseite oder bei einem Vortrag, aber ein Fotograf ist teuer und für ein ganzes Team schwer zu organisieren. Viele KI-Generatoren wiederum liefern Gesichter, die dir nur fast ähneln. Wir wollten Porträts, auf denen du unverkennbar du bist, privat erstellt.',
        },
        how: {
          title: 'So funktioniert es',
          body: 'Du lädst eine Reihe von Selfies hoch. Die Engine sortiert sie nach Gesichtsqualität, wählt den Kopf-und-Schulter-Ausschnitt, stellt dich frei, setzt dich vor den gewählten Hintergrund und passt das Licht an. Jedes Ergebnis wird mit deinem eigenen Gesicht verglichen, und Ergebnisse, die nicht passen, werden verworfen.',
        },
        open: {
          title: 'Open Source und selbst gehostet',
          body: 'Die Software ist Open Source. Ein Unternehmen, eine Schule oder ein Fotograf kann sie auf dem eigenen Server betreiben, in den eigenen Sprachen und unter eigenem Namen. Der Betreiber dieser Website entscheidet, ob und welche externen Dienste sie nutzt.',
        },
        honest: {
          title: 'Was wir nicht versprechen',
          body: 'Die lokale Engine erfindet keine neue Kleidung, keine neuen Haltungen und keine neuen Gesichter. Das sagen wir dir lieber, als dir das Bild eines anderen Menschen zu verkaufen.',
        },
      },
    },
    jobs: {
      metaTitle: 'Stellenangebote | {{brand}}',
      metaDescription:
        'Offene Stellen bei {{brand}} und wie du zum Open-Source-Projekt beitragen kannst.',
      title: 'Stellenangebote',
      lead: 'Möchtest du ein Porträtstudio mitentwickeln, das die Fotos der Menschen respektiert?',
      none: 'Derzeit gibt es keine offenen Stellen.',
      noneBody: 'Wenn der Betreiber dieser Website Personal sucht, stehen die Stellen hier.',
      contributeTitle: 'Stattdessen mitmachen',
      contributeBody:
        '{{brand}} ist Open Source. Übersetzungen, Fehlerberichte, Gestaltungsideen und Code sind willkommen, und wer gut beiträgt, ist der Erste, an den wir denken, wenn eine Stelle frei wird.',
      applyTitle: 'Initiativbewerbung',
      applyBody: 'Erzähl uns, wer du bist und woran du gern arbeiten würdest.',
      apply: 'Schreib uns',
    },
    affiliate: {
      metaTitle: 'Affiliate- und Empfehlungsprogramm | {{brand}}',
      metaDescription:
        'Empfiehl {{brand}} mit deinem eigenen Link. Besuche über deinen Link werden dir {{days}} Tage lang zugeordnet.',
      title: 'Affiliate- und Empfehlungsprogramm',
      lead: 'Empfiehl {{brand}} Freunden, Kolleginnen und Kollegen oder deinem Publikum mit deinem eigenen Link und erhalte die Gutschrift für alle, die kaufen.',
      steps: {
        title: 'So funktioniert es',
        link: {
          title: 'Hol dir deinen Link',
          body: 'Melde dich an und öffne deine Einladungsseite. Dein persönlicher Link endet auf ?ref= mit deinem Code und funktioniert auf jeder Seite dieser Website.',
        },
        share: {
          title: 'Teile ihn',
          body: 'Poste ihn in deinem Profil, in einem Newsletter oder in einer Nachricht an dein Team. Besucher landen auf der verlinkten Seite, in ihrer Sprache.',
        },
        credit: {
          title: 'Erhalte die Gutschrift',
          body: 'Wenn jemand über deinen Link kommt, merken wir uns das {{days}} Tage lang. Kauft die Person in dieser Zeit, wird der Kauf dir zugeordnet.',
        },
      },
      rules: {
        title: 'Die Regeln',
        paid: 'Links in bezahlten Anzeigen (mit einer Klick-ID wie gclid) zählen nicht als Empfehlung: Der Klick der Werbeplattform hat Vorrang.',
        self: 'Du kannst dich nicht selbst empfehlen und auch kein Konto, das du kontrollierst.',
        honest:
          'Beschreibe das Produkt ehrlich: Es erstellt Porträts aus den eigenen Fotos der Menschen und ändert ihre Kleidung nicht.',
        reward:
          'Der Betreiber dieser Website legt die Prämie fest und zahlt sie so aus, wie es auf deiner Einladungsseite steht.',
      },
      start: 'Link holen',
    },
    api: {
      metaTitle: 'API für Organisationen | {{brand}}',
      metaDescription:
        'Die JSON-API von {{brand}}: OpenAPI-3.1-Beschreibung, interaktive Referenz und Authentifizierung.',
      title: 'API für Organisationen',
      lead: 'Alles, was die App tut, läuft über eine dokumentierte JSON-API. Organisationen können damit {{brand}} an ihre eigenen Werkzeuge anbinden.',
      docs: 'API-Referenz öffnen',
      spec: 'OpenAPI-Dokument herunterladen',
      sections: {
        what: {
          title: 'Was du damit tun kannst',
          body: 'Dein Konto und deine Organisation abrufen, Fotos hochladen, den Fortschritt deiner Porträts verfolgen und die Ergebnisse herunterladen. Die Referenz listet jede Operation mit Anfrage und Antwort auf.',
        },
        auth: {
          title: 'Authentifizierung',
          body: 'Sende bei jedem Aufruf die Header uid und idToken eines angemeldeten Kontos. Das idToken ist ein kurzlebiges Token (15 Minuten), das die App erneuert; die Referenz erklärt, wie du eines bekommst.',
        },
        shape: {
          title: 'Antworten und Fehler',
          body: 'Jede Antwort ist JSON. Erfolgreiche Aufrufe antworten mit { success: true, … }; Fehler mit { success: false, errorMessage, code } und dem passenden HTTP-Status.',
        },
        base: {
          title: 'Wo sie liegt',
          body: 'Alle Operationen liegen unter /api auf dieser Website. Das OpenAPI-3.1-Dokument findest du unter /api/openapi.json, die interaktive Referenz unter /api/docs.',
        },
      },
    },
    contact: {
      metaTitle: 'Kontakt | {{brand}}',
      metaDescription:
        'So erreichst du das Team hinter {{brand}}: Hilfe, Erstattungen, Teams und Sicherheitsmeldungen.',
      title: 'Kontakt',
      lead: 'Wir helfen dir gern. Wähle den Weg, der zu deiner Frage passt.',
      helpdesk: {
        title: 'Hilfe-Center',
        body: 'Antworten auf häufige Fragen und ein Weg, dem Support zu schreiben.',
        link: 'Hilfe-Center öffnen',
      },
      account: {
        title: 'Fragen zu deiner Bestellung',
        body: 'Melde dich an und nutze den Support-Button in der Ecke des Bildschirms. Er schickt deine Nachricht zusammen mit deinem Konto, so können wir schneller helfen.',
        link: 'Anmelden',
      },
      refund: {
        title: 'Erstattungen',
        body: 'Lies, wie Erstattungen funktionieren, und beantrage eine in deinem Profil.',
        link: 'Erstattungsrichtlinie',
      },
      teams: {
        title: 'Teams und Unternehmen',
        body: 'Du planst Porträts für ein Team? Sieh dir an, wie es funktioniert und was es kostet.',
        link: 'Porträts für Teams',
      },
      security: {
        title: 'Sicherheitsmeldungen',
        body: 'Du hast ein Sicherheitsproblem gefunden? Lies, wie du es verantwortungsvoll meldest.',
        link: 'Sicherheitsrichtlinie',
      },
    },
  },
});
