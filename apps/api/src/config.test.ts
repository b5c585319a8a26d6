import { describe, expect, it } from 'vitest';
import { appConfig } from './config.ts';
import { loadEnv } from './env.ts';

const originsOf = (env: Record<string, string>) => appConfig(loadEnv(env)).trustedOrigins;

describe('trusted origins', () => {
  it('trusts PUBLIC_URL and TRUSTED_ORIGINS in production', () => {
    expect(
      originsOf({
        PUBLIC_URL: 'https://studio.example.com/app',
        TRUSTED_ORIGINS: 'https://www.studio.example.com',
      }),
    ).toEqual(['https://studio.example.com', 'https://www.studio.example.com']);
  });

  it('trusts every loopback name on PORT without PUBLIC_URL', () => {
    expect(originsOf({ PORT: '3000' })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('trusts the loopback names on PORT in development, besides PUBLIC_URL', () => {
    expect(
      originsOf({ NODE_ENV: 'development', PORT: '4000', PUBLIC_URL: 'http://studio.test:4000' }),
    ).toEqual([
      'http://studio.test:4000',
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
  });
});
