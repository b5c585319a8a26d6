import { area } from './area.ts';

// Issue 15 items 1, 5 and 6 (decision 046): what the configured engine can do (pricing,
// wizard, results) and what it will make of the uploads (the wizard's photo check).
// Keys are used as t('engine.<key>').
export const engine = area({
  en: {
    capabilities: {
      title: 'What our headshot engine does',
      ownPhotos:
        'Your headshots are made from your own photos: each one is one of your uploads, cut out, framed and lit anew.',
      generated: 'Your headshots are drawn new by an AI model from your photos.',
      backdropYes: 'It changes the backdrop.',
      lightYes: 'It changes the light.',
      clothingNo: 'It does not change your clothing: you wear what you wear in your photos.',
      clothingYes: 'It can change your clothing.',
      clothingUnknown: 'Whether it changes clothing depends on the model in use.',
      poseNo: 'It does not change your pose or expression.',
      poseYes: 'It can change your pose.',
      poseUnknown: 'Whether it changes your pose depends on the model in use.',
      detail:
        'Real detail goes up to {{detail}} pixels on the longer side (the size we keep your photos at); larger package sizes are enlarged from it.',
      maxSide: 'The largest size it renders is {{max}} pixels on the longer side.',
      limited:
        'Each backdrop style gets as many different photos as your uploads allow: more varied photos give more headshots.',
    },
    check: {
      title: 'What the engine can make of your photos',
      reading: 'Checking which photos the engine can use…',
      failed: 'We could not check your photos: {{message}}',
      retry: 'Check again',
      enough:
        'Your photos give each style {{perStyle}} different headshots; {{wanted}} are needed.',
      short_one:
        'Your photos give each style only {{perStyle}} different headshots, not {{wanted}}. Add 1 more photo that shows your shoulders, with your whole head and some space above your hair.',
      short_other:
        'Your photos give each style only {{perStyle}} different headshots, not {{wanted}}. Add {{count}} more photos that show your shoulders, with your whole head and some space above your hair.',
      fallback_one:
        'None of your photos shows your whole head with your shoulders, so no headshot can be made from them, and submitting waits until one does. Add 1 photo that shows your shoulders, with your whole head and some space above your hair.',
      fallback_other:
        'None of your photos shows your whole head with your shoulders, so no headshot can be made from them, and submitting waits until one does. Add {{count}} photos that show your shoulders, with your whole head and some space above your hair.',
      unreachable:
        'The engine makes at most {{max}} different headshots per style from uploads, so each style will get {{perStyle}} instead of {{wanted}}. Choosing more styles shares your package over more of them.',
      allowed:
        'You can still continue: you would get fewer headshots than your package includes, never copies to fill the gap.',
      someoneElse_one:
        'This photo does not seem to show the same person as your other photos: {{names}}. Remove it so your headshots show only you.',
      someoneElse_other:
        'These photos do not seem to show the same person as your other photos: {{names}}. Remove them so your headshots show only you.',
      confirmShort:
        'Your photos give each style {{perStyle}} different headshots, not {{wanted}}: you would get fewer headshots than your package includes. Go back to the photos to add some that show your shoulders.',
      confirmFallback:
        'None of your photos shows your whole head with your shoulders, so no headshot can be made from them. Go back to the photos to add some that show your shoulders: you can submit once one does.',
      confirmSomeoneElse:
        'Some of your photos do not seem to show the same person. Go back to the photos to see which.',
      photos: 'Photos',
    },
    use: {
      used: 'Used',
      usedCrops: 'Used: {{crops}}',
      crop: {
        'head-and-shoulders': 'head and shoulders',
        medium: 'medium',
        'half-body': 'half body',
      },
      'no-face': 'Not used: the engine cannot read the face',
      'head-cut':
        'Not used: your head or hair touches the edge of the photo, or someone or something behind you touches your head',
      'no-room':
        'Not used: no head-and-shoulders frame fits (too little of you below the chin or beside your head, or something beside your head runs out of the photo)',
      'not-among-best': 'Not used: the engine takes its {{max}} best photos',
      'someone-else': 'Not used: this photo seems to show someone else than your other photos',
      nsfw: 'Not used: this photo was flagged as not suitable for work headshots',
      unread: 'Checking…',
      someoneElse: 'Someone else? Not the person in your other photos',
    },
    tooSmall: {
      image:
        'This photo is {{width}} × {{height}} pixels; photos need at least {{minimum}} pixels on each side.',
      face: 'Your face takes {{width}} pixels here; at least {{minimum}} are needed. Use a closer or larger photo.',
    },
  },
  es: {
    capabilities: {
      title: 'Qué hace nuestro motor de retratos',
      ownPhotos:
        'Tus retratos se hacen con tus propias fotos: cada uno es una de las que subiste, recortada, encuadrada e iluminada de nuevo.',
      generated: 'Un modelo de IA dibuja tus retratos de nuevo a partir de tus fotos.',
      backdropYes: 'Cambia el fondo.',
      lightYes: 'Cambia la luz.',
      clothingNo: 'No cambia tu ropa: llevas lo que llevas en tus fotos.',
      clothingYes: 'Puede cambiar tu ropa.',
      clothingUnknown: 'Si cambia la ropa depende del modelo en uso.',
      poseNo: 'No cambia tu postura ni tu expresión.',
      poseYes: 'Puede cambiar tu postura.',
      poseUnknown: 'Si cambia tu postura depende del modelo en uso.',
      detail:
        'El detalle real llega a {{detail}} píxeles en el lado largo (el tamaño al que guardamos tus fotos); los tamaños mayores de un paquete se amplían a partir de él.',
      maxSide: 'El tamaño máximo que genera es de {{max}} píxeles en el lado largo.',
      limited:
        'Cada estilo de fondo recibe tantas fotos distintas como permitan tus fotos: fotos más variadas dan más retratos.',
    },
    check: {
      title: 'Qué puede hacer el motor con tus fotos',
      reading: 'Comprobando qué fotos puede usar el motor…',
      failed: 'No pudimos comprobar tus fotos: {{message}}',
      retry: 'Comprobar de nuevo',
      enough:
        'Tus fotos dan a cada estilo {{perStyle}} retratos distintos; se necesitan {{wanted}}.',
      short_one:
        'Tus fotos dan a cada estilo solo {{perStyle}} retratos distintos, no {{wanted}}. Añade 1 foto más que muestre tus hombros, con la cabeza entera y algo de espacio sobre el pelo.',
      short_other:
        'Tus fotos dan a cada estilo solo {{perStyle}} retratos distintos, no {{wanted}}. Añade {{count}} fotos más que muestren tus hombros, con la cabeza entera y algo de espacio sobre el pelo.',
      fallback_one:
        'Ninguna de tus fotos muestra la cabeza entera con los hombros, así que no se puede hacer ningún retrato con ellas, y el envío espera hasta que una lo haga. Añade 1 foto que muestre tus hombros, con la cabeza entera y algo de espacio sobre el pelo.',
      fallback_other:
        'Ninguna de tus fotos muestra la cabeza entera con los hombros, así que no se puede hacer ningún retrato con ellas, y el envío espera hasta que una lo haga. Añade {{count}} fotos que muestren tus hombros, con la cabeza entera y algo de espacio sobre el pelo.',
      unreachable:
        'El motor hace como mucho {{max}} retratos distintos por estilo a partir de tus fotos, así que cada estilo tendrá {{perStyle}} en vez de {{wanted}}. Elegir más estilos reparte tu paquete entre más.',
      allowed:
        'Puedes continuar igualmente: recibirías menos retratos de los que incluye tu paquete, nunca copias para completar.',
      someoneElse_one:
        'Esta foto no parece mostrar a la misma persona que tus otras fotos: {{names}}. Quítala para que tus retratos te muestren solo a ti.',
      someoneElse_other:
        'Estas fotos no parecen mostrar a la misma persona que tus otras fotos: {{names}}. Quítalas para que tus retratos te muestren solo a ti.',
      confirmShort:
        'Tus fotos dan a cada estilo {{perStyle}} retratos distintos, no {{wanted}}: recibirías menos retratos de los que incluye tu paquete. Vuelve a las fotos para añadir algunas que muestren tus hombros.',
      confirmFallback:
        'Ninguna de tus fotos muestra la cabeza entera con los hombros, así que no se puede hacer ningún retrato con ellas. Vuelve a las fotos para añadir alguna que muestre tus hombros: podrás enviarlas en cuanto una lo haga.',
      confirmSomeoneElse:
        'Algunas de tus fotos no parecen mostrar a la misma persona. Vuelve a las fotos para ver cuáles.',
      photos: 'Fotos',
    },
    use: {
      used: 'Se usa',
      usedCrops: 'Se usa: {{crops}}',
      crop: {
        'head-and-shoulders': 'cabeza y hombros',
        medium: 'plano medio',
        'half-body': 'medio cuerpo',
      },
      'no-face': 'No se usa: el motor no puede leer la cara',
      'head-cut':
        'No se usa: tu cabeza o tu pelo tocan el borde de la foto, o alguien o algo detrás de ti toca tu cabeza',
      'no-room':
        'No se usa: no cabe un encuadre de cabeza y hombros (se ve muy poco de ti bajo la barbilla o a los lados de tu cabeza, o algo junto a tu cabeza se sale de la foto)',
      'not-among-best': 'No se usa: el motor toma sus {{max}} mejores fotos',
      'someone-else': 'No se usa: esta foto parece mostrar a otra persona que tus otras fotos',
      nsfw: 'No se usa: esta foto se marcó como no adecuada para retratos de trabajo',
      unread: 'Comprobando…',
      someoneElse: '¿Otra persona? No es quien sale en tus otras fotos',
    },
    tooSmall: {
      image:
        'Esta foto mide {{width}} × {{height}} píxeles; las fotos necesitan al menos {{minimum}} píxeles por lado.',
      face: 'Tu cara ocupa aquí {{width}} píxeles; se necesitan al menos {{minimum}}. Usa una foto más cercana o más grande.',
    },
  },
  de: {
    capabilities: {
      title: 'Was unsere Porträt-Engine macht',
      ownPhotos:
        'Deine Porträts entstehen aus deinen eigenen Fotos: Jedes ist eines deiner hochgeladenen Fotos, freigestellt, neu zugeschnitten und neu beleuchtet.',
      generated: 'Ein KI-Modell zeichnet deine Porträts aus deinen Fotos neu.',
      backdropYes: 'Sie ändert den Hintergrund.',
      lightYes: 'Sie ändert das Licht.',
      clothingNo: 'Sie ändert deine Kleidung nicht: Du trägst, was du auf deinen Fotos trägst.',
      clothingYes: 'Sie kann deine Kleidung ändern.',
      clothingUnknown: 'Ob sie die Kleidung ändert, hängt vom verwendeten Modell ab.',
      poseNo: 'Sie ändert weder deine Haltung noch deinen Ausdruck.',
      poseYes: 'Sie kann deine Haltung ändern.',
      poseUnknown: 'Ob sie deine Haltung ändert, hängt vom verwendeten Modell ab.',
      detail:
        'Echte Details reichen bis {{detail}} Pixel an der langen Seite (so groß speichern wir deine Fotos); größere Paketformate werden daraus vergrößert.',
      maxSide: 'Die größte Ausgabe hat {{max}} Pixel an der langen Seite.',
      limited:
        'Jeder Hintergrundstil bekommt so viele verschiedene Fotos, wie deine Fotos hergeben: Abwechslungsreichere Fotos ergeben mehr Porträts.',
    },
    check: {
      title: 'Was die Engine aus deinen Fotos machen kann',
      reading: 'Wir prüfen, welche Fotos die Engine nutzen kann …',
      failed: 'Wir konnten deine Fotos nicht prüfen: {{message}}',
      retry: 'Erneut prüfen',
      enough:
        'Deine Fotos ergeben pro Stil {{perStyle}} verschiedene Porträts; {{wanted}} werden gebraucht.',
      short_one:
        'Deine Fotos ergeben pro Stil nur {{perStyle}} verschiedene Porträts, nicht {{wanted}}. Füge 1 weiteres Foto hinzu, das deine Schultern zeigt, mit dem ganzen Kopf und etwas Platz über den Haaren.',
      short_other:
        'Deine Fotos ergeben pro Stil nur {{perStyle}} verschiedene Porträts, nicht {{wanted}}. Füge {{count}} weitere Fotos hinzu, die deine Schultern zeigen, mit dem ganzen Kopf und etwas Platz über den Haaren.',
      fallback_one:
        'Keines deiner Fotos zeigt den ganzen Kopf mit den Schultern, daher lässt sich daraus kein Porträt machen, und das Absenden wartet, bis eines es tut. Füge 1 Foto hinzu, das deine Schultern zeigt, mit dem ganzen Kopf und etwas Platz über den Haaren.',
      fallback_other:
        'Keines deiner Fotos zeigt den ganzen Kopf mit den Schultern, daher lässt sich daraus kein Porträt machen, und das Absenden wartet, bis eines es tut. Füge {{count}} Fotos hinzu, die deine Schultern zeigen, mit dem ganzen Kopf und etwas Platz über den Haaren.',
      unreachable:
        'Die Engine macht aus hochgeladenen Fotos höchstens {{max}} verschiedene Porträts pro Stil, daher bekommt jeder Stil {{perStyle}} statt {{wanted}}. Mehr Stile verteilen dein Paket auf mehr davon.',
      allowed:
        'Du kannst trotzdem weitermachen: Du bekämst weniger Porträts, als dein Paket umfasst, aber nie Kopien als Lückenfüller.',
      someoneElse_one:
        'Dieses Foto scheint nicht dieselbe Person wie deine anderen Fotos zu zeigen: {{names}}. Entferne es, damit deine Porträts nur dich zeigen.',
      someoneElse_other:
        'Diese Fotos scheinen nicht dieselbe Person wie deine anderen Fotos zu zeigen: {{names}}. Entferne sie, damit deine Porträts nur dich zeigen.',
      confirmShort:
        'Deine Fotos ergeben pro Stil {{perStyle}} verschiedene Porträts, nicht {{wanted}}: Du bekämst weniger Porträts, als dein Paket umfasst. Geh zurück zu den Fotos und füge welche hinzu, die deine Schultern zeigen.',
      confirmFallback:
        'Keines deiner Fotos zeigt den ganzen Kopf mit den Schultern, daher lässt sich daraus kein Porträt machen. Geh zurück zu den Fotos und füge welche hinzu, die deine Schultern zeigen: Absenden geht, sobald eines es tut.',
      confirmSomeoneElse:
        'Einige deiner Fotos scheinen nicht dieselbe Person zu zeigen. Geh zurück zu den Fotos, um zu sehen, welche.',
      photos: 'Fotos',
    },
    use: {
      used: 'Wird genutzt',
      usedCrops: 'Wird genutzt: {{crops}}',
      crop: {
        'head-and-shoulders': 'Kopf und Schultern',
        medium: 'halbnah',
        'half-body': 'Halbkörper',
      },
      'no-face': 'Nicht genutzt: Die Engine kann das Gesicht nicht lesen',
      'head-cut':
        'Nicht genutzt: Kopf oder Haare berühren den Bildrand, oder jemand oder etwas hinter dir berührt deinen Kopf',
      'no-room':
        'Nicht genutzt: Kein Kopf-und-Schultern-Ausschnitt passt (zu wenig von dir unter dem Kinn oder neben deinem Kopf, oder etwas neben deinem Kopf läuft aus dem Bild)',
      'not-among-best': 'Nicht genutzt: Die Engine nimmt ihre {{max}} besten Fotos',
      'someone-else': 'Nicht genutzt: Dieses Foto scheint eine andere Person zu zeigen als deine anderen Fotos',
      nsfw: 'Nicht genutzt: Dieses Foto wurde als ungeeignet für berufliche Porträts markiert',
      unread: 'Wird geprüft …',
      someoneElse: 'Jemand anderes? Nicht die Person auf deinen anderen Fotos',
    },
    tooSmall: {
      image:
        'Dieses Foto hat {{width}} × {{height}} Pixel; Fotos brauchen mindestens {{minimum}} Pixel pro Seite.',
      face: 'Dein Gesicht nimmt hier {{width}} Pixel ein; mindestens {{minimum}} sind nötig. Nimm ein näheres oder größeres Foto.',
    },
  },
});
