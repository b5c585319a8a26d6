import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { codeForStatus } from '@hs/contracts/error-codes';
import type { AppEnv, Services } from './context.ts';
import { AppError, invalidInput } from './errors.ts';
import { docsRoutes } from './routes/docs.ts';
import { limitBodies } from './middleware/body-limit.ts';
import { refuseNulBytes } from './middleware/no-nul.ts';
import { viewerMiddleware } from './middleware/viewer.ts';
import { refuseWhileImpersonating } from './middleware/impersonation.ts';
import { adminRoutes } from './routes/admin.ts';
import { healthRoutes } from './routes/health.ts';
import type { KeptAnswers } from './public-cache/kept-answers.ts';
import { userRoutes } from './routes/user.ts';
import { imageRoutes } from './routes/image.ts';
import { engineRoutes } from './routes/engine.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { rankingRoutes } from './routes/ranking.ts';
import { stylePreviewRoutes } from './routes/style-preview.ts';
import { fileRoutes } from './routes/files.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { replicateHookRoutes } from './routes/replicate-hooks.ts';
import { paymentRoutes } from './routes/payments.ts';
import { invoiceRoutes } from './routes/invoice.ts';
import { refundRoutes } from './routes/refunds.ts';
import { supportRoutes } from './routes/support.ts';
import { backofficeRoutes } from './routes/backoffice.ts';
import { exampleRoutes } from './routes/examples.ts';
import { couponRoutes } from './routes/coupons.ts';
import { entitlementRoutes } from './routes/entitlements.ts';
import { staffUserRoutes } from './routes/staff-users.ts';
import { staffOrganizationRoutes } from './routes/staff-organizations.ts';
import { siteRoutes } from './routes/site.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { resultsRoutes } from './routes/results.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { toolsRoutes } from './routes/tools.ts';
import { blogAdminRoutes } from './routes/blog-admin.ts';
import { reviewAdminRoutes } from './routes/reviews-admin.ts';
import { catalogueAdminRoutes } from './routes/catalogue-admin.ts';
import { changelogRoutes } from './routes/changelog.ts';
import { privacyRoutes } from './routes/privacy.ts';
import { studioRoutes } from './routes/studio.ts';
import { organizationRoutes } from './routes/organization.ts';
import { organizationAreaRoutes } from './routes/organization-area.ts';
import { organizationApiRoutes } from './routes/organization-api.ts';
import { bulkUploadRoutes } from './routes/bulk-upload.ts';
import { memberPhotosRoutes } from './routes/member-photos.ts';
import { organizationSettingsRoutes } from './routes/organization-settings.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { upsellRoutes } from './routes/upsell.ts';
import { studioCreditRoutes } from './routes/studio-credits.ts';
import { referralAdminRoutes } from './routes/referral-admin.ts';
import { openApiDocument } from './openapi-document.ts';

/** The JSON API mounted under /api: one router per area, validated by the shared schemas. */
export function createApi(services: Services, answers?: Pick<KeptAnswers, 'live'>) {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(invalidInput(result.error.issues).toBody(), 400);
    },
  });

  api.use('*', limitBodies);
  api.use('*', refuseNulBytes);
  api.use('*', viewerMiddleware(services));
  api.use('*', refuseWhileImpersonating);
  api.route('/', healthRoutes(services, answers));
  api.route('/', userRoutes(services));
  api.route('/', adminRoutes(services));
  api.route('/', onboardingRoutes(services));
  api.route('/', imageRoutes(services));
  api.route('/', engineRoutes(services));
  api.route('/', rankingRoutes(services));
  api.route('/', stylePreviewRoutes(services.database.db));
  api.route('/', catalogueRoutes(services.database.db, services.publicContent));
  api.route('/', checkoutRoutes(services));
  api.route('/', replicateHookRoutes(services));
  api.route('/', paymentRoutes(services));
  api.route('/', invoiceRoutes(services));
  api.route('/', refundRoutes(services));
  api.route('/', supportRoutes(services));
  api.route('/', couponRoutes(services));
  api.route('/', backofficeRoutes(services));
  api.route('/', exampleRoutes(services));
  api.route('/', entitlementRoutes(services));
  api.route('/', staffUserRoutes(services));
  api.route('/', staffOrganizationRoutes(services));
  api.route('/', referralAdminRoutes(services));
  api.route('/', siteRoutes(services.database.db, services.parameters, services.config));
  api.route('/', reviewRoutes(services.database.db, services.parameters));
  api.route('/', resultsRoutes(services));
  api.route('/', analyticsRoutes(services));
  api.route('/', toolsRoutes(services));
  api.route('/', changelogRoutes(services));
  api.route('/', catalogueAdminRoutes(services.database.db));
  api.route('/', blogAdminRoutes(services));
  api.route('/', reviewAdminRoutes(services.database.db));
  api.route('/', privacyRoutes(services));
  api.route('/', studioRoutes(services));
  api.route('/', studioCreditRoutes(services));
  api.route('/', organizationRoutes(services));
  api.route('/', organizationAreaRoutes(services));
  api.route('/', organizationApiRoutes(services));
  api.route('/', bulkUploadRoutes(services));
  api.route('/', memberPhotosRoutes(services));
  api.route('/', organizationSettingsRoutes(services));
  api.route('/', downloadRoutes(services));
  api.route('/', upsellRoutes(services));
  api.route('/', fileRoutes({ secret: services.fileSecret, storage: services.storage }));

  // Built once, on first request: the routes do not change while the process runs.
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get('/openapi.json', (c) => {
    document ??= openApiDocument(api);
    return c.json(document);
  });
  api.route('/docs', docsRoutes());

  api.onError((error, c) => {
    if (error instanceof AppError) {
      // A rate limit that says how long to wait says it in the standard header too.
      const wait = error.params.seconds;
      if (error.status === 429 && typeof wait === 'number') c.header('retry-after', String(wait));
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's own refusals (malformed JSON, a media type the route does not take).
      const code = codeForStatus(error.status);
      if (!code) return c.json({ success: false, errorMessage: error.message }, error.status);
      const refusal = AppError.of(code, error.message ? { message: error.message } : {});
      return c.json(refusal.toBody(), error.status);
    }
    c.get('log').error({ err: error }, 'unhandled error');
    return c.json(new AppError('http.internal').toBody(), 500);
  });
  return api;
}
