import type { Database } from '../database.ts';
import type { Parameters } from '@hs/contracts/parameters';
import { blogPost } from '../schema/site.ts';

// spec 001 section 9: "Displayed stats: photos 17,943,292, users 102,207, trust score 4.7,
// 1521 reviews". Figures nothing in a new installation backs: only the demo starts with
// them (issue 20 item 1); a real deployment shows none until staff choose.
export const DEMO_DISPLAYED_STATS: Parameters['displayedStats'] = {
  source: 'set',
  photos: 17_943_292,
  users: 102_207,
  trustScore: 4.7,
  reviews: 1521,
};

type SeedPost = Omit<typeof blogPost.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

interface PostText {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
}

function post(
  key: string,
  publishedAt: string,
  texts: Record<'en' | 'es' | 'de', PostText>,
): SeedPost[] {
  return (['en', 'es', 'de'] as const).map((locale) => ({
    key,
    locale,
    ...texts[locale],
    status: 'published' as const,
    category: 'blog',
    thumbnailSmall: `/blog/${key}-small.svg`,
    thumbnailLarge: `/blog/${key}-large.svg`,
    publishedAt: new Date(publishedAt),
  }));
}

// Three posts written for this product, each in English, Spanish and German. Content is
// plain text: blank lines between paragraphs, '## ' headings, '- ' list items.
export const BLOG_POSTS: SeedPost[] = [
  ...post('selfie-tips', '2026-09-14T09:00:00Z', {
    en: {
      slug: 'selfies-that-make-great-headshots',
      title: 'Selfies that make great headshots',
      excerpt:
        'Your headshots are made from your own photos, so the photos you upload matter most. Here is what works.',
      content: `Every headshot we make starts from the photos you upload. The studio keeps your face, your hair and your clothes, and puts you on a calm, professional backdrop. Good input gives good output, so a few minutes of care with your selfies pays off.

## Light first

Stand facing a window in daylight. Soft light from the front shows your face as it is; a lamp behind you or harsh midday sun does not. Avoid coloured light from screens.

## Variety helps

- Take photos on different days, in different clothes and places.
- Turn your head a little between photos: straight on, slightly left, slightly right.
- Keep your expression natural; a relaxed smile works better than a forced one.

## What to leave out

No sunglasses, hats, or hands in front of your face, and no group photos: only you in the picture. Every upload is checked for a clear face of a good size, and photos that are too small or blurry are refused with a reason, so you can replace them straight away.

## Clothes

The clothes you wear in your photos are the clothes in your headshots. If you want a blazer in your LinkedIn photo, wear one in a few of your selfies.`,
    },
    es: {
      slug: 'selfies-para-retratos-profesionales',
      title: 'Selfies que dan buenos retratos profesionales',
      excerpt:
        'Tus retratos se hacen a partir de tus propias fotos, así que lo que subes es lo que más importa. Esto es lo que funciona.',
      content: `Cada retrato que creamos parte de las fotos que subes. El estudio conserva tu cara, tu pelo y tu ropa, y te coloca sobre un fondo profesional y tranquilo. Una buena foto de partida da un buen resultado, así que unos minutos de cuidado con tus selfies merecen la pena.

## Primero, la luz

Ponte de frente a una ventana con luz de día. La luz suave de frente muestra tu cara tal como es; una lámpara detrás de ti o el sol fuerte del mediodía no. Evita la luz de colores de las pantallas.

## La variedad ayuda

- Haz fotos en días distintos, con ropa y lugares diferentes.
- Gira un poco la cabeza entre fotos: de frente, un poco a la izquierda, un poco a la derecha.
- Mantén una expresión natural; una sonrisa relajada funciona mejor que una forzada.

## Lo que conviene evitar

Nada de gafas de sol, gorras ni manos delante de la cara, y nada de fotos de grupo: solo tú en la imagen. Comprobamos en cada foto que haya una cara clara y de buen tamaño; las fotos demasiado pequeñas o borrosas se rechazan con el motivo, para que puedas cambiarlas al momento.

## La ropa

La ropa que llevas en tus fotos es la ropa de tus retratos. Si quieres una americana en tu foto de LinkedIn, póntela en algunos de tus selfies.`,
    },
    de: {
      slug: 'selfies-fuer-gute-bewerbungsfotos',
      title: 'Selfies, aus denen gute Business-Porträts werden',
      excerpt:
        'Deine Porträts entstehen aus deinen eigenen Fotos, deshalb zählt vor allem, was du hochlädst. So gelingt es.',
      content: `Jedes Porträt, das wir erstellen, beginnt mit den Fotos, die du hochlädst. Das Studio behält dein Gesicht, deine Haare und deine Kleidung und setzt dich vor einen ruhigen, professionellen Hintergrund. Gute Ausgangsfotos ergeben gute Ergebnisse, ein paar Minuten Sorgfalt bei den Selfies lohnen sich also.

## Zuerst das Licht

Stell dich bei Tageslicht mit dem Gesicht zum Fenster. Weiches Licht von vorn zeigt dein Gesicht, wie es ist; eine Lampe hinter dir oder grelle Mittagssonne nicht. Vermeide farbiges Licht von Bildschirmen.

## Abwechslung hilft

- Mach Fotos an verschiedenen Tagen, in unterschiedlicher Kleidung und an verschiedenen Orten.
- Dreh den Kopf zwischen den Fotos leicht: gerade, etwas nach links, etwas nach rechts.
- Bleib natürlich; ein entspanntes Lächeln wirkt besser als ein gezwungenes.

## Was du weglassen solltest

Keine Sonnenbrillen, Mützen oder Hände vor dem Gesicht und keine Gruppenfotos: nur du auf dem Bild. Jedes Foto wird auf ein klares, ausreichend großes Gesicht geprüft; zu kleine oder unscharfe Fotos werden mit Begründung abgelehnt, damit du sie sofort ersetzen kannst.

## Kleidung

Die Kleidung auf deinen Fotos ist die Kleidung auf deinen Porträts. Wenn du auf deinem LinkedIn-Foto einen Blazer tragen willst, trag ihn auf einigen deiner Selfies.`,
    },
  }),
  ...post('team-headshots', '2026-10-05T09:00:00Z', {
    en: {
      slug: 'team-headshots-without-a-photo-day',
      title: 'Matching headshots for your whole team, without a photo day',
      excerpt:
        'Remote colleagues, new hires, one consistent look on the team page: how teams order headshots here.',
      content: `A photo day works when everyone is in one office on one date. Most teams today are not. New people join every month, and the team page ends up as a patchwork of holiday snaps and ten-year-old portraits.

## How it works for a team

The team lead buys seats for the organization and invites colleagues by email. Each person uploads their own selfies from wherever they are. The team lead chooses the backdrop styles once, so every headshot on the team page shares the same look.

## Bulk pricing

The more seats you buy, the lower the price per seat: from 10% off at 5 seats up to 50% off from 1000 seats. The pricing page shows the exact tiers in your currency.

## Privacy

Colleagues upload their photos to your own installation. Nobody gets a public link to a photo: files are handed out through signed links that expire. Team members see only their own photos; the team lead sees the finished headshots of the team.

## New hires

When someone joins later, invite them the same way. They get the same styles as everyone else, so the team page stays consistent.`,
    },
    es: {
      slug: 'retratos-de-equipo-sin-sesion-de-fotos',
      title: 'Retratos iguales para todo tu equipo, sin día de sesión de fotos',
      excerpt:
        'Compañeros en remoto, nuevas incorporaciones y un estilo uniforme en la página del equipo: así piden retratos los equipos.',
      content: `Un día de sesión de fotos funciona cuando todo el mundo está en la misma oficina en la misma fecha. Hoy la mayoría de los equipos no trabaja así. Cada mes llega gente nueva y la página del equipo acaba siendo una mezcla de fotos de vacaciones y retratos de hace diez años.

## Cómo funciona para un equipo

La persona responsable del equipo compra plazas para la organización e invita a sus compañeros por correo. Cada persona sube sus propios selfies desde donde esté. La responsable elige una vez los estilos de fondo, así todos los retratos de la página del equipo tienen el mismo aspecto.

## Precios por volumen

Cuantas más plazas compras, menor es el precio por plaza: desde un 10 % de descuento con 5 plazas hasta un 50 % a partir de 1000 plazas. La página de precios muestra los tramos exactos en tu moneda.

## Privacidad

Tus compañeros suben sus fotos a tu propia instalación. Nadie recibe un enlace público a una foto: los archivos se entregan mediante enlaces firmados que caducan. Cada miembro ve solo sus fotos; la responsable ve los retratos terminados del equipo.

## Nuevas incorporaciones

Cuando alguien se incorpora más tarde, invítale de la misma manera. Recibe los mismos estilos que el resto y la página del equipo sigue siendo coherente.`,
    },
    de: {
      slug: 'team-portraets-ohne-fototermin',
      title: 'Einheitliche Porträts für das ganze Team, ohne Fototermin',
      excerpt:
        'Kolleginnen im Homeoffice, neue Mitarbeitende, ein einheitlicher Look auf der Teamseite: So bestellen Teams hier Porträts.',
      content: `Ein Fototermin funktioniert, wenn alle am selben Tag im selben Büro sind. Bei den meisten Teams ist das heute nicht mehr so. Jeden Monat kommen neue Leute dazu, und die Teamseite wird zum Flickenteppich aus Urlaubsfotos und zehn Jahre alten Porträts.

## So funktioniert es für ein Team

Die Teamleitung kauft Plätze für die Organisation und lädt die Kolleginnen und Kollegen per E-Mail ein. Jede Person lädt ihre eigenen Selfies hoch, egal wo sie gerade ist. Die Teamleitung wählt die Hintergrundstile einmal aus, damit alle Porträts auf der Teamseite gleich aussehen.

## Mengenrabatt

Je mehr Plätze du kaufst, desto niedriger der Preis pro Platz: von 10 % Rabatt ab 5 Plätzen bis zu 50 % ab 1000 Plätzen. Die Preisseite zeigt die genauen Staffeln in deiner Währung.

## Datenschutz

Die Fotos landen auf eurer eigenen Installation. Niemand bekommt einen öffentlichen Link zu einem Foto: Dateien werden über signierte Links ausgegeben, die ablaufen. Teammitglieder sehen nur ihre eigenen Fotos; die Teamleitung sieht die fertigen Porträts des Teams.

## Neue Mitarbeitende

Wer später dazukommt, wird genauso eingeladen und bekommt dieselben Stile wie alle anderen. So bleibt die Teamseite einheitlich.`,
    },
  }),
  ...post('identity-check', '2026-11-02T09:00:00Z', {
    en: {
      slug: 'why-your-headshots-look-like-you',
      title: 'Why your headshots look like you',
      excerpt:
        'Every finished photo is compared with your own selfies before you see it. Photos that drift away from your face are held back.',
      content: `A headshot that does not look like you is worse than no headshot. That is why every photo the studio makes is checked against your own selfies before it reaches your gallery.

## Your face, measured

When you upload, face detection finds your face in each selfie and crops it. When your headshots are ready, the same detection runs on every result, and the face in it is compared with the faces in your uploads.

## Held back, not hidden away

Results whose face is too far from yours are not shown. Neither are results where no clear face is found, or that fail the safety check. You only see the photos that pass.

## Your clothes, your hair

The studio changes the backdrop and the light, not who you are. It keeps the clothes and hairstyle from your photos, so choose selfies that show you the way you want to be seen.

## Runs on the installation

The checks run on the server of the installation you use, with open models. Your photos are not sent to a third party for this.`,
    },
    es: {
      slug: 'por-que-tus-retratos-se-parecen-a-ti',
      title: 'Por qué tus retratos se parecen a ti',
      excerpt:
        'Cada foto terminada se compara con tus propios selfies antes de que la veas. Las que se alejan de tu cara se descartan.',
      content: `Un retrato que no se parece a ti es peor que no tener retrato. Por eso cada foto que crea el estudio se compara con tus propios selfies antes de llegar a tu galería.

## Tu cara, medida

Al subir tus fotos, la detección facial encuentra tu cara en cada selfie y la recorta. Cuando tus retratos están listos, la misma detección se aplica a cada resultado y la cara se compara con las de tus fotos.

## Descartadas, no escondidas

Los resultados cuya cara se aleja demasiado de la tuya no se muestran. Tampoco los que no tienen una cara clara ni los que no superan el control de seguridad. Solo ves las fotos que pasan.

## Tu ropa, tu pelo

El estudio cambia el fondo y la luz, no quién eres. Conserva la ropa y el peinado de tus fotos, así que elige selfies que te muestren como quieres que te vean.

## Todo en la instalación

Las comprobaciones se hacen en el servidor de la instalación que usas, con modelos abiertos. Tus fotos no se envían a terceros para ello.`,
    },
    de: {
      slug: 'warum-deine-portraets-dir-aehneln',
      title: 'Warum deine Porträts dir ähnlich sehen',
      excerpt:
        'Jedes fertige Foto wird mit deinen eigenen Selfies verglichen, bevor du es siehst. Fotos, die von deinem Gesicht abweichen, werden zurückgehalten.',
      content: `Ein Porträt, das dir nicht ähnlich sieht, ist schlechter als gar keins. Deshalb wird jedes Foto, das das Studio erstellt, mit deinen eigenen Selfies verglichen, bevor es in deiner Galerie erscheint.

## Dein Gesicht, vermessen

Beim Hochladen findet die Gesichtserkennung dein Gesicht in jedem Selfie und schneidet es zu. Sind deine Porträts fertig, läuft dieselbe Erkennung über jedes Ergebnis, und das Gesicht wird mit den Gesichtern aus deinen Fotos verglichen.

## Zurückgehalten, nicht versteckt

Ergebnisse, deren Gesicht zu weit von deinem abweicht, werden nicht gezeigt. Ebenso wenig Ergebnisse ohne klares Gesicht oder solche, die die Sicherheitsprüfung nicht bestehen. Du siehst nur die Fotos, die bestehen.

## Deine Kleidung, deine Frisur

Das Studio ändert Hintergrund und Licht, nicht dich. Kleidung und Frisur aus deinen Fotos bleiben erhalten, wähle also Selfies, die dich so zeigen, wie du gesehen werden willst.

## Läuft auf der Installation

Die Prüfungen laufen auf dem Server der Installation, die du nutzt, mit offenen Modellen. Deine Fotos werden dafür nicht an Dritte geschickt.`,
    },
  }),
];

/** Idempotent: the posts are inserted once, never overwritten. */
export async function seedSite(db: Database): Promise<void> {
  await db.insert(blogPost).values(BLOG_POSTS).onConflictDoNothing();
}
