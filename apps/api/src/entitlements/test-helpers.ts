import type { PackageTerms } from '@hs/domain/packages';
import type { TestServer } from '../testing/test-server.ts';
import { grant } from './grants.ts';

/** A small package for tests that generate (fast): granted through the ledger, as staff would. */
export const TEST_TERMS: PackageTerms = {
  packageId: 'test',
  headshots: 10,
  styles: 2,
  width: 256,
  height: 320,
};

export async function grantTestPackage(
  server: TestServer,
  uid: string,
  terms: Partial<PackageTerms> = {},
  amount = 1,
) {
  return server.database.db.transaction((tx) =>
    grant(tx, {
      uid,
      kind: 'package',
      amount,
      reason: 'grant',
      note: 'test',
      byUid: null,
      terms: { ...TEST_TERMS, ...terms },
    }),
  );
}

/** Studio credits for tests, granted through the ledger with a reason, as staff would. */
export async function grantStudioCredits(server: TestServer, uid: string, amount: number) {
  return server.database.db.transaction((tx) =>
    grant(tx, {
      uid,
      kind: 'studio_credits',
      amount,
      reason: 'grant',
      note: 'test: studio credits',
      byUid: null,
    }),
  );
}
