import type { z } from 'zod';
import type { GrantRequestSchema, Ledger } from '@hs/contracts/entitlements';
import type { Database } from '@hs/db/database';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { grant, revoke } from './grants.ts';
import { balancesOf } from './ledger.ts';
import { ledgerOf } from './read.ts';

/**
 * Staff grant or take back a person's entitlements through the ledger, with the audit entry
 * in the same transaction. 404 for nobody. Returns how much moved and the ledger after.
 */
export async function changeLedger(
  db: Database,
  staff: StaffActor,
  body: z.infer<typeof GrantRequestSchema>,
): Promise<{ amount: number; ledger: Ledger }> {
  await ledgerOf(db, body.uid); // 404 for nobody
  const amount = await db.transaction(async (tx) => {
    const before = (await balancesOf(tx, body.uid))[body.kind] ?? 0;
    let moved = body.amount;
    if (body.action === 'revoke') {
      moved = await revoke(tx, { ...body, byUid: staff.uid });
    } else {
      await grant(tx, {
        uid: body.uid,
        kind: body.kind,
        amount: body.amount,
        reason: 'grant',
        note: body.note,
        byUid: staff.uid,
        ...(body.packageId ? { packageId: body.packageId } : {}),
      });
    }
    const after = (await balancesOf(tx, body.uid))[body.kind] ?? 0;
    await recordStaffAction(tx, staff, {
      action: `ledger.${body.action}`,
      targetType: 'user',
      targetId: body.uid,
      before: { kind: body.kind, balance: before },
      after: {
        kind: body.kind,
        balance: after,
        amount: moved,
        reason: body.note,
        ...(body.packageId ? { packageId: body.packageId } : {}),
      },
    });
    return moved;
  });
  return { amount, ledger: await ledgerOf(db, body.uid) };
}
