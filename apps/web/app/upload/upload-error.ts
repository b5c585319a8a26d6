import { readFailure, type Failure } from '@hs/client/api-error';
import type { ErrorReason, ReasonParams } from '@hs/contracts/error-reasons';
import { imageUploadRoute } from '@hs/contracts/image';
import type { TrainingPhoto } from '@hs/contracts/onboarding';
import { MESSAGES } from '@hs/domain/messages';
import type { z } from 'zod';

const answerSchema = imageUploadRoute.responses[200].content['application/json'].schema;

type UploadResult = z.infer<typeof answerSchema>['data'][number];
export type TooSmall = NonNullable<Extract<UploadResult, { success: false }>['tooSmall']>;

/** What became of one upload request, as the browser saw it. */
export type UploadAttempt =
  | { type: 'load'; status: number; body: unknown }
  /** The request got no answer: network down, connection reset. */
  | { type: 'error' }
  | { type: 'timeout' }
  /** Cancelled by us (the photo was deleted, the page closed). */
  | { type: 'abort' };

/**
 * The upload messages of spec 001 section 8 by catalogue key (upload.errors.*), and ours
 * for a file that is not a photo, refused before it is sent.
 */
export type UploadErrorCode =
  | 'notAPhoto'
  | 'imageTooSmall'
  | 'noFaces'
  | 'duplicate'
  | 'faceTooSmall'
  | 'couldNotApprove'
  | 'cannotUpload'
  | 'somethingWrong';

/**
 * A message known to the catalogue, or a server text it does not know: shown by its reason
 * in the page's language when it has one, else as sent.
 */
export type UploadError =
  /** `tooSmall`: the size and the minimum in pixels, when the server said (issue 15 item 6). */
  | { code: UploadErrorCode; tooSmall?: TooSmall }
  | { code: 'server'; text: string; reason?: ErrorReason; params?: ReasonParams };

export type UploadOutcome =
  | { kind: 'accepted'; photo: TrainingPhoto }
  | { kind: 'failed'; error: UploadError }
  /** spec 001 section 8: a cancelled request is silently ignored. */
  | { kind: 'ignored' };

// The server's per-file messages (spec 001 section 5 photo rules, spec 000 section 5 head
// crop), so each language can show its own words for them.
const KNOWN: Record<string, UploadErrorCode> = {
  [MESSAGES.IMAGE_TOO_SMALL]: 'imageTooSmall',
  [MESSAGES.NO_FACES]: 'noFaces',
  [MESSAGES.DUPLICATE_PHOTO]: 'duplicate',
  [MESSAGES.FACE_TOO_SMALL]: 'faceTooSmall',
  [MESSAGES.COULD_NOT_APPROVE]: 'couldNotApprove',
  [MESSAGES.CANNOT_UPLOAD]: 'cannotUpload',
  [MESSAGES.SOMETHING_WRONG_TRY_ANOTHER]: 'somethingWrong',
};

/** A server text as an upload error; no text gives the fallback. */
export function errorFromText(
  text: string | null | undefined,
  fallback: UploadErrorCode,
): UploadError {
  const trimmed = text?.trim();
  if (!trimmed) return { code: fallback };
  const known = KNOWN[trimmed];
  return known ? { code: known } : { code: 'server', text: trimmed };
}

/** An API error body as an upload error, its reason kept for the page's language. */
export function errorFromFailure(failure: Failure, fallback: UploadErrorCode): UploadError {
  const error = errorFromText(failure.errorMessage, fallback);
  if (error.code !== 'server' || !failure.reason) return error;
  return { ...error, reason: failure.reason, params: failure.params };
}

const failed = (error: UploadError): UploadOutcome => ({ kind: 'failed', error });

/**
 * spec 001 section 8, upload helper, in its order: an answer that is not a success gives
 * the photo's own message, else 'Could not approve this photo.'; an error-type failure
 * (no answer) 'Cannot upload this photo. Please try another photo.'; a cancelled request
 * nothing; any other failure its message, else 'Something went wrong. Please try another photo.'
 */
export function readUploadAttempt(attempt: UploadAttempt): UploadOutcome {
  if (attempt.type === 'abort') return { kind: 'ignored' };
  if (attempt.type === 'error' || attempt.type === 'timeout')
    return failed({ code: 'cannotUpload' });
  const { status, body } = attempt;
  if (status < 200 || status >= 300) {
    return failed(errorFromFailure(readFailure(body), 'somethingWrong'));
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success) return failed({ code: 'somethingWrong' });
  // One file per request, so the first result is this photo's.
  const result = answer.data.data[0];
  if (result?.success) return { kind: 'accepted', photo: result.photo };
  const message = result && !result.success ? result.errorMessage : answer.data.errorMessage;
  const error = errorFromText(message, 'couldNotApprove');
  const tooSmall = result && !result.success ? result.tooSmall : undefined;
  return failed(tooSmall && error.code !== 'server' ? { ...error, tooSmall } : error);
}
