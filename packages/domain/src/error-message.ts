import { MESSAGES } from './messages.ts';

export interface ErrorDetails {
  /** The server's `errorMessage` from the response body. */
  errorMessage?: string | null;
  status?: number | null;
  statusText?: string | null;
  /** The thrown error's own message. */
  message?: string | null;
}

const UNAUTHORIZED_STATUS = 401;

function present(s: string | null | undefined): s is string {
  return typeof s === 'string' && s.trim() !== '';
}

// spec 000 section 8: generic handler order; an Unauthorized response becomes the sign-in message.
// A 401 wins over everything: its server text ('Incorrect token') is for the token retry, not
// for people, and signing in is the only fix. Blank strings count as absent, and the status
// line needs both parts (HTTP/2 has no statusText), else the chain goes on.
export function genericErrorMessage(error: ErrorDetails): string {
  if (error.status === UNAUTHORIZED_STATUS) return MESSAGES.UNAUTHORIZED;
  if (present(error.errorMessage)) return error.errorMessage;
  if (typeof error.status === 'number' && error.status > 0 && present(error.statusText)) {
    return MESSAGES.HTTP_ERROR(error.status, error.statusText);
  }
  if (present(error.message)) return error.message;
  return MESSAGES.SOMETHING_WENT_WRONG;
}
