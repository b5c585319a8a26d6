// An organization's branding with a generative model (issue 17 item 7; decision 044): the
// prompt asks for a plain backdrop in the brand colour, and the output's background is
// then replaced by the branding itself, person kept by the same segmentation the local
// engine composites with. A model paints colours only roughly; the composite is exact.
import sharp from 'sharp';
import type { Backdrop } from '../engine.ts';
import { backdropPixels } from '../local/backdrop.ts';
import { segmentPerson } from '../local/segmentation.ts';

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
  const mask = await segmentPerson(rgb, width, height);
  const out = await backdropPixels(backdrop, width, height);
  for (let i = 0; i < width * height; i++) {
    const a = (mask.data[i] ?? 0) / 255;
    if (a === 0) continue;
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      out[o] = Math.round((out[o] ?? 0) * (1 - a) + (rgb[o] ?? 0) * a);
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
