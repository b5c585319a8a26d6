import { sql } from 'drizzle-orm';
import { PACKAGE_DEFINITIONS, packageHeadshots, resolutionLabel } from '@hs/domain/packages';
import type { Database } from '../database.ts';
import { pricePackage } from '../schema/billing.ts';

// The headshot packages on sale, from their one definition in @hs/domain/packages (issue 12:
// the pricing page, checkout, the wizard and the engine all read these rows).
export const PACKAGES = PACKAGE_DEFINITIONS;

/**
 * Inserts the packages, and brings what existing rows deliver up to date with the
 * definitions. Name, prices, order and whether it is sold belong to staff once the row
 * exists (/admin/catalog): a restart must not undo a price change.
 */
export async function seedPackages(db: Database): Promise<void> {
  await db
    .insert(pricePackage)
    .values(
      PACKAGES.map((p, i) => ({
        id: p.id,
        name: p.name,
        priceUsdCents: p.priceUsdCents,
        prices: { ...p.prices },
        headshots: packageHeadshots(p),
        stylesAllowed: p.stylesAllowed,
        turnaroundHours: p.turnaroundHours,
        resolution: resolutionLabel(p.output),
        outputWidth: p.output.width,
        outputHeight: p.output.height,
        sort: i,
      })),
    )
    .onConflictDoUpdate({
      target: pricePackage.id,
      set: {
        headshots: sql`excluded.headshots`,
        stylesAllowed: sql`excluded.styles_allowed`,
        turnaroundHours: sql`excluded.turnaround_hours`,
        resolution: sql`excluded.resolution`,
        outputWidth: sql`excluded.output_width`,
        outputHeight: sql`excluded.output_height`,
      },
      // Only rows that differ: an update, even to the same values, moves the public
      // content version (its trigger), and every web process seeds as it starts.
      setWhere: sql`(${pricePackage.headshots}, ${pricePackage.stylesAllowed}, ${pricePackage.turnaroundHours}, ${pricePackage.resolution}, ${pricePackage.outputWidth}, ${pricePackage.outputHeight}) is distinct from (excluded.headshots, excluded.styles_allowed, excluded.turnaround_hours, excluded.resolution, excluded.output_width, excluded.output_height)`,
    });
}
