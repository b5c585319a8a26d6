import { useEffect, useState } from 'react';

/**
 * sessionStorage key of the error flag a failed login flow sets (spec 000 section 8). Here,
 * not in use-finish-login.ts, so the home page does not load the login flow and its zod
 * schemas.
 */
export const LOGIN_FAILED_FLAG = 'hs:login-failed';

/** spec 000 section 8: after a failed account creation the home page says so, once. */
export function useLoginFailedFlag(): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (window.sessionStorage.getItem(LOGIN_FAILED_FLAG)) {
      window.sessionStorage.removeItem(LOGIN_FAILED_FLAG);
      setFailed(true);
    }
  }, []);
  return failed;
}
