import type * as joseModule from 'jose';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from './auth.ts';
import { createIdTokenVerifier } from './id-token.ts';

vi.mock('jose', async (original) => {
  const jose = await original<typeof joseModule>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});

const keys = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'EdDSA' };
const loadKeys = async () => ({ keys: [jwk] });

function token(claims: Record<string, unknown>, expiresAt?: number) {
  const jwt = new SignJWT({ sid: 'session-1', email: 'a@example.com', ...claims })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
    .setIssuer(ID_TOKEN_ISSUER)
    .setAudience(ID_TOKEN_AUDIENCE)
    .setSubject('user-1')
    .setIssuedAt();
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt);
  return jwt.sign(keys.privateKey);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(jwtVerify).mockClear();
});

describe('id token verifier', () => {
  it("checks a token's signature once, then knows it until it expires", async () => {
    const verifier = createIdTokenVerifier(loadKeys);
    const t = await token({}, nowSeconds() + 60);
    const first = await verifier.verify(t);
    expect(first).toEqual({ sub: 'user-1', sid: 'session-1', email: 'a@example.com', anon: false });
    expect(await verifier.verify(t)).toEqual(first);
    expect(await verifier.verify(t)).toEqual(first);
    expect(vi.mocked(jwtVerify)).toHaveBeenCalledTimes(1);
  });

  it('checks a new token once however many requests bring it at the same time', async () => {
    const verifier = createIdTokenVerifier(loadKeys);
    const t = await token({}, nowSeconds() + 60);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verifier.verify(t)));
    expect(answers.every((a) => a?.sub === 'user-1')).toBe(true);
    expect(vi.mocked(jwtVerify)).toHaveBeenCalledTimes(1);
    // A bad token shared the same way is refused for each of them.
    const bad = `${t.slice(0, -4)}AAAA`;
    expect(await Promise.all([verifier.verify(bad), verifier.verify(bad)])).toEqual([null, null]);
  });

  it('refuses a kept token from its expiry on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const verifier = createIdTokenVerifier(loadKeys);
    const expiresAt = nowSeconds() + 60;
    const t = await token({}, expiresAt);
    expect(await verifier.verify(t)).not.toBeNull();
    vi.setSystemTime(expiresAt * 1000 - 1);
    expect(await verifier.verify(t)).not.toBeNull();
    vi.setSystemTime(expiresAt * 1000);
    expect(await verifier.verify(t)).toBeNull();
    expect(await verifier.verify(t)).toBeNull();
  });

  it('keeps nothing of a token that differs by one character from a kept one', async () => {
    const verifier = createIdTokenVerifier(loadKeys);
    const t = await token({}, nowSeconds() + 60);
    expect(await verifier.verify(t)).not.toBeNull();
    const [header, payload, signature] = t.split('.');
    // Another person's subject under the kept token's signature.
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: 'user-2',
      }),
    ).toString('base64url');
    expect(await verifier.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const flipped = signature!.at(-2) === 'A' ? 'B' : 'A';
    expect(await verifier.verify(`${t.slice(0, -2)}${flipped}${t.at(-1)}`)).toBeNull();
  });

  it('verifies a token without an expiry every time, and keeps at most the bound', async () => {
    const verifier = createIdTokenVerifier(loadKeys, 2);
    const forever = await token({});
    expect(await verifier.verify(forever)).not.toBeNull();
    expect(await verifier.verify(forever)).not.toBeNull();
    expect(vi.mocked(jwtVerify)).toHaveBeenCalledTimes(2);

    vi.mocked(jwtVerify).mockClear();
    const three = await Promise.all(
      ['s1', 's2', 's3'].map((sid) => token({ sid }, nowSeconds() + 60)),
    );
    for (const t of three) expect(await verifier.verify(t)).not.toBeNull();
    // s1 was let go when s3 came: the last two are known, s1's signature is checked again.
    for (const t of three.toReversed()) expect(await verifier.verify(t)).not.toBeNull();
    expect(vi.mocked(jwtVerify)).toHaveBeenCalledTimes(4);
  });
});
