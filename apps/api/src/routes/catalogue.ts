import { OpenAPIHono } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import {
  listClothingRoute,
  listEmotionsRoute,
  listHairstylesRoute,
} from '@hs/contracts/onboarding';
import type { Database } from '@hs/db/database';
import { catalogueItem, type CATALOGUE_KINDS } from '@hs/db/schema';
import type { AppEnv } from '../context.ts';

export function catalogueRoutes(db: Database) {
  const app = new OpenAPIHono<AppEnv>();
  const list = async (kind: (typeof CATALOGUE_KINDS)[number]) => {
    const rows = await db
      .select()
      .from(catalogueItem)
      .where(eq(catalogueItem.kind, kind))
      .orderBy(asc(catalogueItem.sort));
    return {
      success: true as const,
      data: rows.map((r) => ({ _id: r.id, name: r.name, gender: r.gender })),
    };
  };
  app.openapi(listClothingRoute, async (c) => c.json(await list('clothing'), 200));
  app.openapi(listHairstylesRoute, async (c) => c.json(await list('hairstyle'), 200));
  app.openapi(listEmotionsRoute, async (c) => c.json(await list('emotion'), 200));
  return app;
}
