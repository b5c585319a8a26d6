import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('runs offline on defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('names every bad variable and its value', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty": must be a port number from 1 to 65535');
    expect(message).toContain(
      'DATABASE_URL="mysql://x": must start with postgres:// or postgresql://',
    );
    expect(message).toContain('LOG_LEVEL="loud"');
  });

  it('takes REPLICATE_CONCURRENCY from 1 to 32, and checks the REPLICATE_* settings at start-up', () => {
    const cog = { ENGINE: 'replicate', REPLICATE_MODE: 'cog', REPLICATE_MODEL: 'me/instant-id' };
    expect(loadEnv(cog).REPLICATE_CONCURRENCY).toBeUndefined();
    expect(loadEnv({ ...cog, REPLICATE_CONCURRENCY: '2' }).REPLICATE_CONCURRENCY).toBe(2);
    for (const bad of ['0', '33', 'two', '1.5'])
      expect(() => loadEnv({ ...cog, REPLICATE_CONCURRENCY: bad })).toThrow(
        /REPLICATE_CONCURRENCY=/,
      );
    // Without a token the hosted API cannot be used: said at start-up, not at the first job.
    expect(() => loadEnv({ ENGINE: 'replicate', REPLICATE_MODEL: 'me/m' })).toThrow(
      /REPLICATE_API_TOKEN: is required for the hosted API/,
    );
    // The local engine ignores them.
    expect(loadEnv({ REPLICATE_MODEL: 'not a ref' }).ENGINE).toBe('local');
  });

  it('wants the S3 keys when a bucket is set', () => {
    expect(() => loadEnv({ S3_BUCKET: 'photos' })).toThrow(
      /S3_ACCESS_KEY_ID="": required when S3_BUCKET is set/,
    );
    expect(
      loadEnv({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).S3_BUCKET,
    ).toBe('photos');
  });

  it('reads TRUST_PROXY as a hop count, true being one and false none', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    const hops = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect([hops('false'), hops('true'), hops('0'), hops('1'), hops('2')]).toEqual([0, 1, 0, 1, 2]);
    for (const bad of ['-1', '1.5', 'two', '17'])
      expect(() => loadEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY=/);
  });

  it('rejects ports out of range', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(EnvError);
  });

  it('reads TRUSTED_ORIGINS as a list of origins and refuses an entry with a path', () => {
    expect(loadEnv({}).TRUSTED_ORIGINS).toEqual([]);
    expect(
      loadEnv({ TRUSTED_ORIGINS: 'https://Studio.example.com/, http://127.0.0.1:3000' })
        .TRUSTED_ORIGINS,
    ).toEqual(['https://studio.example.com', 'http://127.0.0.1:3000']);
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'https://a.example/login' })).toThrow(
      /TRUSTED_ORIGINS="https:\/\/a.example\/login": "https:\/\/a.example\/login" is not an origin/,
    );
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'ftp://a.example' })).toThrow(EnvError);
  });
});
