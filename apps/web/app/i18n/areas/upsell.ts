import { area } from './area.ts';

// The upsell basket under the results (spec 001 sections 3, 4 and 7).
export const upsell = area({
  en: {
    loading: 'Loading extra styles…',
    title: 'More styles for this model',
    intro:
      'Add backdrop styles you do not have yet ({{price}} each, 10 headshots per style) and remix credits. We make the new styles from the photos you already uploaded.',
    localEngine:
      'This studio keeps your own clothing and pose; a new style changes the backdrop, light and colour.',
    freeStyles_one: 'You have {{count}} free style to add.',
    freeStyles_other: 'You have {{count}} free styles to add.',
    stylesLegend: 'Styles',
    addRemix: 'Add 10 remix credits ({{price}})',
    remixInBasket_one: '{{count}} remix credit in the basket',
    remixInBasket_other: '{{count}} remix credits in the basket',
    total: 'Total: {{total}}',
    pay: 'Pay and make the styles',
    making: {
      title: 'Making your new styles',
      progress: '{{name}}: {{made}} of {{of}} headshots made',
      failed:
        '{{name}} could not be made. Write to support and we make it again; it stays paid for.',
      done: 'Ready in your gallery: {{names}}',
    },
  },
  es: {
    loading: 'Cargando estilos adicionales…',
    title: 'Más estilos para este modelo',
    intro:
      'Añade estilos de fondo que aún no tienes ({{price}} cada uno, 10 retratos por estilo) y créditos de remix. Creamos los estilos nuevos con las fotos que ya subiste.',
    localEngine:
      'Este estudio mantiene tu propia ropa y pose; un estilo nuevo cambia el fondo, la luz y el color.',
    freeStyles_one: 'Tienes {{count}} estilo gratis para añadir.',
    freeStyles_other: 'Tienes {{count}} estilos gratis para añadir.',
    stylesLegend: 'Estilos',
    addRemix: 'Añadir 10 créditos de remix ({{price}})',
    remixInBasket_one: '{{count}} crédito de remix en la cesta',
    remixInBasket_other: '{{count}} créditos de remix en la cesta',
    total: 'Total: {{total}}',
    pay: 'Pagar y crear los estilos',
    making: {
      title: 'Creando tus estilos nuevos',
      progress: '{{name}}: {{made}} de {{of}} retratos creados',
      failed: 'No se pudo crear {{name}}. Escribe a soporte y lo creamos de nuevo; sigue pagado.',
      done: 'Listo en tu galería: {{names}}',
    },
  },
  de: {
    loading: 'Zusätzliche Stile werden geladen…',
    title: 'Mehr Stile für dieses Modell',
    intro:
      'Füge Hintergrundstile hinzu, die du noch nicht hast ({{price}} pro Stil, 10 Porträts pro Stil), und Remix-Credits. Wir erstellen die neuen Stile aus den Fotos, die du bereits hochgeladen hast.',
    localEngine:
      'Dieses Studio behält deine eigene Kleidung und Pose; ein neuer Stil ändert Hintergrund, Licht und Farbe.',
    freeStyles_one: 'Du kannst {{count}} Stil kostenlos hinzufügen.',
    freeStyles_other: 'Du kannst {{count}} Stile kostenlos hinzufügen.',
    stylesLegend: 'Stile',
    addRemix: '10 Remix-Credits hinzufügen ({{price}})',
    remixInBasket_one: '{{count}} Remix-Credit im Warenkorb',
    remixInBasket_other: '{{count}} Remix-Credits im Warenkorb',
    total: 'Summe: {{total}}',
    pay: 'Bezahlen und Stile erstellen',
    making: {
      title: 'Deine neuen Stile werden erstellt',
      progress: '{{name}}: {{made}} von {{of}} Porträts erstellt',
      failed:
        '{{name}} konnte nicht erstellt werden. Schreib dem Support, wir erstellen ihn erneut; er bleibt bezahlt.',
      done: 'Fertig in deiner Galerie: {{names}}',
    },
  },
});
