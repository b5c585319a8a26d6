import type { DatabaseHandle } from '@hs/db/database';
import { normalizeEmail } from '@hs/domain/email';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { digest, limiterStore } from '../auth/limits.ts';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';

// Issue 35 item 3: the server sends mails people ask for (invitations, reminders, support
// confirmations), and each carries some text of the asker's (an organization's name). These
// limits bound how many one account and one organization may have sent an hour, and how
// many one address may receive a day from all of them together. On rate-limiter-flexible
// like the sign-in and support limits: rows every process shares on PostgreSQL, each count
// one atomic upsert; memory on PGlite (one process).

export interface MailLimitSettings {
  /** MAIL_LIMIT_PER_ACCOUNT_PER_HOUR: mails one account may have sent an hour. */
  perAccountPerHour: number;
  /** MAIL_LIMIT_PER_ORGANIZATION_PER_HOUR: mails sent for one organization an hour. */
  perOrganizationPerHour: number;
  /** MAIL_LIMIT_PER_RECIPIENT_PER_DAY: such mails one address may receive a day. */
  perRecipientPerDay: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimitSettings = {
  perAccountPerHour: 100,
  perOrganizationPerHour: 200,
  perRecipientPerDay: 5,
};

/** Who asks for mails to whom. */
export interface MailRequest {
  account: string | null;
  organization: string | null;
  recipients: readonly string[];
}

const HOUR = 3600;
const DAY = 24 * HOUR;

function createMailLimits(database: DatabaseHandle, settings: MailLimitSettings) {
  const store = limiterStore(database);
  const byAccount = store.make({
    keyPrefix: 'mail-account',
    points: settings.perAccountPerHour,
    duration: HOUR,
  });
  const byOrganization = store.make({
    keyPrefix: 'mail-organization',
    points: settings.perOrganizationPerHour,
    duration: HOUR,
  });
  const byRecipient = store.make({
    keyPrefix: 'mail-recipient',
    points: settings.perRecipientPerDay,
    duration: DAY,
  });
  store.ready().catch(() => undefined);

  /** Counts; on a refusal gives back what this request counted, so it sends all or none. */
  async function count(request: MailRequest): Promise<void> {
    const recipients = [...new Set(request.recipients.map((r) => digest(normalizeEmail(r))))];
    const counts: [RateLimiterAbstract, string, number][] = [];
    if (request.account) counts.push([byAccount, digest(request.account), recipients.length]);
    if (request.organization) {
      counts.push([byOrganization, digest(request.organization), recipients.length]);
    }
    for (const key of recipients) counts.push([byRecipient, key, 1]);
    const done: typeof counts = [];
    try {
      for (const entry of counts) {
        // A refused count is counted too: it is given back with the others.
        done.push(entry);
        await entry[0].consume(entry[1], entry[2]);
      }
    } catch (error) {
      await Promise.all(done.map(([limiter, key, points]) => limiter.reward(key, points)));
      throw error;
    }
  }

  return {
    /**
     * Counts the mails of one request against every limit; throws mail.tooMany (429, with
     * how long to wait) when any is used up, and then counts nothing.
     */
    async admit(request: MailRequest): Promise<void> {
      if (request.recipients.length === 0) return;
      await store.ready();
      try {
        await count(request);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('mail.tooMany', {
          seconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
    },
    /** admit, answering false instead of refusing: for a mail that may be left out. */
    async allows(request: MailRequest): Promise<boolean> {
      return this.admit(request).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.reason === 'mail.tooMany') return false;
          throw error;
        },
      );
    },
  };
}

export type MailLimits = ReturnType<typeof createMailLimits>;

// One set per running application: PGlite's counts live in memory, shared by every route.
const made = new WeakMap<Services, MailLimits>();

/** The mail limits of this application (settings from MAIL_LIMIT_*, else the defaults). */
export function mailLimitsOf(services: Services): MailLimits {
  let limits = made.get(services);
  if (!limits) {
    limits = createMailLimits(services.database, {
      ...DEFAULT_MAIL_LIMITS,
      ...services.config.mailLimits,
    });
    made.set(services, limits);
  }
  return limits;
}
