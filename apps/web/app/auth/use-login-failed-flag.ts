import { useEffect, useState } from 'react';
import { LOGIN_FAILED_FLAG } from './use-finish-login.ts';

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
