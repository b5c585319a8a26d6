import { randomBytes } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  preselectedStylesRoute,
  removeImageRoute,
  savePersonalInfoRoute,
  saveStylesRoute,
  startOnboardingRoute,
  submitModelRoute,
  updatePhotoCategoryRoute,
} from '@hs/contracts/onboarding';
import { model, style, trainingPhoto } from '@hs/db/schema';
import { MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import { minimumPhotos } from '@hs/domain/photo-rules';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  assertEditable,
  modelView,
  ownModel,
  photoOfOwner,
  photoView,
  removePhoto,
  savePersonalInfo,
} from '../onboarding/models.ts';
import { submitModel } from '../onboarding/submit.ts';
import { assertStylesAllowed } from '../organizations/options.ts';
import { authorize, principalOf } from '../policy/policy.ts';

export function onboardingRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const { storage } = services;

  // spec 001 section 7: POST /onboarding/start answers data.modelId and data.model.
  app.openapi({ ...startOnboardingRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const { modelId } = c.req.valid('json');
    let row;
    if (modelId) {
      row = await ownModel(db, viewer.uid, modelId);
    } else {
      // Continue the model still in onboarding, else open a new one.
      [row] = await db
        .select()
        .from(model)
        .where(and(eq(model.uid, viewer.uid), eq(model.status, 'onboarding')))
        .orderBy(desc(model.createdAt))
        .limit(1);
      row ??= (
        await db
          .insert(model)
          .values({
            id: randomBytes(10).toString('hex'),
            uid: viewer.uid,
            title: viewer.user.displayName,
          })
          .returning()
      )[0]!;
    }
    const view = await modelView(db, storage, row, viewer.user);
    return c.json({ success: true as const, data: { modelId: row.id, model: view } }, 200);
  });

  app.openapi({ ...savePersonalInfoRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const info = c.req.valid('json');
    const row = await ownModel(db, viewer.uid, info.modelId);
    assertEditable(row);
    const updated = await savePersonalInfo(db, row.id, info);
    const view = await modelView(db, storage, updated, viewer.user);
    return c.json({ success: true as const, data: { modelId: row.id, model: view } }, 200);
  });

  app.openapi({ ...saveStylesRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const body = c.req.valid('json');
    const row = await ownModel(db, viewer.uid, body.modelId);
    assertEditable(row);
    const styles = [...new Set(body.styles)];
    const known = styles.length
      ? await db.select({ id: style.id }).from(style).where(inArray(style.id, styles))
      : [];
    if (known.length !== styles.length) {
      const minimum = minimumPhotos(viewer.user.isTestUser);
      throw new AppError('onboarding.missing', { items: ['catalogueStyles'], photos: minimum });
    }
    // issue 17 item 7: a member picks only the backdrops their team lead allows.
    await assertStylesAllowed(db, viewer.uid, styles);
    const [updated] = await db
      .update(model)
      .set({ styles, updatedAt: new Date() })
      .where(eq(model.id, row.id))
      .returning();
    const view = await modelView(db, storage, updated!, viewer.user);
    return c.json({ success: true as const, data: { modelId: row.id, model: view } }, 200);
  });

  app.openapi({ ...removeImageRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const { imagePath } = c.req.valid('json');
    await removePhoto(db, storage, await photoOfOwner(db, viewer.uid, imagePath));
    return c.json({ success: true as const }, 200);
  });

  app.openapi({ ...updatePhotoCategoryRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const { imagePath, fullBody } = c.req.valid('json');
    const found = await photoOfOwner(db, viewer.uid, imagePath);
    assertEditable(found.model);
    if (fullBody && !found.photo.fullBody) {
      const [current] = await db
        .select({ n: count() })
        .from(trainingPhoto)
        .where(and(eq(trainingPhoto.modelId, found.model.id), eq(trainingPhoto.fullBody, true)));
      // spec 001 section 9: at most 3 full-body photos.
      if ((current?.n ?? 0) >= MAX_FULL_BODY_PHOTOS) {
        throw new AppError('photo.fullBodyLimit', { max: MAX_FULL_BODY_PHOTOS });
      }
    }
    const [updated] = await db
      .update(trainingPhoto)
      .set({ fullBody })
      .where(eq(trainingPhoto.id, found.photo.id))
      .returning();
    return c.json({ success: true as const, data: await photoView(storage, updated!) }, 200);
  });

  app.openapi({ ...submitModelRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const body = c.req.valid('json');
    const row = await ownModel(db, viewer.uid, body.modelId);
    if (row.status !== 'onboarding') {
      const view = await modelView(db, storage, row, viewer.user);
      return c.json({ success: true as const, data: { modelId: row.id, model: view } }, 200);
    }
    authorize(principalOf(c), { do: 'model.submit', owner: row.uid });
    const queued = await submitModel(services, {
      row,
      isTestUser: viewer.user.isTestUser,
      styles: body.styles ?? row.styles,
      locale: body.locale ?? null,
    });
    const view = await modelView(db, storage, queued ?? row, viewer.user);
    return c.json({ success: true as const, data: { modelId: row.id, model: view } }, 200);
  });

  app.openapi({ ...preselectedStylesRoute, middleware: [signedIn] }, async (c) => {
    const rows = await db
      .select({ id: style.id })
      .from(style)
      .where(and(eq(style.preselected, true), eq(style.enabled, true)))
      .orderBy(asc(style.sort));
    return c.json({ success: true as const, data: { styles: rows.map((r) => r.id) } }, 200);
  });

  return app;
}
