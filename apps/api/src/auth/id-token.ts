import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from './auth.ts';

export interface IdTokenClaims {
  sub: string;
  sid: string;
  email: string;
  anon: boolean;
}

/**
 * Verifies id tokens against the identity provider's public keys, fetched once and again
 * only when a token names a key not seen yet (key rotation).
 */
export function createIdTokenVerifier(loadKeys: () => Promise<JSONWebKeySet>) {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;

  async function verifyWith(token: string, refresh: boolean): Promise<IdTokenClaims | null> {
    if (!keySet || refresh) keySet = createLocalJWKSet(await loadKeys());
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: ID_TOKEN_ISSUER,
        audience: ID_TOKEN_AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return {
        sub: payload.sub,
        sid: payload.sid,
        email: typeof payload.email === 'string' ? payload.email : '',
        anon: payload.anon === true,
      };
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey && !refresh) return verifyWith(token, true);
      return null;
    }
  }

  return { verify: (token: string) => verifyWith(token, false) };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
