// A difference hash (dHash) of an image: 64 bits that stay the same when a photo is
// re-encoded, resized or slightly recoloured, and change when its content does. Two
// outputs whose hashes are a few bits apart are near-copies (packages/domain/src/near-duplicate.ts).
import sharp from 'sharp';

/** Raw pixels (interleaved, 8 bits a channel). */
export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** 16 hex digits: each bit says whether a pixel of the 9x8 grey thumbnail is brighter than
 * its right neighbour. `image` is an encoded image or raw pixels (no encoding round trip). */
export async function differenceHash(image: Buffer | RawPixels): Promise<string> {
  const input = Buffer.isBuffer(image)
    ? sharp(image, { limitInputPixels: 64_000_000 })
    : sharp(image.data, {
        raw: { width: image.width, height: image.height, channels: image.channels },
      });
  const { data } = await input
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bits = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      const left = data[y * 9 + x] ?? 0;
      const right = data[y * 9 + x + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}
