import { DEFAULT_PARAMETER_VALUES, PARAMETER_KEYS } from '@hs/contracts/parameters';
import { appParameter } from './schema.ts';
import type { Database } from './database.ts';

// spec 001 section 2 (Other, White-label routing) and section 4 (maintenance):
// the switches staff flip from /admin/parameters. All off on a new install.
export const DEFAULT_PARAMETERS = PARAMETER_KEYS.map((key) => ({
  key,
  value: DEFAULT_PARAMETER_VALUES[key],
}));

export interface SeedReport {
  parametersInserted: number;
}

/** Idempotent: running it twice inserts nothing the second time. */
export async function seed(db: Database): Promise<SeedReport> {
  const inserted = await db
    .insert(appParameter)
    .values(DEFAULT_PARAMETERS.map((p) => ({ ...p })))
    .onConflictDoNothing()
    .returning({ key: appParameter.key });
  return { parametersInserted: inserted.length };
}
