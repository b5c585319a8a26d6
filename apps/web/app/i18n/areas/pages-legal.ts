import { area } from './area.ts';

// Texts of /refund and the /legal pages; keys are used as t('pagesLegal.<key>'). Each page
// is a list of sections (title + body) in the order its route names them.
export const pagesLegal = area({
  en: {
    operator:
      'This site runs {{brand}}, open-source software for headshots. “We” below means the operator of this site, who decides how it is run.',
    contact: 'Questions? Contact us',
    refund: {
      metaTitle: 'Refund policy | {{brand}}',
      metaDescription:
        'Not happy with your headshots? How to ask for a refund, who can ask, and how fast refunds are processed.',
      title: 'Refund policy',
      lead: 'If your headshots are not what you hoped for, you can ask for your money back.',
      sections: {
        who: {
          title: 'Who can ask for a refund',
          body: 'The person who paid for the order: an individual customer, or the team lead who bought headshots for a team. Team members cannot request refunds; they contact their team admin or owner, who can.',
        },
        how: {
          title: 'How to ask',
          body: 'Sign in, open your profile and choose the refund request, or write to us through the contact page. Tell us which order it is about if you have more than one; that choice is optional.',
        },
        time: {
          title: 'How fast',
          body: 'Refunds are processed within {{hours}} hours. The money goes back to the card or account you paid with; how long your bank takes to show it is up to the bank.',
        },
      },
    },
    terms: {
      metaTitle: 'Terms and conditions | {{brand}}',
      metaDescription:
        'The terms for using {{brand}}: accounts, payments, your photos and our responsibilities.',
      title: 'Terms and conditions',
      lead: 'The rules for using this site. By creating an account or placing an order you agree to them.',
      sections: {
        service: {
          title: 'The service',
          body: 'We make headshots from photos you upload: we choose your best photos, cut you out, place you on the backdrops you choose and adjust light and framing. The local engine does not change your clothes, pose or expression.',
        },
        account: {
          title: 'Your account',
          body: 'Keep your sign-in details to yourself. You may only upload photos of yourself, or of a person who has agreed to it. Team leads are responsible for the people they invite.',
        },
        photos: {
          title: 'Your photos and headshots',
          body: 'You keep all rights to your photos and to the headshots made from them, and you may use the headshots for any lawful purpose. You give us only the permission needed to store and process them to deliver the service.',
        },
        payment: {
          title: 'Payments',
          body: 'Prices are shown before you pay and are one-time payments unless stated otherwise. Refunds follow the refund policy.',
        },
        use: {
          title: 'Acceptable use',
          body: 'No photos of other people without consent, no nudity, no children without a parent’s consent, nothing unlawful. We may remove such photos and close accounts that break these rules.',
        },
        liability: {
          title: 'Liability',
          body: 'We do our best to keep the service running and your data safe, but we cannot promise that every result will please you. Our liability is limited to the amount you paid for the order concerned, except where the law does not allow such a limit.',
        },
        changes: {
          title: 'Changes',
          body: 'We may change these terms. We will announce important changes on this site before they take effect.',
        },
      },
    },
    privacy: {
      metaTitle: 'Privacy policy | {{brand}}',
      metaDescription: 'What personal data {{brand}} keeps, why, for how long, and your rights.',
      title: 'Privacy policy',
      lead: 'Your photos are personal. This page says what we keep, why, and what you can ask of us.',
      sections: {
        what: {
          title: 'What we keep',
          body: 'Your account details (email address, name), the photos you upload, the headshots made from them, your orders, and basic technical logs (address, browser, pages requested).',
        },
        why: {
          title: 'Why',
          body: 'To make and deliver your headshots, to run your account and orders, to answer your questions, and to keep the site secure. We do not sell your data and do not use your photos to train models for others.',
        },
        where: {
          title: 'Where',
          body: 'On the servers of the operator of this site. Nobody gets a public link to your photos: you see them through links that expire. The sub-processors page lists any outside services the operator has switched on.',
        },
        cookies: {
          title: 'Cookies and local storage',
          body: 'We use cookies to keep you signed in, to remember your language and currency, and to credit referral and affiliate links. Analytics and advertising scripts are off unless the operator turns them on.',
        },
        retention: {
          title: 'How long',
          body: 'Your photos and headshots stay until you delete them or close your account. Logs are kept for a short time for security.',
        },
        rights: {
          title: 'Your rights',
          body: 'You can see, correct, download and delete your data, and object to its use. Delete photos in the app, or contact us for anything else. You may also complain to your data protection authority.',
        },
      },
    },
    subProcessors: {
      metaTitle: 'Sub-processors | {{brand}}',
      metaDescription:
        'The outside services that may process your data on this site: storage, email and payments. None are used by default.',
      title: 'Sub-processors',
      lead: '{{brand}} runs on one server by default, with no outside services. The operator of this site can switch on the services below; each one is named here when it is used.',
      columns: {
        purpose: 'What it does',
        default: 'By default',
      },
      parts: {
        storage: {
          name: 'File storage',
          purpose: 'Keeps uploaded photos and finished headshots.',
          default:
            'None: a folder on this server. The operator may use an S3-compatible storage provider.',
        },
        email: {
          name: 'Email delivery',
          purpose: 'Sends sign-in links, confirmations and “your headshots are ready” emails.',
          default:
            'None: messages stay on this server. The operator may connect an email provider (SMTP).',
        },
        payments: {
          name: 'Payments',
          purpose: 'Takes card payments and handles refunds.',
          default:
            'None: no payment provider is connected. The operator may connect a payment provider.',
        },
        generation: {
          name: 'Headshot generation',
          purpose: 'Makes the headshots from your photos.',
          default:
            'None: the local engine on this server. The operator may connect an outside GPU service.',
        },
      },
      note: 'If you want to know which providers this site uses today, contact us.',
    },
    security: {
      metaTitle: 'Security policy | {{brand}}',
      metaDescription:
        'How {{brand}} protects your photos and account, and how to report a security problem.',
      title: 'Security policy',
      lead: 'How your photos and account are protected, and how to tell us about a problem.',
      sections: {
        access: {
          title: 'Access to your photos',
          body: 'Every request is checked on the server: only you, and for team photos your team lead, can see your photos. Photo links are signed and expire.',
        },
        transport: {
          title: 'In transit and at rest',
          body: 'The site should be served over HTTPS. Uploaded photos are re-encoded and stripped of their metadata (such as GPS location) before they are stored.',
        },
        accounts: {
          title: 'Accounts',
          body: 'Passwords are stored only as salted hashes. Sign-in attempts are rate-limited, and sessions can be ended by signing out.',
        },
        staff: {
          title: 'Staff access',
          body: 'Staff see only the parts of the back office their role needs, and every staff page checks that role on the server.',
        },
        report: {
          title: 'Reporting a problem',
          body: 'Found a vulnerability? Tell us through the contact page with enough detail to reproduce it. Please give us time to fix it before you make it public. We do not take legal action against good-faith research.',
        },
        software: {
          title: 'Open source',
          body: '{{brand}} is open source, so anyone can review the code that handles your data.',
        },
      },
    },
  },
  es: {
    operator:
      'Este sitio funciona con {{brand}}, un programa de código abierto para retratos. “Nosotros” se refiere aquí al operador de este sitio, que decide cómo se gestiona.',
    contact: '¿Tienes preguntas? Contáctanos',
    refund: {
      metaTitle: 'Política de reembolso | {{brand}}',
      metaDescription:
        '¿No te gustan tus retratos? Cómo pedir un reembolso, quién puede pedirlo y en cuánto tiempo se tramita.',
      title: 'Política de reembolso',
      lead: 'Si tus retratos no son lo que esperabas, puedes pedir que te devolvamos el dinero.',
      sections: {
        who: {
          title: 'Quién puede pedir un reembolso',
          body: 'La persona que pagó el pedido: un cliente particular o el responsable de equipo que compró retratos para su equipo. Los miembros del equipo no pueden solicitar reembolsos; deben dirigirse al administrador o propietario del equipo, que sí puede.',
        },
        how: {
          title: 'Cómo pedirlo',
          body: 'Inicia sesión, abre tu perfil y elige la solicitud de reembolso, o escríbenos desde la página de contacto. Indica a qué pedido se refiere si tienes más de uno; esa elección es opcional.',
        },
        time: {
          title: 'En cuánto tiempo',
          body: 'Los reembolsos se tramitan en un plazo de {{hours}} horas. El dinero vuelve a la tarjeta o cuenta con la que pagaste; el tiempo que tarde tu banco en mostrarlo depende del banco.',
        },
      },
    },
    terms: {
      metaTitle: 'Términos y condiciones | {{brand}}',
      metaDescription:
        'Las condiciones de uso de {{brand}}: cuentas, pagos, tus fotos y nuestras responsabilidades.',
      title: 'Términos y condiciones',
      lead: 'Las normas de uso de este sitio. Al crear una cuenta o hacer un pedido, las aceptas.',
      sections: {
        service: {
          title: 'El servicio',
          body: 'Creamos retratos a partir de las fotos que subes: elegimos tus mejores fotos, te recortamos, te colocamos sobre los fondos que elijas y ajustamos la luz y el encuadre. El motor local no cambia tu ropa, tu postura ni tu expresión.',
        },
        account: {
          title: 'Tu cuenta',
          body: 'No compartas tus datos de acceso. Solo puedes subir fotos tuyas o de una persona que haya dado su consentimiento. Los responsables de equipo responden de las personas que invitan.',
        },
        photos: {
          title: 'Tus fotos y retratos',
          body: 'Conservas todos los derechos sobre tus fotos y sobre los retratos creados con ellas, y puedes usar los retratos para cualquier fin lícito. Solo nos das el permiso necesario para guardarlos y procesarlos para prestar el servicio.',
        },
        payment: {
          title: 'Pagos',
          body: 'Los precios se muestran antes de pagar y son pagos únicos salvo que se indique lo contrario. Los reembolsos siguen la política de reembolso.',
        },
        use: {
          title: 'Uso aceptable',
          body: 'Nada de fotos de otras personas sin su consentimiento, desnudos, menores sin el consentimiento de sus padres ni nada ilegal. Podemos eliminar esas fotos y cerrar las cuentas que incumplan estas normas.',
        },
        liability: {
          title: 'Responsabilidad',
          body: 'Hacemos todo lo posible para que el servicio funcione y tus datos estén seguros, pero no podemos prometer que todos los resultados te gusten. Nuestra responsabilidad se limita al importe que pagaste por el pedido en cuestión, salvo cuando la ley no permita ese límite.',
        },
        changes: {
          title: 'Cambios',
          body: 'Podemos cambiar estos términos. Anunciaremos los cambios importantes en este sitio antes de que entren en vigor.',
        },
      },
    },
    privacy: {
      metaTitle: 'Política de privacidad | {{brand}}',
      metaDescription:
        'Qué datos personales guarda {{brand}}, para qué, durante cuánto tiempo y cuáles son tus derechos.',
      title: 'Política de privacidad',
      lead: 'Tus fotos son personales. Esta página explica qué guardamos, para qué y qué puedes pedirnos.',
      sections: {
        what: {
          title: 'Qué guardamos',
          body: 'Los datos de tu cuenta (correo electrónico, nombre), las fotos que subes, los retratos creados con ellas, tus pedidos y registros técnicos básicos (dirección, navegador, páginas solicitadas).',
        },
        why: {
          title: 'Para qué',
          body: 'Para crear y entregarte tus retratos, gestionar tu cuenta y tus pedidos, responder a tus preguntas y mantener el sitio seguro. No vendemos tus datos ni usamos tus fotos para entrenar modelos para terceros.',
        },
        where: {
          title: 'Dónde',
          body: 'En los servidores del operador de este sitio. Nadie recibe un enlace público a tus fotos: las ves mediante enlaces que caducan. La página de subencargados enumera los servicios externos que el operador haya activado.',
        },
        cookies: {
          title: 'Cookies y almacenamiento local',
          body: 'Usamos cookies para mantener tu sesión, recordar tu idioma y tu moneda, y atribuir los enlaces de recomendación y de afiliados. Los scripts de analítica y publicidad están desactivados salvo que el operador los active.',
        },
        retention: {
          title: 'Durante cuánto tiempo',
          body: 'Tus fotos y retratos se conservan hasta que los borres o cierres tu cuenta. Los registros se guardan poco tiempo por motivos de seguridad.',
        },
        rights: {
          title: 'Tus derechos',
          body: 'Puedes consultar, corregir, descargar y borrar tus datos, y oponerte a su uso. Borra tus fotos en la aplicación o contáctanos para cualquier otra cosa. También puedes reclamar ante tu autoridad de protección de datos.',
        },
      },
    },
    subProcessors: {
      metaTitle: 'Subencargados del tratamiento | {{brand}}',
      metaDescription:
        'Los servicios externos que pueden tratar tus datos en este sitio: almacenamiento, correo y pagos. Por defecto no se usa ninguno.',
      title: 'Subencargados del tratamiento',
      lead: 'Por defecto, {{brand}} funciona en un solo servidor, sin servicios externos. El operador de este sitio puede activar los servicios siguientes; cada uno se nombra aquí cuando se usa.',
      columns: {
        purpose: 'Qué hace',
        default: 'Por defecto',
      },
      parts: {
        storage: {
          name: 'Almacenamiento de archivos',
          purpose: 'Guarda las fotos subidas y los retratos terminados.',
          default:
            'Ninguno: una carpeta en este servidor. El operador puede usar un proveedor de almacenamiento compatible con S3.',
        },
        email: {
          name: 'Envío de correo',
          purpose:
            'Envía enlaces de acceso, confirmaciones y avisos de “tus retratos están listos”.',
          default:
            'Ninguno: los mensajes se quedan en este servidor. El operador puede conectar un proveedor de correo (SMTP).',
        },
        payments: {
          name: 'Pagos',
          purpose: 'Cobra los pagos con tarjeta y gestiona los reembolsos.',
          default: 'Ninguno: no hay proveedor de pagos conectado. El operador puede conectar uno.',
        },
        generation: {
          name: 'Generación de retratos',
          purpose: 'Crea los retratos a partir de tus fotos.',
          default:
            'Ninguno: el motor local de este servidor. El operador puede conectar un servicio externo con GPU.',
        },
      },
      note: 'Si quieres saber qué proveedores usa hoy este sitio, contáctanos.',
    },
    security: {
      metaTitle: 'Política de seguridad | {{brand}}',
      metaDescription:
        'Cómo protege {{brand}} tus fotos y tu cuenta, y cómo informar de un problema de seguridad.',
      title: 'Política de seguridad',
      lead: 'Cómo se protegen tus fotos y tu cuenta, y cómo avisarnos de un problema.',
      sections: {
        access: {
          title: 'Acceso a tus fotos',
          body: 'Cada petición se comprueba en el servidor: solo tú, y en las fotos de equipo tu responsable de equipo, podéis ver tus fotos. Los enlaces a las fotos están firmados y caducan.',
        },
        transport: {
          title: 'En tránsito y almacenadas',
          body: 'El sitio debe servirse por HTTPS. Las fotos subidas se recodifican y se les quitan los metadatos (como la ubicación GPS) antes de guardarlas.',
        },
        accounts: {
          title: 'Cuentas',
          body: 'Las contraseñas solo se guardan como hashes con sal. Los intentos de acceso tienen un límite de frecuencia y puedes cerrar tus sesiones al salir.',
        },
        staff: {
          title: 'Acceso del personal',
          body: 'El personal solo ve las partes del panel de administración que su función necesita, y cada página comprueba esa función en el servidor.',
        },
        report: {
          title: 'Informar de un problema',
          body: '¿Has encontrado una vulnerabilidad? Cuéntanoslo desde la página de contacto con detalles suficientes para reproducirla. Danos tiempo para corregirla antes de hacerla pública. No emprendemos acciones legales contra investigaciones de buena fe.',
        },
        software: {
          title: 'Código abierto',
          body: '{{brand}} es de código abierto, así que cualquiera puede revisar el código que trata tus datos.',
        },
      },
    },
  },
  de: {
    operator:
      'Diese Website läuft mit {{brand}}, einer Open-Source-Software für Porträts. „Wir“ meint hier den Betreiber dieser Website, der über ihren Betrieb entscheidet.',
    contact: 'Fragen? Kontaktiere uns',
    refund: {
      metaTitle: 'Erstattungsrichtlinie | {{brand}}',
      metaDescription:
        'Nicht zufrieden mit deinen Porträts? Wie du eine Erstattung beantragst, wer sie beantragen kann und wie schnell sie bearbeitet wird.',
      title: 'Erstattungsrichtlinie',
      lead: 'Wenn deine Porträts nicht deinen Erwartungen entsprechen, kannst du dein Geld zurückverlangen.',
      sections: {
        who: {
          title: 'Wer eine Erstattung beantragen kann',
          body: 'Die Person, die die Bestellung bezahlt hat: eine Einzelkundin oder ein Einzelkunde, oder die Teamleitung, die Porträts für ein Team gekauft hat. Teammitglieder können keine Erstattung beantragen; sie wenden sich an die Administration oder den Inhaber des Teams.',
        },
        how: {
          title: 'So beantragst du sie',
          body: 'Melde dich an, öffne dein Profil und wähle den Erstattungsantrag, oder schreib uns über die Kontaktseite. Gib an, um welche Bestellung es geht, wenn du mehrere hast; diese Angabe ist freiwillig.',
        },
        time: {
          title: 'Wie schnell',
          body: 'Erstattungen werden innerhalb von {{hours}} Stunden bearbeitet. Das Geld geht auf die Karte oder das Konto zurück, mit dem du bezahlt hast; wann es dort erscheint, hängt von deiner Bank ab.',
        },
      },
    },
    terms: {
      metaTitle: 'Allgemeine Geschäftsbedingungen | {{brand}}',
      metaDescription:
        'Die Bedingungen für die Nutzung von {{brand}}: Konten, Zahlungen, deine Fotos und unsere Pflichten.',
      title: 'Allgemeine Geschäftsbedingungen',
      lead: 'Die Regeln für die Nutzung dieser Website. Mit dem Anlegen eines Kontos oder einer Bestellung stimmst du ihnen zu.',
      sections: {
        service: {
          title: 'Der Dienst',
          body: 'Wir erstellen Porträts aus den Fotos, die du hochlädst: Wir wählen deine besten Fotos aus, stellen dich frei, setzen dich vor die gewählten Hintergründe und passen Licht und Bildausschnitt an. Die lokale Engine ändert weder Kleidung noch Haltung oder Gesichtsausdruck.',
        },
        account: {
          title: 'Dein Konto',
          body: 'Behalte deine Zugangsdaten für dich. Du darfst nur Fotos von dir hochladen oder von einer Person, die zugestimmt hat. Teamleitungen sind für die Personen verantwortlich, die sie einladen.',
        },
        photos: {
          title: 'Deine Fotos und Porträts',
          body: 'Alle Rechte an deinen Fotos und den daraus erstellten Porträts bleiben bei dir, und du darfst die Porträts für jeden rechtmäßigen Zweck verwenden. Du erlaubst uns nur, sie zu speichern und zu verarbeiten, soweit es für den Dienst nötig ist.',
        },
        payment: {
          title: 'Zahlungen',
          body: 'Preise werden vor der Zahlung angezeigt und sind Einmalzahlungen, sofern nicht anders angegeben. Erstattungen richten sich nach der Erstattungsrichtlinie.',
        },
        use: {
          title: 'Zulässige Nutzung',
          body: 'Keine Fotos anderer Personen ohne deren Einwilligung, keine Nacktheit, keine Kinder ohne Einwilligung der Eltern, nichts Rechtswidriges. Wir können solche Fotos entfernen und Konten schließen, die gegen diese Regeln verstoßen.',
        },
        liability: {
          title: 'Haftung',
          body: 'Wir tun unser Bestes, damit der Dienst läuft und deine Daten sicher sind, können aber nicht versprechen, dass dir jedes Ergebnis gefällt. Unsere Haftung ist auf den Betrag begrenzt, den du für die betreffende Bestellung bezahlt hast, soweit das Gesetz eine solche Begrenzung zulässt.',
        },
        changes: {
          title: 'Änderungen',
          body: 'Wir können diese Bedingungen ändern. Wichtige Änderungen kündigen wir auf dieser Website an, bevor sie gelten.',
        },
      },
    },
    privacy: {
      metaTitle: 'Datenschutzerklärung | {{brand}}',
      metaDescription:
        'Welche personenbezogenen Daten {{brand}} speichert, wozu, wie lange, und welche Rechte du hast.',
      title: 'Datenschutzerklärung',
      lead: 'Deine Fotos sind persönlich. Diese Seite erklärt, was wir speichern, wozu, und was du von uns verlangen kannst.',
      sections: {
        what: {
          title: 'Was wir speichern',
          body: 'Deine Kontodaten (E-Mail-Adresse, Name), die Fotos, die du hochlädst, die daraus erstellten Porträts, deine Bestellungen und einfache technische Protokolle (Adresse, Browser, aufgerufene Seiten).',
        },
        why: {
          title: 'Wozu',
          body: 'Um deine Porträts zu erstellen und zu liefern, dein Konto und deine Bestellungen zu führen, deine Fragen zu beantworten und die Website sicher zu halten. Wir verkaufen deine Daten nicht und nutzen deine Fotos nicht, um Modelle für andere zu trainieren.',
        },
        where: {
          title: 'Wo',
          body: 'Auf den Servern des Betreibers dieser Website. Niemand bekommt einen öffentlichen Link zu deinen Fotos: Du siehst sie über Links, die ablaufen. Die Seite zu den Unterauftragsverarbeitern nennt alle externen Dienste, die der Betreiber eingeschaltet hat.',
        },
        cookies: {
          title: 'Cookies und lokaler Speicher',
          body: 'Wir verwenden Cookies, um dich angemeldet zu halten, deine Sprache und Währung zu speichern und Empfehlungs- und Affiliate-Links zuzuordnen. Analyse- und Werbeskripte sind aus, solange der Betreiber sie nicht einschaltet.',
        },
        retention: {
          title: 'Wie lange',
          body: 'Deine Fotos und Porträts bleiben gespeichert, bis du sie löschst oder dein Konto schließt. Protokolle werden aus Sicherheitsgründen kurz aufbewahrt.',
        },
        rights: {
          title: 'Deine Rechte',
          body: 'Du kannst deine Daten einsehen, berichtigen, herunterladen und löschen sowie ihrer Verwendung widersprechen. Lösche Fotos in der App oder kontaktiere uns für alles andere. Du kannst dich außerdem bei deiner Datenschutzbehörde beschweren.',
        },
      },
    },
    subProcessors: {
      metaTitle: 'Unterauftragsverarbeiter | {{brand}}',
      metaDescription:
        'Die externen Dienste, die auf dieser Website deine Daten verarbeiten können: Speicher, E-Mail und Zahlungen. Standardmäßig wird keiner genutzt.',
      title: 'Unterauftragsverarbeiter',
      lead: 'Standardmäßig läuft {{brand}} auf einem einzigen Server, ohne externe Dienste. Der Betreiber dieser Website kann die folgenden Dienste einschalten; jeder wird hier genannt, sobald er genutzt wird.',
      columns: {
        purpose: 'Aufgabe',
        default: 'Standard',
      },
      parts: {
        storage: {
          name: 'Dateispeicher',
          purpose: 'Speichert hochgeladene Fotos und fertige Porträts.',
          default:
            'Keiner: ein Ordner auf diesem Server. Der Betreiber kann einen S3-kompatiblen Speicheranbieter nutzen.',
        },
        email: {
          name: 'E-Mail-Versand',
          purpose: 'Verschickt Anmeldelinks, Bestätigungen und „Deine Porträts sind fertig“-Mails.',
          default:
            'Keiner: Nachrichten bleiben auf diesem Server. Der Betreiber kann einen E-Mail-Anbieter (SMTP) anbinden.',
        },
        payments: {
          name: 'Zahlungen',
          purpose: 'Nimmt Kartenzahlungen entgegen und wickelt Erstattungen ab.',
          default:
            'Keiner: Es ist kein Zahlungsanbieter angebunden. Der Betreiber kann einen anbinden.',
        },
        generation: {
          name: 'Porträterstellung',
          purpose: 'Erstellt die Porträts aus deinen Fotos.',
          default:
            'Keiner: die lokale Engine auf diesem Server. Der Betreiber kann einen externen GPU-Dienst anbinden.',
        },
      },
      note: 'Wenn du wissen möchtest, welche Anbieter diese Website derzeit nutzt, kontaktiere uns.',
    },
    security: {
      metaTitle: 'Sicherheitsrichtlinie | {{brand}}',
      metaDescription:
        'Wie {{brand}} deine Fotos und dein Konto schützt und wie du ein Sicherheitsproblem meldest.',
      title: 'Sicherheitsrichtlinie',
      lead: 'Wie deine Fotos und dein Konto geschützt sind und wie du uns ein Problem meldest.',
      sections: {
        access: {
          title: 'Zugriff auf deine Fotos',
          body: 'Jede Anfrage wird auf dem Server geprüft: Nur du und bei Teamfotos deine Teamleitung können deine Fotos sehen. Links zu Fotos sind signiert und laufen ab.',
        },
        transport: {
          title: 'Bei der Übertragung und Speicherung',
          body: 'Die Website sollte über HTTPS ausgeliefert werden. Hochgeladene Fotos werden neu kodiert und vor dem Speichern von Metadaten (etwa dem GPS-Standort) befreit.',
        },
        accounts: {
          title: 'Konten',
          body: 'Passwörter werden nur als gesalzene Hashes gespeichert. Anmeldeversuche sind begrenzt, und Sitzungen lassen sich durch Abmelden beenden.',
        },
        staff: {
          title: 'Zugriff durch Mitarbeitende',
          body: 'Mitarbeitende sehen nur die Bereiche des Backoffice, die ihre Rolle braucht, und jede Seite prüft diese Rolle auf dem Server.',
        },
        report: {
          title: 'Ein Problem melden',
          body: 'Du hast eine Schwachstelle gefunden? Melde sie über die Kontaktseite mit genug Details, um sie nachzuvollziehen. Gib uns Zeit, sie zu beheben, bevor du sie veröffentlichst. Gegen Forschung in gutem Glauben gehen wir nicht rechtlich vor.',
        },
        software: {
          title: 'Open Source',
          body: '{{brand}} ist Open Source, daher kann jeder den Code prüfen, der deine Daten verarbeitet.',
        },
      },
    },
  },
});
