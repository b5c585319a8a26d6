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

/**
 * Issue 15 item 6: what was too small and the minimum, in pixels of the upload: the whole
 * image (its size; `minimum` per side) or the head crop (its side; `minimum` for it).
 */
export interface TooSmall {
  what: 'image' | 'face';
  width: number;
  height: number;
  minimum: number;
}

/** The one error this package throws for a refused image; `message` is fit to show. */
export class ImagingError extends Error {
  override name = 'ImagingError';
  readonly code: ImagingErrorCode;
  readonly tooSmall: TooSmall | undefined;

  constructor(
    code: ImagingErrorCode,
    message: string,
    options?: { cause?: unknown; tooSmall?: TooSmall },
  ) {
    super(message, options);
    this.code = code;
    this.tooSmall = options?.tooSmall;
  }
}
