import type { ErrorReason } from '@hs/contracts/error-reasons';
import type { ImagingError, ImagingErrorCode } from '@hs/imaging/imaging-error';
import { AppError } from './errors.ts';

const REASON = {
  empty: 'photo.empty',
  'too-large': 'photo.fileTooLarge',
  'too-many-pixels': 'photo.tooManyPixels',
  'unsupported-format': 'photo.unsupportedFormat',
  corrupt: 'photo.corrupt',
  'image-too-small': 'photo.imageTooSmall',
  'no-faces': 'photo.noFaces',
  'face-too-small': 'photo.faceTooSmall',
} as const satisfies Record<ImagingErrorCode, ErrorReason>;

/** A refused image as a 400 with its reason; the English text stays the imaging package's. */
export function imagingRefusal(error: ImagingError): AppError {
  return new AppError(REASON[error.code], {}, { message: error.message, cause: error });
}
