// An organization's branding with a generative model (issue 17 item 7; decision 044): the
// prompt asks for a plain backdrop in the brand colour, and the output's background is
// then replaced by the branding itself, the person cut out as the local engine cuts its
// photos out (refined edges, edge colour decontaminated). A model paints colours only
// roughly; the composite is exact.
import { faceGeometry } from '@hs/domain/face-quality';
import { detectFaces } from '@hs/imaging/face-detector';
import sharp from 'sharp';
import type { Backdrop } from '../engine.ts';
import { backdropPixels } from '../local/backdrop.ts';
import { cutOutPerson, segmentPerson } from '../local/segmentation.ts';

/** What the prompt adds for a branded backdrop. */
export function brandingPrompt(backdrop: Backdrop): string {
  const colour = backdrop.colors[0];
  if (backdrop.kind !== 'image' && colour) {
    return `plain seamless studio background in solid colour ${colour}`;
  }
  return 'plain seamless neutral studio background';
}

/** `png` with everything but the person replaced by `backdrop`, as PNG of the same size. */
export async function placeOnBranding(png: Buffer, backdrop: Backdrop): Promise<Buffer> {
  const { data: rgb, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const person = await personOf(rgb, width, height);
  const out = await backdropPixels(backdrop, width, height);
  for (let i = 0; i < width * height; i++) {
    const a = (person.alpha[i] ?? 0) / 255;
    if (a === 0) continue;
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      out[o] = Math.round((out[o] ?? 0) * (1 - a) + (person.rgb[o] ?? 0) * a);
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The person's alpha and colour: cut out around the face found, else the plain mask. */
async function personOf(rgb: Buffer, width: number, height: number) {
  const [face] = await detectFaces(
    { data: rgb, width, height, channels: 3 },
    { mode: 'fast', withDescriptors: false },
  );
  if (face && face.landmarks.length >= 68) {
    const geometry = faceGeometry(face.landmarks);
    const eyeY = (geometry.eyeLeft.y + geometry.eyeRight.y) / 2;
    const centre = face.landmarks[30] ?? { x: width / 2, y: eyeY };
    return cutOutPerson(rgb, width, height, { centre, width: geometry.headWidth, eyeY });
  }
  const mask = await segmentPerson(rgb, width, height);
  return { alpha: mask.data, rgb };
}
