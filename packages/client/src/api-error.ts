import { isErrorCode, type ErrorCode } from '@hs/contracts/error-codes';
import { isErrorReason, type ErrorReason, type ReasonParams } from '@hs/contracts/error-reasons';
import { genericErrorMessage } from '@hs/domain/error-message';

/** What an error body says, each part when it is there and well-formed. */
export interface Failure {
  errorMessage: string | null;
  code: ErrorCode | null;
  /** Why, as a stable key the web shows in the person's language (issue 13 item 5). */
  reason: ErrorReason | null;
  params: ReasonParams;
}

const isParam = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The parts of an API error body (`{ success: false, errorMessage, code, reason, params }`). */
export function readFailure(body: unknown): Failure {
  const { errorMessage, code, reason, params } =
    typeof body === 'object' && body !== null
      ? (body as { errorMessage?: unknown; code?: unknown; reason?: unknown; params?: unknown })
      : {};
  const entries =
    typeof params === 'object' && params !== null && !Array.isArray(params)
      ? Object.entries(params).filter(([, value]) => isParam(value))
      : [];
  return {
    errorMessage: typeof errorMessage === 'string' ? errorMessage : null,
    code: isErrorCode(code) ? code : null,
    reason: isErrorReason(reason) ? reason : null,
    params: Object.fromEntries(entries) as ReasonParams,
  };
}

/** A failed API call, with what the server said and the message a person should see. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The server's own `errorMessage`, when it sent one. */
  readonly errorMessage: string | null;
  readonly code: ErrorCode | null;
  readonly reason: ErrorReason | null;
  readonly params: ReasonParams;

  constructor(init: {
    status: number;
    statusText: string;
    errorMessage?: string | null;
    code?: ErrorCode | null;
    reason?: ErrorReason | null;
    params?: ReasonParams;
    cause?: unknown;
  }) {
    // spec 000 section 8: the generic handler order decides the shown message.
    super(
      genericErrorMessage({
        errorMessage: init.errorMessage ?? null,
        status: init.status,
        statusText: init.statusText,
      }),
      { cause: init.cause },
    );
    this.status = init.status;
    this.statusText = init.statusText;
    this.errorMessage = init.errorMessage ?? null;
    this.code = init.code ?? null;
    this.reason = init.reason ?? null;
    this.params = init.params ?? {};
  }
}
