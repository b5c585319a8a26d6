import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import type { DatabaseHandle } from '@hs/db/database';
import { openDatabase } from '@hs/db/open-database';
import { seed } from '@hs/db/seed';
import { createTestDatabase } from '@hs/db/testing/test-database';
import type { LockoutPolicy } from '../auth/limits.ts';
import type { BillingConfig } from '../billing/config.ts';
import type { Services } from '../context.ts';
import type { MailLimitSettings } from '../mail/limits.ts';
import type { SupportLimitSettings } from '../support/limits.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { createLogger } from '../logger.ts';
import { mailDeliverJob } from '../mail/deliver-job.ts';
import { createMetrics } from '../metrics.ts';
import { createServerApp } from '../server.ts';
import { createServices } from '../services.ts';
import { createLocalStorage } from '../storage/local-storage.ts';

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  services: Services;
  close(): Promise<void>;
}

export interface TestServerOptions {
  smtpUrl?: string;
  authRateLimitPerMinute?: number;
  /** The per-account lockout (auth/limits.ts); tests shorten its locks. */
  lockout?: Partial<LockoutPolicy>;
  accountCreationLimitPerHour?: number;
  countryHeader?: string;
  /** METRICS_TOKEN: without it, no /metrics. */
  metricsToken?: string;
  /** TRUST_PROXY: `true` or the number of proxies in front appending to X-Forwarded-For. */
  trustProxy?: boolean | number;
  /** PUBLIC_URL: the address in links (default: the loopback URL the server listens on). */
  publicUrl?: (port: number) => string;
  /** TRUSTED_ORIGINS, given the port the server listens on. */
  trustedOrigins?: (port: number) => string[];
  /** Payments: Stripe pointed at testing/fake-stripe.ts, rewards, tax (billing/config.ts). */
  billing?: BillingConfig;
  /** REPLICATE_WEBHOOK_SECRET: POST /api/hooks/replicate checks deliveries with it. */
  replicateWebhookSecret?: string;
  /** Flood limits of the support form (support/limits.ts). */
  supportLimits?: Partial<SupportLimitSettings>;
  /** MAIL_LIMIT_*: mails asked for per account, organization and recipient (mail/limits.ts). */
  mailLimits?: Partial<MailLimitSettings>;
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS (default here: true, so the loopback receiver works). */
  webhookAllowPrivateHosts?: boolean;
  /** ORGANIZATION_API_PER_MINUTE (default here: 10000). */
  organizationApiPerMinute?: number;
  /** The clock health checks age by (default performance.now). */
  monotonic?: () => number;
  /**
   * A PostgreSQL database other processes share (several servers, one database): opened
   * with connections of this server's own and left in place on close.
   */
  databaseUrl?: string;
  /** Where local storage keeps files (a worker's `DATA_DIR/files`); left in place on close. */
  filesDir?: string;
}

/** The real HTTP server on a free loopback port, on a fresh database of its own. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: options.databaseUrl })
    : await createTestDatabase();
  await seed(database.db);
  // The server takes its port from the OS and keeps it: a port found free and let go first
  // could be taken by another socket before the server listened on it (EADDRINUSE).
  let app: ReturnType<typeof createServerApp> | null = null;
  const server = createAdaptorServer({
    fetch: (request, env) => app!.fetch(request, env),
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const filesDir = options.filesDir ?? mkdtempSync(join(tmpdir(), 'hs-files-'));
  const services = createServices({
    database,
    ...(options.monotonic ? { monotonic: options.monotonic } : {}),
    logger: createLogger('silent'),
    version: 'test',
    config: {
      baseUrl: options.publicUrl?.(port) ?? url,
      trustedOrigins: options.trustedOrigins?.(port) ?? [],
      proxyHops: options.trustProxy === true ? 1 : options.trustProxy || 0,
      metricsToken: options.metricsToken,
      countryHeader: options.countryHeader,
      accountCreationLimitPerHour: options.accountCreationLimitPerHour ?? 100,
      oauthProviders: [],
      ...(options.billing ? { billing: options.billing } : {}),
      ...(options.replicateWebhookSecret
        ? { replicateWebhookSecret: options.replicateWebhookSecret }
        : {}),
      supportEmail: 'support@test.local',
      webhookAllowPrivateHosts: options.webhookAllowPrivateHosts ?? true,
      organizationApiPerMinute: options.organizationApiPerMinute ?? 10_000,
      ...(options.supportLimits ? { supportLimits: options.supportLimits } : {}),
      ...(options.mailLimits ? { mailLimits: options.mailLimits } : {}),
    },
    authSecret: 'test-secret-test-secret-test-secret-0123',
    authRateLimitPerMinute: options.authRateLimitPerMinute ?? 1000,
    ...(options.lockout ? { lockout: options.lockout } : {}),
    smtpUrl: options.smtpUrl,
    mailFrom: 'Headshot Studio <no-reply@test.local>',
    storage: (secret) => createLocalStorage({ root: filesDir, secret, baseUrl: '' }),
  });
  app = createServerApp({ services, metrics: createMetrics() });
  // With SMTP, mail goes out through its job (decision 043), run here as the server would;
  // other jobs stay for each test to run as it needs.
  const mailRunner = options.smtpUrl
    ? createJobRunner({
        services,
        definitions: [mailDeliverJob],
        concurrency: 4,
        leaseSeconds: 60,
      })
    : null;
  mailRunner?.start();
  return {
    url,
    database,
    services,
    close: async () => {
      await mailRunner?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.replicateRelay.close();
      await database.close().catch(() => undefined);
      if (!options.filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
