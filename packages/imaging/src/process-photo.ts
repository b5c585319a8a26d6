import { IMAGE_MIN_SIDE_PX, IMAGE_RESIZE_MAX_PX } from '@hs/domain/constants';
import { MESSAGES } from '@hs/domain/messages';
import {
  classifyByCoverage,
  classifyPhoto,
  photoFraming,
  type PhotoFraming,
} from '@hs/domain/photo-rules';
import { bodyCropRect, headCropRect, type CropRect } from './crop-math.ts';
import { renderBodyCrop, renderHeadCrop, renderSourceCopy } from './crops.ts';
import { decodeUpload, type DecodeOptions } from './decode.ts';
import { detectFaces, type FaceBox } from './face-detector.ts';
import { ImagingError } from './imaging-error.ts';
import { md5Hex } from './md5.ts';

export interface ProcessOptions extends Pick<DecodeOptions, 'maxBytes' | 'maxPixels'> {
  /** Full-body photos the user may still add (`fullBodySlotsLeft` of @hs/domain). */
  fullBodySlotsLeft: number;
}

export interface ProcessedPhoto {
  /** The 1024 px square JPEG to store and train on. */
  jpeg: Buffer;
  /** The whole working image as a JPEG (no metadata), kept for generation to frame from. */
  source: Buffer;
  /** md5 hex of `jpeg`, for duplicate checks. */
  md5: string;
  /** Kept as a body shot (counts toward the full-body photos). */
  fullBody: boolean;
  /** What the photo shows (issue 20 item 4). */
  framing: PhotoFraming;
  /** The largest face and the crop, in the pixels of the working image (width x height). */
  face: FaceBox;
  crop: CropRect;
  /** The working image: the upload after EXIF orientation, at most 1024 px a side. */
  width: number;
  height: number;
}

function tooSmall(width: number, height: number): boolean {
  return Math.min(width, height) < IMAGE_MIN_SIDE_PX;
}

/**
 * The training-photo upload check of spec 001 section 5, in order: decode (HEIC through
 * PNG), refuse under 512 px a side, shrink to 1024 px, find faces, then keep a body shot or
 * crop the head. Throws ImagingError; its message is the spec's for the photo rules.
 */
export async function processTrainingPhoto(
  bytes: Buffer,
  { fullBodySlotsLeft, ...limits }: ProcessOptions,
): Promise<ProcessedPhoto> {
  const decoded = await decodeUpload(bytes, { ...limits, maxSide: IMAGE_RESIZE_MAX_PX });
  const { image } = decoded;
  // spec 001 section 5: the rule is on the photo as uploaded. A long photo shrunk to 1024 px
  // may have a short side under 512 px; its face decides (issue 20 item 4: 1400 x 699).
  if (tooSmall(decoded.width, decoded.height)) {
    throw new ImagingError('image-too-small', MESSAGES.IMAGE_TOO_SMALL, {
      tooSmall: {
        what: 'image',
        width: decoded.width,
        height: decoded.height,
        minimum: IMAGE_MIN_SIDE_PX,
      },
    });
  }

  const [largest] = await detectFaces(image, { mode: 'fast' });
  if (!largest) throw new ImagingError('no-faces', MESSAGES.NO_FACES);

  const face = largest.box;
  const chin = largest.landmarks[8] ?? { x: face.x + face.width / 2, y: face.y + face.height };
  const facts = { face, chin, image: { width: image.width, height: image.height } };
  let fullBody = classifyPhoto(facts, fullBodySlotsLeft) === 'full-body';
  // The face's size is measured in the upload's own pixels, not the shrunk working image.
  const scale = decoded.width / image.width;
  let crop: CropRect;
  if (fullBody) {
    crop = bodyCropRect(image.width, image.height);
  } else {
    try {
      crop = headCropRect(face, image.width, image.height, scale);
    } catch (error) {
      // spec 001 section 5 keeps a face under 20% of the image as a body shot while slots
      // remain: filing by framing (issue 20 item 4) must not turn that into a refusal.
      const spec = classifyByCoverage(
        face.width * face.height,
        image.width * image.height,
        fullBodySlotsLeft,
      );
      if (!(error instanceof ImagingError) || error.code !== 'face-too-small' || spec === 'face') {
        throw error;
      }
      fullBody = true;
      crop = bodyCropRect(image.width, image.height);
    }
  }
  const [jpeg, source] = await Promise.all([
    fullBody ? renderBodyCrop(image, crop) : renderHeadCrop(image, crop),
    renderSourceCopy(image),
  ]);
  return {
    jpeg,
    source,
    md5: md5Hex(jpeg),
    fullBody,
    framing: photoFraming(facts),
    face,
    crop,
    width: image.width,
    height: image.height,
  };
}
