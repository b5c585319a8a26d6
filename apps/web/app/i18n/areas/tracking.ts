import { MESSAGES } from '@hs/domain/messages';
import { area } from './area.ts';

// Texts of the currency switch and the support entry points; keys are t('tracking.<key>').
export const tracking = area({
  en: {
    currency: {
      label: 'Currency',
      menu: 'Choose a currency',
      switching: MESSAGES.SWITCHING_CURRENCY,
    },
    support: {
      button: 'Support',
      loading: 'Loading the form…',
      faqTitle: 'Support and FAQ',
      feedbackTitle: 'Send us feedback',
      supportId: 'Your support ID: {{uid}}',
      entries: {
        contact: MESSAGES.FAQ_CONTACT_US,
        refund: MESSAGES.FAQ_REFUND,
        invoice: MESSAGES.FAQ_INVOICE_AND_PAYMENT,
        feedback: MESSAGES.FAQ_SUBMIT_FEEDBACK,
        bug: MESSAGES.FAQ_REPORT_A_BUG,
      },
      close: 'Close',
    },
  },
  es: {
    currency: {
      label: 'Moneda',
      menu: 'Elige una moneda',
      switching: 'Cambiando de moneda...',
    },
    support: {
      button: 'Soporte',
      loading: 'Cargando el formulario…',
      faqTitle: 'Soporte y preguntas frecuentes',
      feedbackTitle: 'Envíanos tu opinión',
      supportId: 'Tu ID de soporte: {{uid}}',
      entries: {
        contact: 'Contacto',
        refund: 'Reembolso',
        invoice: 'Facturas y pagos',
        feedback: 'Enviar comentarios',
        bug: 'Informar de un error',
      },
      close: 'Cerrar',
    },
  },
  de: {
    currency: {
      label: 'Währung',
      menu: 'Währung wählen',
      switching: 'Währung wird gewechselt...',
    },
    support: {
      button: 'Support',
      loading: 'Formular wird geladen…',
      faqTitle: 'Support und häufige Fragen',
      feedbackTitle: 'Feedback senden',
      supportId: 'Deine Support-ID: {{uid}}',
      entries: {
        contact: 'Kontakt',
        refund: 'Rückerstattung',
        invoice: 'Rechnungen und Zahlungen',
        feedback: 'Feedback senden',
        bug: 'Fehler melden',
      },
      close: 'Schließen',
    },
  },
});
