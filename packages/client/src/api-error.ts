import type { ErrorCode } from '@hs/contracts/error-codes';
import { genericErrorMessage } from '@hs/domain/error-message';

/** A failed API call, with what the server said and the message a person should see. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The server's own `errorMessage`, when it sent one. */
  readonly errorMessage: string | null;
  readonly code: ErrorCode | null;

  constructor(init: {
    status: number;
    statusText: string;
    errorMessage?: string | null;
    code?: ErrorCode | null;
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
  }
}
