import { OpenAPIHono } from '@hono/zod-openapi';
import {
  preselectedStylesRoute,
  removeImageRoute,
  savePersonalInfoRoute,
  saveStylesRoute,
  startOnboardingRoute,
  submitModelRoute,
  updatePhotoCategoryRoute,
} from '@hs/contracts/onboarding';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import {
  assertEditable,
  modelView,
  ownModel,
  photoOfOwner,
  photoView,
  removePhoto,
  savePersonalInfo,
} from '../onboarding/models.ts';
import {
  preselectedStyles,
  saveStyles,
  setPhotoFullBody,
  startOnboarding,
} from '../onboarding/steps.ts';
import { submitModel } from '../onboarding/submit.ts';
import { authorize, principalOf } from '../policy/policy.ts';

export function onboardingRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const { storage } = services;

  // spec 001 section 7: POST /onboarding/start answers data.modelId and data.model.
  app.openapi({ ...startOnboardingRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const { modelId } = c.req.valid('json');
    const row = await startOnboarding(db, viewer.user, modelId);
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
    const updated = await saveStyles(db, viewer.user, body.modelId, body.styles);
    const view = await modelView(db, storage, updated, viewer.user);
    return c.json({ success: true as const, data: { modelId: updated.id, model: view } }, 200);
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
    const updated = await setPhotoFullBody(db, viewer.uid, imagePath, fullBody);
    return c.json({ success: true as const, data: await photoView(storage, updated) }, 200);
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

  app.openapi({ ...preselectedStylesRoute, middleware: [signedIn] }, async (c) =>
    c.json({ success: true as const, data: { styles: await preselectedStyles(db) } }, 200),
  );

  return app;
}
