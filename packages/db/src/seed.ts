import { appParameter } from './schema.ts';
import type { Database } from './database.ts';

// spec 001 section 2 (Other, White-label routing) and section 4 (maintenance):
// the switches staff flip from /admin/parameters. All off on a new install.
export const DEFAULT_PARAMETERS = [
  {
    key: 'maintenanceMode',
    value: { enabled: false, endsAt: null },
    description: 'Maintenance screen',
  },
  { key: 'holidayMode', value: { enabled: false, endsAt: null }, description: 'Holiday notice' },
  { key: 'whiteLabelMode', value: { enabled: false }, description: 'White-label routing' },
] as const;

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
