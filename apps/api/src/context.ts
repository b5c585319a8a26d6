import type { DatabaseHandle } from '@hs/db/database';
import type { SiteSettings } from '@hs/contracts/site';
import type { RequestIdVariables } from 'hono/request-id';
import type { Auth } from './auth/auth.ts';
import type { AuthLimits } from './auth/limits.ts';
import type { BillingConfig } from './billing/config.ts';
import type { AnalyticsConfig } from './routes/analytics.ts';
import type { FreeHeadshotConfig } from './routes/tools.ts';
import type { IdTokenVerifier } from './auth/id-token.ts';
import type { GenerationKitProvider } from './generation/kit.ts';
import type { ReplicateRelay } from './generation/replicate-relay.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { WebhookCompletions } from '@hs/engine/replicate/webhook-completions';
import type { Viewer } from './auth/viewer.ts';
import type { Logger } from './logger.ts';
import type { RequestLogger } from './middleware/request-log.ts';
import type { MailLimitSettings } from './mail/limits.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ParameterStore } from './parameters.ts';
import type { ContentVersion } from './public-cache/content-version.ts';
import type { Storage } from './storage/storage.ts';
import type { SupportLimitSettings } from './support/limits.ts';

/** Settings handlers read, taken from the validated environment. */
export interface AppConfig {
  baseUrl: string;
  /** Origins a browser may sign in from besides baseUrl's (config.ts trustedOrigins). */
  trustedOrigins?: string[];
  /** TRUST_PROXY: the reverse proxies in front that append to X-Forwarded-For (0: none trusted). */
  proxyHops: number;
  /** Origins outside this server that pages load stored files from (an S3 bucket), for the CSP. */
  fileOrigins?: string[];
  countryHeader: string | undefined;
  accountCreationLimitPerHour: number;
  /** REPLICATE_WEBHOOK_SECRET with ENGINE=replicate: POST /api/hooks/replicate checks it. */
  replicateWebhookSecret?: string;
  /** METRICS_TOKEN: the bearer token GET /metrics wants; no /metrics without it. */
  metricsToken?: string | undefined;
  oauthProviders: ('google' | 'linkedin')[];
  /** Brand name and external links of the public site; defaults when absent. */
  site?: SiteSettings;
  /** Payments, invoices, referral rewards; offline defaults when absent (billing/config.ts). */
  billing?: BillingConfig;
  /** Meta Conversions API for POST /t/fb/event; off when absent (routes/analytics.ts). */
  analytics?: AnalyticsConfig;
  /** SUPPORT_EMAIL: support notifications go here; the support form names it. */
  supportEmail?: string;
  /** Flood limits of the support form; defaults when absent (support/limits.ts). */
  supportLimits?: Partial<SupportLimitSettings>;
  /** MAIL_LIMIT_*: mails asked for per account, organization, recipient (mail/limits.ts). */
  mailLimits?: Partial<MailLimitSettings>;
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS: webhooks may post to private addresses (decision 035). */
  webhookAllowPrivateHosts?: boolean;
  /** ORGANIZATION_API_PER_MINUTE: requests per API key per minute (default 120). */
  organizationApiPerMinute?: number;
  /** Limits of POST /tools/free-headshot; defaults when absent (routes/tools.ts). */
  freeHeadshot?: Partial<FreeHeadshotConfig>;
}

/** What every handler can reach: the services built once at start-up. */
export interface Services {
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  startedAt: number;
  /** Milliseconds on a clock that only moves forward: what health checks age by. */
  monotonic: () => number;
  config: AppConfig;
  auth: Auth;
  /** Per-address limits and the per-account lockout in front of /api/auth. */
  authLimits: AuthLimits;
  idTokens: IdTokenVerifier;
  mailer: Mailer;
  parameters: ParameterStore;
  storage: Storage;
  /** Signs links to stored files (GET /api/files). */
  fileSecret: string;
  /** The durable job queue (apps/api/src/jobs). */
  jobs: JobQueue;
  /** The generation engine, identity scorer and NSFW classifier, loaded on first use. */
  generation: GenerationKitProvider;
  /** Verified Replicate webhook deliveries, handed to the engine's waiting jobs. */
  replicateHooks: WebhookCompletions;
  /**
   * Takes verified deliveries once and hands them to the waiting job in any process
   * (PostgreSQL LISTEN/NOTIFY); `replicateHooks` is its side in this process. Closed last.
   */
  replicateRelay: ReplicateRelay;
  /** ENGINE: which provider the kit holds, known without loading it. */
  engineName: 'local' | 'replicate';
  /** The version of what the public site shows; cached pages and lists belong to one. */
  publicContent: ContentVersion;
}

export interface AppEnv {
  Variables: RequestIdVariables & {
    /** The request's log, its lines carrying the request id (middleware/request-log.ts). */
    log: RequestLogger;
    viewer: Viewer | null;
    clientIp: string;
    /** The organization an API key reached (organizations/api-keys.ts; decision 028). */
    apiKeyOrganization?: string;
    /** The answer is one every caller gets alike: its route, to replay (decision 057). */
    keptJson?: string;
    /** The answer's body is made per request but its headers are alike: its route (057). */
    liveAnswer?: string;
  };
}
