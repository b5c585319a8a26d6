import { ERROR_STATUS, type ErrorCode } from '@hs/contracts/error-codes';
import type { ErrorResponse } from '@hs/contracts/common';
import { MESSAGES } from '@hs/domain/messages';

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request is not valid.',
  UNAUTHORIZED: MESSAGES.UNAUTHORIZED,
  PAYMENT_REQUIRED: 'Choose a package first.',
  FORBIDDEN: MESSAGES.FORBIDDEN,
  NOT_FOUND: MESSAGES.NOT_FOUND,
  CONFLICT: 'This conflicts with the current state.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  UNSUPPORTED_MEDIA_TYPE:
    'Send the body in a format this operation accepts (see /api/openapi.json).',
  UNPROCESSABLE: 'The request could not be processed.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: MESSAGES.SOMETHING_WENT_WRONG,
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
};

/** The one error type handlers throw; its code decides the status (STYLE habit 4). */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? DEFAULT_MESSAGES[code], options);
    this.code = code;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorResponse {
    return { success: false, errorMessage: this.message, code: this.code };
  }
}
