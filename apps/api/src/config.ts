import type { AppConfig } from './context.ts';
import type { Env } from './env.ts';

export function appConfig(env: Env): AppConfig {
  return {
    baseUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY,
    countryHeader: env.COUNTRY_HEADER?.toLowerCase(),
    accountCreationLimitPerHour: env.ACCOUNT_CREATION_LIMIT_PER_HOUR,
    oauthProviders: [
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? (['google'] as const) : []),
      ...(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET ? (['linkedin'] as const) : []),
    ],
  };
}

export function oauthCredentials(env: Env) {
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    linkedin:
      env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET
        ? { clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET }
        : undefined,
  };
}
