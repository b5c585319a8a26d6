import { OpenAPIHono } from '@hono/zod-openapi';
import {
  listClothingRoute,
  listEmotionsRoute,
  listHairstylesRoute,
  listStylesRoute,
} from '@hs/contracts/onboarding';
import type { Database } from '@hs/db/database';
import type { CATALOGUE_KINDS } from '@hs/db/schema';
import { publicItems, publicStyles } from '../catalogue/service.ts';
import type { AppEnv } from '../context.ts';
import { perVersion, type ContentVersion } from '../public-cache/content-version.ts';
import { keepJson, sendKeptJson } from '../public-cache/kept-json.ts';

/**
 * spec 001 section 7 names the catalogue lists with a trailing slash (GET /clothing/); the
 * document names them without, as OpenAPI tools expect. Both answer the same.
 */
const withTrailingSlash = <R extends { path: string }>(route: R) => ({
  ...route,
  path: `${route.path}/`,
  hide: true,
});

/**
 * The catalogue lists, read and serialized once per public content version (staff edits
 * move it), sent with an ETag (304 on If-None-Match; decision 051).
 */
export function catalogueRoutes(db: Database, version: ContentVersion) {
  const app = new OpenAPIHono<AppEnv>();
  const list = async (kind: (typeof CATALOGUE_KINDS)[number]) => ({
    success: true as const,
    data: await publicItems(db, kind),
  });
  const styles = async () => ({
    success: true as const,
    data: { styles: await publicStyles(db) },
  });
  const lists = {
    styles: perVersion(version, async () => keepJson(await styles())),
    clothing: perVersion(version, async () => keepJson(await list('clothing'))),
    hairstyle: perVersion(version, async () => keepJson(await list('hairstyle'))),
    emotion: perVersion(version, async () => keepJson(await list('emotion'))),
  };
  for (const route of [listStylesRoute, withTrailingSlash(listStylesRoute)]) {
    app.openapi(route, async (c) => sendKeptJson(c, await lists.styles()));
  }
  for (const route of [listClothingRoute, withTrailingSlash(listClothingRoute)]) {
    app.openapi(route, async (c) => sendKeptJson(c, await lists.clothing()));
  }
  for (const route of [listHairstylesRoute, withTrailingSlash(listHairstylesRoute)]) {
    app.openapi(route, async (c) => sendKeptJson(c, await lists.hairstyle()));
  }
  for (const route of [listEmotionsRoute, withTrailingSlash(listEmotionsRoute)]) {
    app.openapi(route, async (c) => sendKeptJson(c, await lists.emotion()));
  }
  return app;
}
