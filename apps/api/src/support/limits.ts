import type { DatabaseHandle } from '@hs/db/database';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { digest, limiterStore } from '../auth/limits.ts';
import { AppError } from '../errors.ts';

export interface SupportLimitSettings {
  /** Requests one client address may send an hour. */
  perAddressPerHour: number;
  /** Requests one e-mail address (or account) may send an hour. */
  perSenderPerHour: number;
}

export const DEFAULT_SUPPORT_LIMITS: SupportLimitSettings = {
  perAddressPerHour: 20,
  perSenderPerHour: 8,
};

/**
 * Flood protection of the support form (issue 16 item 5): per client address and per
 * sender, on rate-limiter-flexible like the sign-in limits (PostgreSQL rows when scaled
 * out, memory on PGlite). Keys are digests: the table holds no addresses.
 */
export function createSupportLimits(database: DatabaseHandle, settings: SupportLimitSettings) {
  const store = limiterStore(database);
  const byAddress = store.make({
    keyPrefix: 'support-address',
    points: settings.perAddressPerHour,
    duration: 3600,
  });
  const bySender = store.make({
    keyPrefix: 'support-sender',
    points: settings.perSenderPerHour,
    duration: 3600,
  });
  store.ready().catch(() => undefined);

  return {
    /**
     * Counts one request; throws support.tooMany when either limit is used up. Answers how
     * to give the count back (a repeat of a stored request, found after counting).
     */
    async admit(ip: string, sender: string): Promise<() => Promise<void>> {
      await store.ready();
      const address = digest(ip);
      const who = digest(sender.trim().toLowerCase());
      try {
        await byAddress.consume(address);
        await bySender.consume(who);
        return async () => {
          await byAddress.reward(address, 1);
          await bySender.reward(who, 1);
        };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('support.tooMany', {
          seconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
    },
  };
}

export type SupportLimits = ReturnType<typeof createSupportLimits>;
