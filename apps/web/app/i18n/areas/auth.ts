import { MESSAGES } from '@hs/domain/messages';
import { area } from './area.ts';

// Texts of the sign-in pages and the team-member landing; keys are used as t('auth.<key>').
// English texts the spec quotes come from the domain's message catalogue.
export const auth = area({
  en: {
    fields: {
      name: 'Full name',
      email: 'Email address',
      emailPlaceholder: 'you@company.com',
      password: 'Password',
      passwordHint: 'At least {{min}} characters.',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
    },
    validation: {
      nameRequired: 'Enter your name.',
      emailInvalid: 'Enter a valid email address, like name@company.com.',
      passwordRequired: 'Enter your password.',
      passwordTooShort: 'Use at least {{min}} characters.',
      passwordTooLong: 'Use at most {{max}} characters.',
      passwordsDiffer: 'The passwords do not match.',
    },
    errors: {
      invalidCredentials: 'The email address or password is incorrect.',
      emailNotVerified:
        'Please confirm your email address first. We just sent you a new confirmation email.',
      rateLimited: 'Too many attempts. Please wait a minute and try again.',
      signupRateLimited: MESSAGES.SIGNUP_RATE_LIMITED,
      generic: MESSAGES.GENERIC_TRY_AGAIN,
      linkExpired: 'This link has expired or was already used. Request a new one below.',
      signInIncomplete: 'Signing in did not complete. Please try again.',
    },
    loading: {
      loggingIn: MESSAGES.LOGGING_YOU_IN,
      adjustingCurrency: MESSAGES.ADJUSTING_CURRENCY,
    },
    social: {
      metaTitle: 'Social sign-in · Headshot Studio',
      title: 'Sign in with a social account',
      subtitle: 'Use an account you already have: no new password to remember.',
      continueWith: 'Continue with {{provider}}',
      google: 'Google',
      linkedin: 'LinkedIn',
      or: 'or',
      notConfiguredTitle: 'Social sign-in is not set up',
      notConfigured:
        'Social sign-in is not set up on this installation. Sign in with your email address instead.',
      useEmail: 'Sign in with email',
    },
    login: {
      metaTitle: 'Sign in · Headshot Studio',
      metaDescription: 'Sign in to Headshot Studio to upload selfies and get your headshots.',
      title: 'Welcome back',
      subtitle: 'Sign in to your Headshot Studio account.',
      forgotPassword: 'Forgot password?',
      submit: 'Sign in',
      magicLink: 'Email me a sign-in link',
      noAccount: 'New to Headshot Studio?',
      createAccount: 'Create an account',
      checkInboxTitle: 'Check your inbox',
      checkInboxBody:
        'We sent a sign-in link to {{email}}. It works once and expires in 10 minutes.',
      useAnotherEmail: 'Use a different email address',
    },
    signup: {
      metaTitle: 'Create your account · Headshot Studio',
      metaDescription:
        'Create a Headshot Studio account and turn a few selfies into professional headshots.',
      title: 'Create your account',
      subtitle: 'Turn a few selfies into professional business headshots.',
      submit: 'Create account',
      terms: 'By creating an account, you agree to our terms of service and privacy policy.',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
      checkInboxTitle: 'Check your inbox to confirm your email',
      checkInboxBody:
        'We sent an email to {{email}}. Open the link in it to confirm your address and finish creating your account.',
      spamHint: 'Nothing after a few minutes? Check your spam folder, or sign up again.',
      backToLogin: 'Back to sign in',
    },
    reset: {
      metaTitle: 'Reset your password · Headshot Studio',
      requestTitle: 'Reset your password',
      requestSubtitle:
        "Enter the email address of your account and we'll send you a link to choose a new password.",
      requestSubmit: 'Send reset link',
      sentTitle: 'Check your inbox',
      sentBody:
        'If an account exists for {{email}}, we sent it a link to reset the password. The link expires in 1 hour.',
      chooseTitle: 'Choose a new password',
      chooseSubtitle: 'Pick a password you do not use anywhere else.',
      chooseSubmit: 'Save new password',
      doneTitle: 'Your password has been changed',
      doneBody: 'Sign in with your new password. You were signed out on your other devices.',
      signIn: 'Sign in',
      expiredTitle: 'This link has expired or was already used',
      expiredBody:
        'Password reset links work once and expire after 1 hour. Request a new one and we will email it to you.',
      requestNew: 'Request a new link',
      remembered: 'Remembered your password?',
      backToLogin: 'Back to sign in',
    },
    teamMember: {
      metaTitle: 'Your team headshots · Headshot Studio',
      eyebrow: 'Team headshots',
      title: 'Your company invited you to get professional headshots',
      body: 'No account needed: continue, upload a few selfies, and we create your headshots for your company.',
      step1: 'Upload a few everyday selfies',
      step2: 'We check each photo for a clear face',
      step3: 'Your headshots go to your team',
      continue: 'Continue',
      haveAccount: 'Have your own account?',
      signIn: 'Sign in',
    },
  },
  es: {
    fields: {
      name: 'Nombre completo',
      email: 'Correo electrónico',
      emailPlaceholder: 'tu@empresa.com',
      password: 'Contraseña',
      passwordHint: 'Al menos {{min}} caracteres.',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirma la nueva contraseña',
      showPassword: 'Mostrar contraseña',
      hidePassword: 'Ocultar contraseña',
    },
    validation: {
      nameRequired: 'Escribe tu nombre.',
      emailInvalid: 'Escribe un correo electrónico válido, como nombre@empresa.com.',
      passwordRequired: 'Escribe tu contraseña.',
      passwordTooShort: 'Usa al menos {{min}} caracteres.',
      passwordTooLong: 'Usa como máximo {{max}} caracteres.',
      passwordsDiffer: 'Las contraseñas no coinciden.',
    },
    errors: {
      invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
      emailNotVerified:
        'Primero confirma tu correo electrónico. Te acabamos de enviar un nuevo correo de confirmación.',
      rateLimited: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
      signupRateLimited:
        'Te has registrado demasiadas veces. Contacta con soporte si crees que este error es incorrecto.',
      generic: 'Algo salió mal. Inténtalo de nuevo.',
      linkExpired: 'Este enlace ha caducado o ya se usó. Solicita uno nuevo abajo.',
      signInIncomplete: 'No se pudo completar el inicio de sesión. Inténtalo de nuevo.',
    },
    loading: {
      loggingIn: 'Iniciando sesión...',
      adjustingCurrency: 'Ajustando la moneda...',
    },
    social: {
      metaTitle: 'Acceso con redes sociales · Headshot Studio',
      title: 'Inicia sesión con una cuenta social',
      subtitle: 'Usa una cuenta que ya tienes: sin otra contraseña que recordar.',
      continueWith: 'Continuar con {{provider}}',
      google: 'Google',
      linkedin: 'LinkedIn',
      or: 'o',
      notConfiguredTitle: 'El acceso con redes sociales no está configurado',
      notConfigured:
        'El acceso con redes sociales no está configurado en esta instalación. Inicia sesión con tu correo electrónico.',
      useEmail: 'Iniciar sesión con correo',
    },
    login: {
      metaTitle: 'Iniciar sesión · Headshot Studio',
      metaDescription:
        'Inicia sesión en Headshot Studio para subir selfies y recibir tus retratos.',
      title: 'Te damos la bienvenida',
      subtitle: 'Inicia sesión en tu cuenta de Headshot Studio.',
      forgotPassword: '¿Olvidaste tu contraseña?',
      submit: 'Iniciar sesión',
      magicLink: 'Envíame un enlace de acceso',
      noAccount: '¿Nuevo en Headshot Studio?',
      createAccount: 'Crear una cuenta',
      checkInboxTitle: 'Revisa tu bandeja de entrada',
      checkInboxBody:
        'Enviamos un enlace de acceso a {{email}}. Funciona una sola vez y caduca en 10 minutos.',
      useAnotherEmail: 'Usar otro correo electrónico',
    },
    signup: {
      metaTitle: 'Crea tu cuenta · Headshot Studio',
      metaDescription:
        'Crea una cuenta en Headshot Studio y convierte unos selfies en retratos profesionales.',
      title: 'Crea tu cuenta',
      subtitle: 'Convierte unos selfies en retratos profesionales de empresa.',
      submit: 'Crear cuenta',
      terms:
        'Al crear una cuenta, aceptas nuestras condiciones de servicio y nuestra política de privacidad.',
      haveAccount: '¿Ya tienes una cuenta?',
      signIn: 'Iniciar sesión',
      checkInboxTitle: 'Revisa tu correo para confirmar tu dirección',
      checkInboxBody:
        'Enviamos un correo a {{email}}. Abre el enlace que contiene para confirmar tu dirección y terminar de crear tu cuenta.',
      spamHint: '¿No llega nada en unos minutos? Revisa la carpeta de spam o vuelve a registrarte.',
      backToLogin: 'Volver a iniciar sesión',
    },
    reset: {
      metaTitle: 'Restablecer contraseña · Headshot Studio',
      requestTitle: 'Restablece tu contraseña',
      requestSubtitle:
        'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
      requestSubmit: 'Enviar enlace',
      sentTitle: 'Revisa tu bandeja de entrada',
      sentBody:
        'Si existe una cuenta para {{email}}, le enviamos un enlace para restablecer la contraseña. El enlace caduca en 1 hora.',
      chooseTitle: 'Elige una nueva contraseña',
      chooseSubtitle: 'Elige una contraseña que no uses en ningún otro sitio.',
      chooseSubmit: 'Guardar nueva contraseña',
      doneTitle: 'Tu contraseña se ha cambiado',
      doneBody:
        'Inicia sesión con tu nueva contraseña. Hemos cerrado tu sesión en tus otros dispositivos.',
      signIn: 'Iniciar sesión',
      expiredTitle: 'Este enlace ha caducado o ya se usó',
      expiredBody:
        'Los enlaces para restablecer la contraseña funcionan una vez y caducan en 1 hora. Solicita uno nuevo y te lo enviaremos por correo.',
      requestNew: 'Solicitar un enlace nuevo',
      remembered: '¿Recordaste tu contraseña?',
      backToLogin: 'Volver a iniciar sesión',
    },
    teamMember: {
      metaTitle: 'Los retratos de tu equipo · Headshot Studio',
      eyebrow: 'Retratos para equipos',
      title: 'Tu empresa te ha invitado a conseguir retratos profesionales',
      body: 'No necesitas una cuenta: continúa, sube unos selfies y crearemos tus retratos para tu empresa.',
      step1: 'Sube unos selfies cotidianos',
      step2: 'Comprobamos que cada foto muestre bien la cara',
      step3: 'Tus retratos llegan a tu equipo',
      continue: 'Continuar',
      haveAccount: '¿Tienes tu propia cuenta?',
      signIn: 'Iniciar sesión',
    },
  },
  de: {
    fields: {
      name: 'Vollständiger Name',
      email: 'E-Mail-Adresse',
      emailPlaceholder: 'du@firma.de',
      password: 'Passwort',
      passwordHint: 'Mindestens {{min}} Zeichen.',
      newPassword: 'Neues Passwort',
      confirmPassword: 'Neues Passwort bestätigen',
      showPassword: 'Passwort anzeigen',
      hidePassword: 'Passwort verbergen',
    },
    validation: {
      nameRequired: 'Gib deinen Namen ein.',
      emailInvalid: 'Gib eine gültige E-Mail-Adresse ein, zum Beispiel name@firma.de.',
      passwordRequired: 'Gib dein Passwort ein.',
      passwordTooShort: 'Verwende mindestens {{min}} Zeichen.',
      passwordTooLong: 'Verwende höchstens {{max}} Zeichen.',
      passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
    },
    errors: {
      invalidCredentials: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
      emailNotVerified:
        'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir gerade eine neue Bestätigungs-E-Mail geschickt.',
      rateLimited: 'Zu viele Versuche. Bitte warte eine Minute und versuche es erneut.',
      signupRateLimited:
        'Du hast dich zu oft registriert. Wende dich an den Support, wenn du diesen Fehler für falsch hältst.',
      generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
      linkExpired:
        'Dieser Link ist abgelaufen oder wurde bereits verwendet. Fordere unten einen neuen an.',
      signInIncomplete: 'Die Anmeldung wurde nicht abgeschlossen. Bitte versuche es erneut.',
    },
    loading: {
      loggingIn: 'Du wirst angemeldet...',
      adjustingCurrency: 'Währung wird angepasst...',
    },
    social: {
      metaTitle: 'Social Login · Headshot Studio',
      title: 'Mit einem Social-Konto anmelden',
      subtitle: 'Nutze ein Konto, das du schon hast: kein neues Passwort zum Merken.',
      continueWith: 'Weiter mit {{provider}}',
      google: 'Google',
      linkedin: 'LinkedIn',
      or: 'oder',
      notConfiguredTitle: 'Social Login ist nicht eingerichtet',
      notConfigured:
        'Social Login ist auf dieser Installation nicht eingerichtet. Melde dich stattdessen mit deiner E-Mail-Adresse an.',
      useEmail: 'Mit E-Mail anmelden',
    },
    login: {
      metaTitle: 'Anmelden · Headshot Studio',
      metaDescription:
        'Melde dich bei Headshot Studio an, um Selfies hochzuladen und deine Bewerbungsfotos zu erhalten.',
      title: 'Willkommen zurück',
      subtitle: 'Melde dich bei deinem Headshot-Studio-Konto an.',
      forgotPassword: 'Passwort vergessen?',
      submit: 'Anmelden',
      magicLink: 'Anmeldelink per E-Mail senden',
      noAccount: 'Neu bei Headshot Studio?',
      createAccount: 'Konto erstellen',
      checkInboxTitle: 'Schau in dein Postfach',
      checkInboxBody:
        'Wir haben einen Anmeldelink an {{email}} geschickt. Er funktioniert einmal und läuft in 10 Minuten ab.',
      useAnotherEmail: 'Andere E-Mail-Adresse verwenden',
    },
    signup: {
      metaTitle: 'Konto erstellen · Headshot Studio',
      metaDescription:
        'Erstelle ein Headshot-Studio-Konto und mach aus ein paar Selfies professionelle Porträtfotos.',
      title: 'Konto erstellen',
      subtitle: 'Mach aus ein paar Selfies professionelle Business-Porträts.',
      submit: 'Konto erstellen',
      terms:
        'Mit dem Erstellen eines Kontos stimmst du unseren Nutzungsbedingungen und unserer Datenschutzerklärung zu.',
      haveAccount: 'Du hast schon ein Konto?',
      signIn: 'Anmelden',
      checkInboxTitle: 'Bestätige deine E-Mail-Adresse in deinem Postfach',
      checkInboxBody:
        'Wir haben eine E-Mail an {{email}} geschickt. Öffne den Link darin, um deine Adresse zu bestätigen und dein Konto fertig zu erstellen.',
      spamHint:
        'Nach ein paar Minuten noch nichts da? Schau im Spam-Ordner nach oder registriere dich erneut.',
      backToLogin: 'Zurück zur Anmeldung',
    },
    reset: {
      metaTitle: 'Passwort zurücksetzen · Headshot Studio',
      requestTitle: 'Passwort zurücksetzen',
      requestSubtitle:
        'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort wählst.',
      requestSubmit: 'Link senden',
      sentTitle: 'Schau in dein Postfach',
      sentBody:
        'Falls es ein Konto für {{email}} gibt, haben wir einen Link zum Zurücksetzen des Passworts geschickt. Der Link läuft in 1 Stunde ab.',
      chooseTitle: 'Neues Passwort wählen',
      chooseSubtitle: 'Wähle ein Passwort, das du nirgendwo sonst verwendest.',
      chooseSubmit: 'Neues Passwort speichern',
      doneTitle: 'Dein Passwort wurde geändert',
      doneBody:
        'Melde dich mit deinem neuen Passwort an. Auf deinen anderen Geräten wurdest du abgemeldet.',
      signIn: 'Anmelden',
      expiredTitle: 'Dieser Link ist abgelaufen oder wurde bereits verwendet',
      expiredBody:
        'Links zum Zurücksetzen funktionieren einmal und laufen nach 1 Stunde ab. Fordere einen neuen an, wir schicken ihn dir per E-Mail.',
      requestNew: 'Neuen Link anfordern',
      remembered: 'Passwort wieder eingefallen?',
      backToLogin: 'Zurück zur Anmeldung',
    },
    teamMember: {
      metaTitle: 'Deine Team-Porträts · Headshot Studio',
      eyebrow: 'Porträts fürs Team',
      title: 'Dein Unternehmen hat dich zu professionellen Porträtfotos eingeladen',
      body: 'Kein Konto nötig: Klick auf Weiter, lade ein paar Selfies hoch, und wir erstellen deine Porträts für dein Unternehmen.',
      step1: 'Lade ein paar Alltags-Selfies hoch',
      step2: 'Wir prüfen jedes Foto auf ein gut erkennbares Gesicht',
      step3: 'Deine Porträts gehen an dein Team',
      continue: 'Weiter',
      haveAccount: 'Du hast ein eigenes Konto?',
      signIn: 'Anmelden',
    },
  },
});
