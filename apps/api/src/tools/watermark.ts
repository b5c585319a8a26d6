import sharp from 'sharp';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** The overlay: the text large and diagonal across the face, and again in a bottom band. */
function overlaySvg(width: number, height: number, text: string): string {
  const label = escapeXml(text);
  const band = Math.round(height * 0.07);
  // As large as fits along the diagonal (about 0.6 em a letter), at most 7.5% of the width.
  const length = Math.hypot(width, height) * 0.8;
  const diagonal = Math.round(Math.min(width * 0.075, length / (0.62 * text.length)));
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<g transform="translate(${width / 2} ${height / 2}) rotate(${angle.toFixed(2)})" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${diagonal}" text-anchor="middle">
<text y="${-diagonal * 2}" fill="#ffffff" fill-opacity="0.35" stroke="#000000" stroke-opacity="0.25" stroke-width="2">${label}</text>
<text y="${diagonal * 0.35}" fill="#ffffff" fill-opacity="0.45" stroke="#000000" stroke-opacity="0.3" stroke-width="2">${label}</text>
<text y="${diagonal * 2.7}" fill="#ffffff" fill-opacity="0.35" stroke="#000000" stroke-opacity="0.25" stroke-width="2">${label}</text>
</g>
<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="#0f172a" fill-opacity="0.72"/>
<text x="${width / 2}" y="${height - band / 2}" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${Math.round(band * 0.42)}" fill="#ffffff">${label}</text>
</svg>`;
}

/** The free tool's visible watermark: `<brand> · Free preview`, drawn over the PNG. */
export async function watermark(png: Buffer, brand: string): Promise<Buffer> {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  const svg = overlaySvg(width, height, `${brand} · Free preview`);
  return image
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png({ compressionLevel: 8 })
    .toBuffer();
}
