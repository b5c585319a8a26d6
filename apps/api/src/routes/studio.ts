import { engineCapabilities } from '@hs/engine/capabilities';
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  createStudioPhotoRoute,
  deleteStudioPhotoRoute,
  dislikeStudioPhotoRoute,
  enhanceStudioPhotoRoute,
  likeStudioPhotoRoute,
  listStudioPhotosRoute,
  phototemplateRoute,
  studioEmotionsRoute,
  studioModelRoute,
  studioOutfitsRoute,
  studioPhotosByIdsRoute,
} from '@hs/contracts/studio';
import { STUDIO_LOCAL_LIMITS, STUDIO_TEMPLATES } from '@hs/domain/studio';
import type { Context } from 'hono';
import { requireUser, signedIn } from '../auth/guards.ts';
import { publicItems } from '../catalogue/service.ts';
import type { AppEnv, Services } from '../context.ts';
import { authorize, principalOf } from '../policy/policy.ts';
import { studioCreateJob, studioEnhanceJob } from '../studio/jobs.ts';
import {
  createPhotos,
  deletePhoto,
  failPhoto,
  listPhotos,
  photoView,
  photosByIds,
  setLiked,
  startEnhance,
  studioCredits,
  studioModel,
  studioPhotoById,
  type StudioPhotoRow,
} from '../studio/service.ts';

// spec 001 section 7: the /studio calls. Only the model's owner reaches its studio; anyone
// else's model or photo id answers 404 (policy).
export function studioRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const { storage } = services;
  const guard = { middleware: [signedIn] };

  const ownedModel = async (c: Context<AppEnv>, modelId: string) => {
    requireUser(c);
    const row = await studioModel(db, modelId);
    authorize(principalOf(c), { do: 'studio.use', owner: row.uid });
    return row;
  };
  const ownedPhoto = async (c: Context<AppEnv>, id: string) => {
    requireUser(c);
    const row = await studioPhotoById(db, id);
    authorize(principalOf(c), { do: 'studio.use', owner: row.uid });
    return row;
  };
  const view = (row: StudioPhotoRow) => photoView(storage, row);

  app.openapi({ ...phototemplateRoute, ...guard }, async (c) => {
    requireUser(c);
    const templates = STUDIO_TEMPLATES.map((t) => ({
      _id: t.id,
      name: t.name,
      backdrop: t.backdrop,
    }));
    const engine = {
      name: services.engineName,
      cannot: services.engineName === 'local' ? [...STUDIO_LOCAL_LIMITS] : [],
      maxSide: engineCapabilities(services.engineName).maxSide,
    };
    return c.json({ success: true as const, data: { templates, engine } }, 200);
  });

  app.openapi({ ...studioOutfitsRoute, ...guard }, async (c) => {
    requireUser(c);
    return c.json({ success: true as const, data: await publicItems(db, 'clothing') }, 200);
  });

  app.openapi({ ...studioEmotionsRoute, ...guard }, async (c) => {
    requireUser(c);
    const data = (await publicItems(db, 'emotion')).map(({ _id, name }) => ({ _id, name }));
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...studioModelRoute, ...guard }, async (c) => {
    const row = await ownedModel(c, c.req.valid('param').modelId);
    const glasses = row.appearance.glassesPreference ?? '';
    const data = {
      _id: row.id,
      trigger: row.trigger,
      appearance: { glasses: glasses !== '' && !/without/i.test(glasses) },
      ethnicity: row.ethnicity,
      title: row.title,
      status: row.status,
      ready: row.status === 'ready',
    };
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...listStudioPhotosRoute, ...guard }, async (c) => {
    const row = await ownedModel(c, c.req.valid('param').modelId);
    const { offset, limit } = c.req.valid('query');
    const page = await listPhotos(db, row.id, offset, limit);
    const photos = await Promise.all(page.rows.map(view));
    return c.json({ success: true as const, data: { photos, reachedEnd: page.reachedEnd } }, 200);
  });

  app.openapi({ ...studioPhotosByIdsRoute, ...guard }, async (c) => {
    const row = await ownedModel(c, c.req.valid('param').modelId);
    const rows = await photosByIds(db, row.id, c.req.valid('json').ids);
    return c.json(
      { success: true as const, data: { photos: await Promise.all(rows.map(view)) } },
      200,
    );
  });

  app.openapi({ ...createStudioPhotoRoute, ...guard }, async (c) => {
    const { settings, count } = c.req.valid('json');
    const owner = await ownedModel(c, settings.modelId);
    const rows = await createPhotos(services, owner, settings, count);
    for (const row of rows) {
      try {
        await services.jobs.enqueue(
          studioCreateJob,
          { photoId: row.id },
          { key: `studio:${row.id}` },
        );
      } catch (error) {
        // Not queued: nothing will make it, so it fails and gives its credits back now.
        await failPhoto(db, row.id, (error as Error).message);
      }
    }
    const photos = await Promise.all(
      (
        await photosByIds(
          db,
          owner.id,
          rows.map((r) => r.id),
        )
      ).map(view),
    );
    const data = count === 1 ? photos[0]! : photos;
    const credits = await studioCredits(db, owner.uid);
    return c.json({ success: true as const, data, credits }, 200);
  });

  app.openapi({ ...enhanceStudioPhotoRoute, ...guard }, async (c) => {
    const row = await ownedPhoto(c, c.req.valid('param').id);
    const updated = await startEnhance(db, row);
    await services.jobs.enqueue(studioEnhanceJob, { photoId: row.id }, { key: `studio:${row.id}` });
    const credits = await studioCredits(db, row.uid);
    return c.json({ success: true as const, data: await view(updated), credits }, 200);
  });

  for (const [route, liked] of [
    [likeStudioPhotoRoute, true],
    [dislikeStudioPhotoRoute, false],
  ] as const) {
    app.openapi({ ...route, ...guard }, async (c) => {
      const row = await ownedPhoto(c, c.req.valid('param').id);
      const updated = await setLiked(db, row.id, liked);
      return c.json({ success: true as const, data: await view(updated) }, 200);
    });
  }

  app.openapi({ ...deleteStudioPhotoRoute, ...guard }, async (c) => {
    const row = await ownedPhoto(c, c.req.valid('param').id);
    await deletePhoto(services, row);
    return c.json({ success: true as const, data: null }, 200);
  });

  return app;
}
