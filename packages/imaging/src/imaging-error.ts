/** Why an image was refused. The api maps each code to its status and user message. */
export type ImagingErrorCode =
  | 'empty'
  | 'too-large'
  | 'too-many-pixels'
  | 'unsupported-format'
  | 'corrupt'
  | 'image-too-small'
  | 'no-faces'
  | 'face-too-small';

/** The one error this package throws for a refused image; `message` is fit to show. */
export class ImagingError extends Error {
  override name = 'ImagingError';
  readonly code: ImagingErrorCode;

  constructor(code: ImagingErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
