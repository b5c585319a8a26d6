import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from './auth.ts';

export interface IdTokenClaims {
  sub: string;
  sid: string;
  email: string;
  anon: boolean;
}

/** Tokens whose signature was checked, kept until they expire (decision 059). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Verifies id tokens against the identity provider's public keys, fetched once and again
 * only when a token names a key not seen yet (key rotation).
 *
 * A token's signature is checked once: a verified token is kept, by its exact text, until
 * its `exp`, so the next request with it costs a map look-up instead of a signature
 * verification. Whether its session is still live is asked of the database every time
 * (loadViewer), so signing out still takes effect at once.
 */
export function createIdTokenVerifier(
  loadKeys: () => Promise<JSONWebKeySet>,
  kept = VERIFIED_TOKENS_KEPT,
) {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  /** Token text -> its claims and when it expires (ms); oldest first, for eviction. */
  const verified = new Map<string, { claims: IdTokenClaims; expiresAtMs: number }>();
  /** Checks under way: the requests a page fires at once with a new token share one. */
  const checking = new Map<string, Promise<IdTokenClaims | null>>();

  async function verifyWith(token: string, refresh: boolean): Promise<IdTokenClaims | null> {
    if (!keySet || refresh) keySet = createLocalJWKSet(await loadKeys());
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: ID_TOKEN_ISSUER,
        audience: ID_TOKEN_AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims: IdTokenClaims = {
        sub: payload.sub,
        sid: payload.sid,
        email: typeof payload.email === 'string' ? payload.email : '',
        anon: payload.anon === true,
      };
      // Only a token that expires is kept; jose refuses it from its exp second on.
      if (typeof payload.exp === 'number' && kept > 0) {
        if (verified.size >= kept) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      }
      return claims;
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey && !refresh) return verifyWith(token, true);
      return null;
    }
  }

  return {
    verify: (token: string): Promise<IdTokenClaims | null> => {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return Promise.resolve(known.claims);
        verified.delete(token);
      }
      let check = checking.get(token);
      if (!check) {
        check = verifyWith(token, false).finally(() => checking.delete(token));
        checking.set(token, check);
      }
      return check;
    },
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
