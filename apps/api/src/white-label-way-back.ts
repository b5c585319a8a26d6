import type { Database } from '@hs/db/database';
import { recordStaffAction } from './audit/audit.ts';
import { createParameterStore } from './parameters.ts';

/** Who the audit trail names for a change made with `npm run white-label:off`. */
export const COMMAND_LINE_ACTOR = { uid: 'command-line', email: '', role: 'operator' } as const;

/**
 * Issue 35 item 14: white-label mode answers 403 on /admin (spec 001 section 2, White-label
 * routing), so staff cannot switch it off where they switched it on. The way back in is
 * the server's own command line (`npm run white-label:off`): whoever can run it already
 * holds the database. Answers whether the mode was on.
 */
export async function switchWhiteLabelOff(db: Database): Promise<boolean> {
  const store = createParameterStore(db);
  const wasOn = (await store.get()).whiteLabelMode.enabled;
  await store.set('whiteLabelMode', { enabled: false }, (tx, before) =>
    recordStaffAction(tx, COMMAND_LINE_ACTOR, {
      action: 'parameter.set',
      targetType: 'parameter',
      targetId: 'whiteLabelMode',
      before,
      after: { enabled: false },
    }),
  );
  return wasOn;
}
