import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { pricePackage } from '../schema/billing.ts';

// The headshot packages on sale (spec 000 section 3: id, price in cents USD, per-currency
// price map). Prices are minor units; a currency missing from `prices` is converted from USD.
// Headshot counts follow spec 000 section 9: styles x photos per style (10) + 10; the api's
// catalogue test checks them against @hs/domain/photos-per-package.
export const PACKAGES = [
  {
    id: 'starter',
    name: 'Starter',
    priceUsdCents: 2900,
    prices: { eur: 2900, gbp: 2500, cad: 3900, aud: 4500, chf: 2900, inr: 149900 },
    stylesAllowed: 4,
    headshots: 50,
    turnaroundHours: 3,
    resolution: '1024 x 1024',
  },
  {
    id: 'professional',
    name: 'Professional',
    priceUsdCents: 3900,
    prices: { eur: 3900, gbp: 3400, cad: 5300, aud: 5900, chf: 3900, inr: 199900 },
    stylesAllowed: 10,
    headshots: 110,
    turnaroundHours: 2,
    resolution: '2048 x 2048',
  },
  {
    id: 'executive',
    name: 'Executive',
    priceUsdCents: 5900,
    prices: { eur: 5900, gbp: 4900, cad: 7900, aud: 8900, chf: 5900, inr: 299900 },
    stylesAllowed: 20,
    headshots: 210,
    turnaroundHours: 1,
    resolution: '4096 x 4096',
  },
] as const;

/** Inserts the packages, and brings existing rows up to date with the seed's prices. */
export async function seedPackages(db: Database): Promise<void> {
  await db
    .insert(pricePackage)
    .values(PACKAGES.map((p, i) => ({ ...p, prices: { ...p.prices }, sort: i })))
    .onConflictDoUpdate({
      target: pricePackage.id,
      set: {
        name: sql`excluded.name`,
        priceUsdCents: sql`excluded.price_usd_cents`,
        prices: sql`excluded.prices`,
        headshots: sql`excluded.headshots`,
        stylesAllowed: sql`excluded.styles_allowed`,
        turnaroundHours: sql`excluded.turnaround_hours`,
        resolution: sql`excluded.resolution`,
      },
    });
}
