import { ERROR_STATUS, type ErrorCode } from '@hs/contracts/error-codes';
import {
  ERROR_REASONS,
  GENERIC_REASON,
  reasonMessage,
  type ErrorReason,
  type ParamsOf,
  type ReasonParams,
} from '@hs/contracts/error-reasons';
import type { ErrorResponse } from '@hs/contracts/common';

interface AppErrorOptions {
  /** The English text instead of the reason's own (a validator's detail, a provider's words). */
  message?: string;
  cause?: unknown;
}

/** The arguments after the reason: its parameters when its message names any. */
type ReasonArgs<R extends ErrorReason> = [keyof ParamsOf<R>] extends [never]
  ? [params?: Record<string, never>, options?: AppErrorOptions]
  : [params: ParamsOf<R>, options?: AppErrorOptions];

/**
 * The one error type handlers throw (STYLE habit 4). Its reason decides the code, the
 * status and the English message (ERROR_REASONS); the web shows the reason in the person's
 * language (issue 13 item 5).
 */
export class AppError<R extends ErrorReason = ErrorReason> extends Error {
  override name = 'AppError';
  readonly reason: R;
  readonly params: ReasonParams;

  constructor(reason: R, ...[params, options]: ReasonArgs<R>) {
    super(options?.message ?? reasonMessage(reason, params ?? {}), { cause: options?.cause });
    this.reason = reason;
    this.params = params ?? {};
  }

  /** The generic error of a code, for a failure that has no reason of its own. */
  static of(code: ErrorCode, options?: AppErrorOptions): AppError {
    return new AppError(GENERIC_REASON[code], {}, options);
  }

  get code(): ErrorCode {
    return ERROR_REASONS[this.reason].code;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorResponse {
    const params = Object.keys(this.params).length ? { params: this.params } : {};
    return {
      success: false,
      errorMessage: this.message,
      code: this.code,
      reason: this.reason,
      ...params,
    };
  }
}

/** The 400 of input a contract refused: the first issue's field and message. */
export function invalidInput(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const issue = issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const message = `${field ? `${field}: ` : ''}${issue?.message ?? 'Invalid request'}`;
  return new AppError('input.invalid', { field }, { message });
}
