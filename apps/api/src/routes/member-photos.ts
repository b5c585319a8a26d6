import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  memberPhotoCheckRoute,
  openMemberModelRoute,
  removeMemberPhotoRoute,
  submitForMemberRoute,
  uploadMemberPhotosRoute,
} from '@hs/contracts/member-photos';
import { signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { limitUploadBody } from '../middleware/body-limit.ts';
import {
  assertEditable,
  ownModel,
  photoOfOwner,
  removePhoto,
  savePersonalInfo,
} from '../onboarding/models.ts';
import { checkPhotos } from '../onboarding/photo-check.ts';
import { submitModel } from '../onboarding/submit.ts';
import { acceptUploads } from '../onboarding/upload-photos.ts';
import {
  assertBulkUpload,
  memberAccount,
  memberModelView,
  memberOnboardingModel,
  membershipFor,
  openMemberModel,
} from '../organizations/member-photos.ts';
import { authorizeForMember, authorizeLead, leadOnly, principalOf } from '../policy/policy.ts';
import { readUploadForm } from './upload-form.ts';

// Photos and the order on a member's behalf (issue 17 item 5; decision 048). Routes parse
// and answer; the policy decides who may act for whom; services check and keep photos.
export function memberPhotosRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const { storage } = services;

  /** The member the lead acts for: the policy first, then the organization's feature. */
  async function actFor(c: Context<AppEnv>, uid: string) {
    const principal = principalOf(c);
    const organizationId = authorizeLead(principal);
    authorizeForMember(principal, await membershipFor(db, organizationId, uid));
    await assertBulkUpload(db, organizationId);
    return memberAccount(db, uid);
  }

  app.openapi({ ...openMemberModelRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const user = await actFor(c, c.req.valid('param').id);
    const row = await memberOnboardingModel(db, user.uid);
    return c.json(
      { success: true as const, data: await memberModelView(services, row, user) },
      200,
    );
  });

  app.openapi(
    { ...uploadMemberPhotosRoute, middleware: [signedIn, leadOnly, limitUploadBody] },
    async (c) => {
      const user = await actFor(c, c.req.param('id') ?? '');
      const { modelId, files, allowFullBody } = await readUploadForm(c, { modelOptional: true });
      const row = modelId ? await ownModel(db, user.uid, modelId) : await openMemberModel(db, user);
      assertEditable(row);
      return c.json(await acceptUploads(services, { modelId: row.id, files, allowFullBody }), 200);
    },
  );

  app.openapi({ ...removeMemberPhotoRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const user = await actFor(c, c.req.valid('param').id);
    const { imagePath } = c.req.valid('json');
    await removePhoto(db, storage, await photoOfOwner(db, user.uid, imagePath));
    return c.json({ success: true as const }, 200);
  });

  app.openapi({ ...memberPhotoCheckRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const { id, modelId } = c.req.valid('param');
    const user = await actFor(c, id);
    const row = await ownModel(db, user.uid, modelId);
    const { styles } = c.req.valid('query');
    const data = await checkPhotos(services, { uid: user.uid, modelId: row.id, styles });
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...submitForMemberRoute, middleware: [signedIn, leadOnly] }, async (c) => {
    const user = await actFor(c, c.req.valid('param').id);
    const { modelId, styles, locale, ...info } = c.req.valid('json');
    let row = await ownModel(db, user.uid, modelId);
    if (row.status === 'onboarding') {
      try {
        row = await savePersonalInfo(db, row.id, info);
        row =
          (await submitModel(services, {
            row,
            isTestUser: user.isTestUser,
            styles: [...new Set(styles)],
            locale: locale ?? null,
          })) ?? (await ownModel(db, user.uid, modelId));
      } catch (error) {
        // The member's own message says to ask the lead; the lead is told to buy seats.
        if (error instanceof AppError && error.reason === 'seats.none') {
          throw new AppError('seats.noneForLead');
        }
        // A submit that landed meanwhile (the member's, or a second click): nothing spent.
        if (!(error instanceof AppError && error.reason === 'model.submitted')) throw error;
        row = await ownModel(db, user.uid, modelId);
      }
    }
    return c.json(
      { success: true as const, data: await memberModelView(services, row, user) },
      200,
    );
  });

  return app;
}
