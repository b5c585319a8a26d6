import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { oneAtATime } from '../tools/one-at-a-time.ts';

/** How long a sign-in waits for its turn at the password hash before it fails. */
const WAIT_MS = 60_000;

/**
 * better-auth's own scrypt hashing (same parameters, same stored format), one computation
 * at a time per process. Each takes about 100 ms of a core and 32 MB on libuv's threadpool
 * (4 threads): four at once on a 2-core machine left the event loop a fraction of a core,
 * and every request waited behind sign-ins (decision 043). In line, sign-ins wait for each
 * other instead of everything waiting for them.
 */
export function passwordHashing(scrypt = { hashPassword, verifyPassword }) {
  const line = oneAtATime(Number.POSITIVE_INFINITY);
  return {
    hash: (password: string) => line.run(() => scrypt.hashPassword(password), WAIT_MS),
    verify: (data: { hash: string; password: string }) =>
      line.run(() => scrypt.verifyPassword(data), WAIT_MS),
  };
}
