import { area } from './area.ts';

// Texts of /company-headshots; keys are used as t('pagesTeams.<key>').
export const pagesTeams = area({
  en: {
    member: {
      metaTitle: 'Your team headshots | {{brand}}',
      metaDescription:
        'Your company invited you to get professional headshots: continue, upload a few selfies, and your headshots go to your team.',
    },
    metaTitle: 'Company headshots for your whole team | {{brand}}',
    metaDescription:
      'Consistent headshots for every colleague, made from their own selfies, on one backdrop. Invite by link, no photo day, bulk discounts.',
    hero: {
      eyebrow: 'For teams',
      title: 'Consistent headshots for your whole team',
      lead: 'Invite your colleagues by link. Each person uploads a few selfies from wherever they are, and everyone gets headshots on the same backdrop. No photo day, no photographer, no chasing people for weeks.',
      pricing: 'See team pricing',
      start: 'Start your team',
      illustration: 'Drawings of a team, not customer photos.',
    },
    steps: {
      title: 'How it works for teams',
      buy: {
        title: 'Choose how many people',
        body: 'Buy headshots for the number of colleagues you need. The more people, the bigger the discount.',
      },
      invite: {
        title: 'Invite by link or email',
        body: 'Share one invite link or send invitations. Colleagues join without creating a full account.',
      },
      upload: {
        title: 'Everyone uploads selfies',
        body: 'Each person adds their own photos from their phone. Every photo is checked as it uploads.',
      },
      collect: {
        title: 'Get the whole set',
        body: 'Every colleague receives their headshots on the backdrop you chose, and you see the team’s progress in one dashboard.',
      },
    },
    benefits: {
      title: 'Why teams use {{brand}}',
      consistent: {
        title: 'One look for the company',
        body: 'Pick one backdrop for everyone, or your brand colour or image, so the team page looks like it was shot on the same day.',
      },
      remote: {
        title: 'Works for remote teams',
        body: 'Nobody has to travel to an office. A colleague in another country joins the same way as the one next door.',
      },
      private: {
        title: 'Private by default',
        body: 'Each person’s photos are visible only to them. {{brand}} runs on the site operator’s own servers, with no third-party AI service by default.',
      },
      honest: {
        title: 'Their face, their clothes',
        body: 'Headshots are made from each colleague’s own photos. The local engine does not change clothing, so ask people to wear what they would wear at work.',
      },
    },
    pricing: {
      title: 'What your team pays',
      intro: 'Prices per person, with bulk discounts for larger teams.',
      link: 'See all prices',
    },
    faq: {
      title: 'Questions from team leads',
      members: {
        question: 'Do my colleagues need an account?',
        answer:
          'No. They open the invite link, continue as a team member and upload their photos. They can add an email address later.',
      },
      backdrop: {
        question: 'Can everyone have the same background?',
        answer:
          'Yes. Choose a backdrop from the catalogue, or set your organization’s brand colour or image, and every headshot of the team uses it.',
      },
      refunds: {
        question: 'Who can ask for a refund?',
        answer:
          'The person who paid: the team lead. Team members cannot request refunds; they contact their team admin or owner.',
      },
      more: {
        question: 'Can I add people later?',
        answer:
          'Yes. Buy more headshots for new colleagues at any time from the team dashboard, and send them the invite link.',
      },
    },
    final: {
      title: 'Give your team a consistent look',
      body: 'Set up your team in a few minutes and send the invite link today.',
    },
  },
  es: {
    member: {
      metaTitle: 'Los retratos de tu equipo | {{brand}}',
      metaDescription:
        'Tu empresa te ha invitado a conseguir retratos profesionales: continúa, sube unos cuantos selfies y tus retratos llegarán a tu equipo.',
    },
    metaTitle: 'Retratos corporativos para todo tu equipo | {{brand}}',
    metaDescription:
      'Retratos uniformes para cada compañero, hechos con sus propios selfies y sobre un mismo fondo. Invitación por enlace, sin sesión de fotos, con descuentos por volumen.',
    hero: {
      eyebrow: 'Para equipos',
      title: 'Retratos uniformes para todo tu equipo',
      lead: 'Invita a tus compañeros con un enlace. Cada persona sube unos cuantos selfies desde donde esté y todos reciben retratos sobre el mismo fondo. Sin día de fotos, sin fotógrafo y sin perseguir a nadie durante semanas.',
      pricing: 'Ver precios para equipos',
      start: 'Crea tu equipo',
      illustration: 'Dibujos de un equipo, no fotos de clientes.',
    },
    steps: {
      title: 'Cómo funciona para equipos',
      buy: {
        title: 'Elige cuántas personas',
        body: 'Compra retratos para el número de compañeros que necesites. Cuantas más personas, mayor es el descuento.',
      },
      invite: {
        title: 'Invita por enlace o correo',
        body: 'Comparte un enlace de invitación o envía invitaciones. Tus compañeros se unen sin crear una cuenta completa.',
      },
      upload: {
        title: 'Cada uno sube sus selfies',
        body: 'Cada persona añade sus propias fotos desde el móvil. Revisamos cada foto al subirla.',
      },
      collect: {
        title: 'Recibe el conjunto completo',
        body: 'Cada compañero recibe sus retratos sobre el fondo que elegiste, y tú ves el progreso del equipo en un solo panel.',
      },
    },
    benefits: {
      title: 'Por qué los equipos usan {{brand}}',
      consistent: {
        title: 'Una sola imagen para la empresa',
        body: 'Elige un fondo para todos, o el color o la imagen de tu marca, y la página del equipo parecerá hecha el mismo día.',
      },
      remote: {
        title: 'Pensado para equipos en remoto',
        body: 'Nadie tiene que desplazarse a la oficina. Un compañero en otro país se une igual que el de la mesa de al lado.',
      },
      private: {
        title: 'Privado por defecto',
        body: 'Las fotos de cada persona solo las ve esa persona. {{brand}} funciona en los servidores de su propio operador, sin servicios de IA de terceros por defecto.',
      },
      honest: {
        title: 'Su cara, su ropa',
        body: 'Los retratos se hacen con las fotos de cada compañero. El motor local no cambia la ropa, así que pide a cada uno que se vista como lo haría para trabajar.',
      },
    },
    pricing: {
      title: 'Lo que paga tu equipo',
      intro: 'Precio por persona, con descuentos por volumen para equipos más grandes.',
      link: 'Ver todos los precios',
    },
    faq: {
      title: 'Preguntas de responsables de equipo',
      members: {
        question: '¿Mis compañeros necesitan una cuenta?',
        answer:
          'No. Abren el enlace de invitación, continúan como miembros del equipo y suben sus fotos. Pueden añadir un correo electrónico más adelante.',
      },
      backdrop: {
        question: '¿Puede tener todo el mundo el mismo fondo?',
        answer:
          'Sí. Elige un fondo del catálogo, o define el color o la imagen de marca de tu organización, y todos los retratos del equipo lo usarán.',
      },
      refunds: {
        question: '¿Quién puede pedir un reembolso?',
        answer:
          'La persona que pagó: el responsable del equipo. Los miembros del equipo no pueden solicitar reembolsos; deben dirigirse al administrador o propietario del equipo.',
      },
      more: {
        question: '¿Puedo añadir personas más tarde?',
        answer:
          'Sí. Compra más retratos para nuevos compañeros cuando quieras desde el panel del equipo y envíales el enlace de invitación.',
      },
    },
    final: {
      title: 'Dale a tu equipo una imagen uniforme',
      body: 'Configura tu equipo en unos minutos y envía hoy mismo el enlace de invitación.',
    },
  },
  de: {
    member: {
      metaTitle: 'Die Porträts deines Teams | {{brand}}',
      metaDescription:
        'Deine Firma hat dich zu professionellen Porträts eingeladen: Mach weiter, lade ein paar Selfies hoch, und deine Porträts gehen an dein Team.',
    },
    metaTitle: 'Firmenporträts für dein ganzes Team | {{brand}}',
    metaDescription:
      'Einheitliche Porträts für alle Kolleginnen und Kollegen, aus ihren eigenen Selfies, vor einem gemeinsamen Hintergrund. Einladung per Link, kein Fototermin, Mengenrabatt.',
    hero: {
      eyebrow: 'Für Teams',
      title: 'Einheitliche Porträts für dein ganzes Team',
      lead: 'Lade deine Kolleginnen und Kollegen per Link ein. Alle laden von überall ein paar Selfies hoch und bekommen Porträts vor demselben Hintergrund. Kein Fototag, kein Fotograf, kein wochenlanges Nachhaken.',
      pricing: 'Teampreise ansehen',
      start: 'Team anlegen',
      illustration: 'Zeichnungen eines Teams, keine Kundenfotos.',
    },
    steps: {
      title: 'So funktioniert es für Teams',
      buy: {
        title: 'Anzahl der Personen wählen',
        body: 'Kaufe Porträts für so viele Kolleginnen und Kollegen, wie du brauchst. Je mehr Personen, desto größer der Rabatt.',
      },
      invite: {
        title: 'Per Link oder E-Mail einladen',
        body: 'Teile einen Einladungslink oder verschicke Einladungen. Dein Team macht mit, ohne ein vollständiges Konto anzulegen.',
      },
      upload: {
        title: 'Alle laden Selfies hoch',
        body: 'Jede Person fügt ihre eigenen Fotos vom Handy hinzu. Jedes Foto wird beim Hochladen geprüft.',
      },
      collect: {
        title: 'Das komplette Set erhalten',
        body: 'Alle erhalten ihre Porträts vor dem gewählten Hintergrund, und du siehst den Fortschritt des Teams in einem Dashboard.',
      },
    },
    benefits: {
      title: 'Warum Teams {{brand}} nutzen',
      consistent: {
        title: 'Ein Erscheinungsbild für die Firma',
        body: 'Wähle einen Hintergrund für alle oder eure Markenfarbe bzw. euer Markenbild, damit die Teamseite aussieht wie an einem Tag fotografiert.',
      },
      remote: {
        title: 'Passt zu verteilten Teams',
        body: 'Niemand muss ins Büro kommen. Wer in einem anderen Land arbeitet, macht genauso mit wie der Kollege am Nachbartisch.',
      },
      private: {
        title: 'Standardmäßig privat',
        body: 'Die Fotos jeder Person sieht nur sie selbst. {{brand}} läuft auf den eigenen Servern des Betreibers, standardmäßig ohne KI-Dienste von Dritten.',
      },
      honest: {
        title: 'Ihr Gesicht, ihre Kleidung',
        body: 'Die Porträts entstehen aus den eigenen Fotos jeder Person. Die lokale Engine ändert keine Kleidung, also bitte alle, sich so anzuziehen wie bei der Arbeit.',
      },
    },
    pricing: {
      title: 'Was dein Team bezahlt',
      intro: 'Preise pro Person, mit Mengenrabatt für größere Teams.',
      link: 'Alle Preise ansehen',
    },
    faq: {
      title: 'Fragen von Teamleitungen',
      members: {
        question: 'Brauchen meine Kolleginnen und Kollegen ein Konto?',
        answer:
          'Nein. Sie öffnen den Einladungslink, machen als Teammitglied weiter und laden ihre Fotos hoch. Eine E-Mail-Adresse können sie später hinzufügen.',
      },
      backdrop: {
        question: 'Können alle denselben Hintergrund bekommen?',
        answer:
          'Ja. Wähle einen Hintergrund aus dem Katalog oder hinterlege die Markenfarbe bzw. das Markenbild deiner Organisation, und alle Porträts des Teams verwenden ihn.',
      },
      refunds: {
        question: 'Wer kann eine Erstattung beantragen?',
        answer:
          'Die Person, die bezahlt hat: die Teamleitung. Teammitglieder können keine Erstattung beantragen; sie wenden sich an die Administration oder den Inhaber des Teams.',
      },
      more: {
        question: 'Kann ich später weitere Personen hinzufügen?',
        answer:
          'Ja. Kaufe jederzeit im Team-Dashboard weitere Porträts für neue Kolleginnen und Kollegen und schick ihnen den Einladungslink.',
      },
    },
    final: {
      title: 'Gib deinem Team ein einheitliches Erscheinungsbild',
      body: 'Richte dein Team in wenigen Minuten ein und verschicke noch heute den Einladungslink.',
    },
  },
});
