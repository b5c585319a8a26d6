import { CROP_OUTPUT_PX } from '@hs/domain/constants';
import type { CropRect } from './crop-math.ts';
import { openImage, type ImageInput } from './raw-image.ts';

const WHITE = { r: 255, g: 255, b: 255 };
const JPEG_QUALITY = 90;

// spec 000 section 5 and 9: crop output is a 1024 px JPEG on white, without metadata
async function renderSquare(image: ImageInput, rect: CropRect): Promise<Buffer> {
  if (rect.width !== rect.height) throw new RangeError('a crop must be square');
  return openImage(image)
    .extract(rect)
    .resize(CROP_OUTPUT_PX, CROP_OUTPUT_PX)
    .flatten({ background: WHITE })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** The head crop `rect` (from `headCropRect`) of `image` as a 1024 px JPEG. */
export function renderHeadCrop(image: ImageInput, rect: CropRect): Promise<Buffer> {
  return renderSquare(image, rect);
}

/** The body crop `rect` (from `bodyCropRect`) of `image` as a 1024 px JPEG. */
export function renderBodyCrop(image: ImageInput, rect: CropRect): Promise<Buffer> {
  return renderSquare(image, rect);
}

/**
 * The whole working image as a JPEG on white, without metadata: what generation frames
 * head and shoulders from (a head crop has no shoulders to frame).
 */
export function renderSourceCopy(image: ImageInput): Promise<Buffer> {
  return openImage(image).flatten({ background: WHITE }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
