import { billingConfig } from './billing/config.ts';
import { analyticsConfig } from './routes/analytics.ts';
import type { AppConfig } from './context.ts';
import type { Env } from './env.ts';
import type { StorageConfig } from './storage/create-storage.ts';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Where a browser may sign in from: PUBLIC_URL's origin, TRUSTED_ORIGINS, and the loopback
 * addresses on PORT in development or when no PUBLIC_URL is set (the server is then reached
 * on this machine, by whichever loopback name the person typed).
 */
export function trustedOrigins(env: Env, baseUrl: string): string[] {
  const loopback =
    env.NODE_ENV === 'development' || !env.PUBLIC_URL
      ? LOOPBACK_HOSTS.map((host) => `http://${host}:${env.PORT}`)
      : [];
  return [...new Set([new URL(baseUrl).origin, ...env.TRUSTED_ORIGINS, ...loopback])];
}

/** Where browsers fetch stored files when they live in S3: its presigned URLs' origins. */
function fileOrigins(env: Env): string[] {
  if (!env.S3_BUCKET) return [];
  if (!env.S3_ENDPOINT) return ['https://*.amazonaws.com'];
  const endpoint = new URL(env.S3_ENDPOINT);
  // Path style (endpoint/bucket/key) or virtual-hosted (bucket.endpoint/key).
  return [endpoint.origin, `${endpoint.protocol}//*.${endpoint.host}`];
}

export function appConfig(env: Env): AppConfig {
  const baseUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    baseUrl,
    trustedOrigins: trustedOrigins(env, baseUrl),
    proxyHops: env.TRUST_PROXY,
    fileOrigins: fileOrigins(env),
    countryHeader: env.COUNTRY_HEADER?.toLowerCase(),
    accountCreationLimitPerHour: env.ACCOUNT_CREATION_LIMIT_PER_HOUR,
    metricsToken: env.METRICS_TOKEN,
    ...(env.ENGINE === 'replicate' && env.REPLICATE_WEBHOOK_SECRET
      ? { replicateWebhookSecret: env.REPLICATE_WEBHOOK_SECRET }
      : {}),
    supportEmail: env.SUPPORT_EMAIL,
    mailLimits: {
      perAccountPerHour: env.MAIL_LIMIT_PER_ACCOUNT_PER_HOUR,
      perOrganizationPerHour: env.MAIL_LIMIT_PER_ORGANIZATION_PER_HOUR,
      perRecipientPerDay: env.MAIL_LIMIT_PER_RECIPIENT_PER_DAY,
    },
    webhookAllowPrivateHosts: env.WEBHOOK_ALLOW_PRIVATE_HOSTS,
    organizationApiPerMinute: env.ORGANIZATION_API_PER_MINUTE,
    billing: billingConfig(env),
    analytics: analyticsConfig(env),
    site: {
      brandName: env.BRAND_NAME,
      trustPageUrl: env.TRUST_PAGE_URL,
      helpdeskUrl: env.HELPDESK_URL,
    },
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

/** Local files under DATA_DIR, or the S3 bucket when S3_BUCKET is set. Links are relative. */
export function storageConfig(env: Env, dataDir: string, secret: string): StorageConfig {
  return {
    dataDir,
    secret,
    baseUrl: '',
    ...(env.S3_BUCKET
      ? {
          s3: {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          },
        }
      : {}),
  };
}
