import { replicateOptionsFromEnv } from '@hs/engine/replicate/env';
import { z } from 'zod';

/** `https://a.example, http://127.0.0.1:3000` -> their origins; an entry with a path is refused. */
function parseOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const origins: string[] = [];
  const entries = value.split(',').map((s) => s.trim());
  for (const entry of entries.filter(Boolean)) {
    const url = URL.parse(entry);
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
    if (!url || !bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin: write scheme://host[:port], e.g. http://127.0.0.1:3000`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
}

// Every setting the process reads; README's configuration table lists the same ones.
// Defaults run offline on one machine.
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 1 to 65535' })
    .int({ error: 'must be a port number from 1 to 65535' })
    .min(1, { error: 'must be a port number from 1 to 65535' })
    .max(65535, { error: 'must be a port number from 1 to 65535' })
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // GET /metrics answers only a scraper sending `Authorization: Bearer <METRICS_TOKEN>`;
  // unset, there is no /metrics (404).
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  // Origins besides PUBLIC_URL's from which a browser may sign in (better-auth refuses the
  // others): comma-separated scheme://host[:port]. config.ts adds the loopback addresses.
  TRUSTED_ORIGINS: z.string().default('').transform(parseOrigins),

  // Accounts (better-auth). Without AUTH_SECRET on the embedded database, a random secret
  // is made once and kept in DATA_DIR; with DATABASE_URL (several processes) it is required.
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ACCOUNT_CREATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  SEED_DEMO_ACCOUNTS: z.stringbool().default(true),

  // Files: a folder in DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set.
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),

  // Mail: nodemailer over SMTP when set, else the outbox table (/admin/email).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Headshot Studio <no-reply@localhost>'),
  // Where support requests are announced, and the address the support form names.
  SUPPORT_EMAIL: z.email().default('support@localhost'),
  // Mails people ask for (invitations, reminders, support confirmations; issue 35 item 3):
  // at most this many an hour by one account and for one organization, and a day to one
  // address from everyone together. More answer 429 with Retry-After.
  MAIL_LIMIT_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  MAIL_LIMIT_PER_ORGANIZATION_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
  MAIL_LIMIT_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),

  // Behind reverse proxies: how many append to X-Forwarded-For (`true` is one, `false` or 0
  // none); the client address is the entry the outermost one appended
  // (middleware/client-ip.ts). Read the visitor's country from COUNTRY_HEADER (e.g.
  // cf-ipcountry) for GET /api/user/location.
  TRUST_PROXY: z
    .union([
      z.stringbool().transform((trusted) => (trusted ? 1 : 0)),
      z.coerce.number().int().min(0).max(16),
    ])
    .default(0),
  // Organization webhooks may post to private, loopback and link-local addresses (decision
  // 035): only for development and tests; refused by default.
  WEBHOOK_ALLOW_PRIVATE_HOSTS: z.stringbool().default(false),
  // Requests one organization API key may make per minute (/api/v1/*).
  ORGANIZATION_API_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  COUNTRY_HEADER: z.string().optional(),

  // Jobs (apps/api/src/jobs): run in this process by default; with DATABASE_URL, more
  // `npm run start:worker` processes can share the queue. A job whose worker died is
  // claimed again once its lease (JOB_LEASE_SECONDS) expires.
  JOBS_IN_PROCESS: z.stringbool().default(true),
  // Web processes sharing the port (node:cluster): with DATABASE_URL, one per core by
  // default; the embedded PGlite database allows only one (decision 024).
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  // Lanes (decision 025): JOBS_CONCURRENCY slots for generation and ranking, another
  // JOBS_URGENT_CONCURRENCY for payments and mail (never behind generation), one for
  // housekeeping. Finished jobs are deleted JOB_RETENTION_DAYS after they finish.
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOBS_URGENT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  // Image decodes one process runs at once, the rest waiting their turn (decision 069);
  // unset, @hs/imaging's default (2).
  IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // Generation: the engine (local CPU, offline; or replicate), outputs per model, and the
  // demo individual's gallery made from the sample photos at first start.
  // ENGINE=replicate reads and validates its own REPLICATE_* variables at start-up
  // (packages/engine/src/replicate/env.ts; README lists them).
  ENGINE: z.enum(['local', 'replicate']).default('local'),
  // Predictions at once with ENGINE=replicate: a Cog container runs one at a time (it
  // answers 409 to a second), so 1 in cog mode; 4 on the hosted API. Raise it for a
  // multi-slot Cog server (`concurrency.max`) or a hosted account's limits.
  REPLICATE_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
  // The signing secret of POST /api/hooks/replicate (checked with the rest of REPLICATE_*).
  REPLICATE_WEBHOOK_SECRET: z.string().optional(),
  SEED_DEMO_GALLERY: z.stringbool().default(true),

  // The public site (spec 001 section 2, Other): the brand in the header and footer, and
  // the footer's external trust page and helpdesk links (a path stays on this site).
  BRAND_NAME: z.string().min(1).default('Headshot Studio'),
  TRUST_PAGE_URL: z.string().min(1).default('https://www.trustpilot.com/'),
  HELPDESK_URL: z.string().min(1).default('/contact'),

  // Payments (docs/decisions/009-payments.md). Without STRIPE_SECRET_KEY the offline test
  // provider takes payments (a page marked TEST MODE); nothing reaches the internet.
  // PAYMENTS: 'auto' = Stripe when STRIPE_SECRET_KEY is set, else the test provider (demo
  // mode: the site says so everywhere); 'off' = nothing can be bought (staff grants only).
  PAYMENTS: z.enum(['auto', 'test', 'off']).default('auto'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Studio credits the referrer gets for a referred user's first payment. */
  REFERRAL_REWARD_CREDITS: z.coerce.number().int().min(0).default(10),
  // Invoices: the seller block, and a tax line (prices include it) when TAX_RATE is set.
  SELLER_NAME: z.string().min(1).default('Headshot Studio'),
  SELLER_ADDRESS: z.string().default(''),
  SELLER_EMAIL: z.string().default(''),
  SELLER_VAT_ID: z.string().default(''),
  TAX_RATE: z.coerce.number().min(0).max(100).optional(),
  TAX_LABEL: z.string().default('VAT'),
  // Meta Conversions API (POST /t/fb/event and /t/fb/sale): only with both set.
  META_PIXEL_ID: z.string().optional(),
  META_ACCESS_TOKEN: z.string().optional(),
  // Base URL of Meta's Graph API (tests point it at a loopback fake); used only when both above are set.
  META_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
});

export type Env = z.infer<typeof EnvSchema>;

/** S3 settings are all or nothing: a bucket needs its keys. */
function checkS3(env: Env): string[] {
  if (!env.S3_BUCKET) return [];
  return (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((k) => !env[k])
    .map((k) => `  ${k}="": required when S3_BUCKET is set`);
}

/** ENGINE=replicate: the REPLICATE_* settings are checked at start-up, not at the first job. */
function checkReplicate(env: Env, source: Record<string, string | undefined>): string[] {
  if (env.ENGINE !== 'replicate') return [];
  try {
    replicateOptionsFromEnv(source);
    return [];
  } catch (error) {
    return [`  ${error instanceof Error ? error.message : String(error)}`];
  }
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; throws an EnvError naming each bad variable and why. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) {
    const problems = [...checkS3(result.data), ...checkReplicate(result.data, present)];
    if (problems.length === 0) return result.data;
    throw new EnvError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.join('.');
    return `  ${key}=${JSON.stringify(source[key] ?? '')}: ${issue.message}`;
  });
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
