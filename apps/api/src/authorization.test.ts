import { testDriver } from '@hs/db/testing/test-database';
import { STAFF_ROLES, type StaffRole } from '@hs/domain/roles';
import { canAccessAdminPath } from '@hs/domain/staff-menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './seed-demo.ts';
import { TestClient } from './testing/test-client.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

type Persona = 'signed-out' | 'anonymous' | 'User' | 'TeamLead' | 'TeamMember' | StaffRole;
const PERSONAS: Persona[] = [
  'signed-out',
  'anonymous',
  'User',
  'TeamLead',
  'TeamMember',
  ...STAFF_ROLES,
];

const everyone = () => true;
const signedIn = (p: Persona) => p !== 'signed-out';
const lead = (p: Persona) => p === 'TeamLead';
const nobody = () => false;
const staffFor = (adminPath: string) => (p: Persona) =>
  (STAFF_ROLES as readonly string[]).includes(p) && canAccessAdminPath(p as StaffRole, adminPath);

interface RouteRule {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The OpenAPI path this row covers. */
  spec: string;
  body?: (client: TestClient) => unknown;
  /** A stored file's path: called with a valid signature added. */
  signed?: boolean;
  allowed: (p: Persona) => boolean;
  /** Taken with an organization API key only: every persona is refused 401. */
  keyOnly?: boolean;
}

/**
 * THE authorization table: every API route, who may call it. A route in the OpenAPI
 * document without a row here fails the test, so new routes must be added.
 */
const ROUTES: RouteRule[] = [
  { method: 'GET', path: '/health', spec: '/health', allowed: everyone },
  { method: 'GET', path: '/reviews/all', spec: '/reviews/all', allowed: everyone },
  {
    method: 'GET',
    path: '/reviews/trustpilot',
    spec: '/reviews/trustpilot',
    allowed: everyone,
  },
  // The public site: stats, brand and blog posts are for everyone (routes/site.test.ts).
  { method: 'GET', path: '/site', spec: '/site', allowed: everyone },
  // What the configured engine can do (issue 15 item 5): said on public pages.
  { method: 'GET', path: '/engine/capabilities', spec: '/engine/capabilities', allowed: everyone },
  { method: 'GET', path: '/blog/posts?locale=es', spec: '/blog/posts', allowed: everyone },
  {
    method: 'GET',
    path: '/blog/posts/selfies-that-make-great-headshots',
    spec: '/blog/posts/{slug}',
    allowed: everyone,
  },
  { method: 'GET', path: '/user/location', spec: '/user/location', allowed: everyone },
  // Downloads (routes/downloads.test.ts): the owner only; others' ids answer 404.
  {
    method: 'GET',
    path: '/image/00000000-0000-4000-8000-000000000000/download?format=jpeg',
    spec: '/image/{id}/download',
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/model/none/zip',
    spec: '/model/{id}/zip',
    body: () => ({}),
    allowed: signedIn,
  },
  // The changelog (routes/changelog.test.ts): everyone reads, each person marks their own,
  // staff with the Changelog menu write.
  { method: 'GET', path: '/changelog/public', spec: '/changelog/public', allowed: everyone },
  {
    method: 'POST',
    path: '/changelog/mark-viewed',
    spec: '/changelog/mark-viewed',
    body: () => ({ changelogId: '00000000-0000-4000-8000-000000000000' }),
    allowed: signedIn,
  },
  {
    method: 'GET',
    path: '/admin/changelog',
    spec: '/admin/changelog',
    allowed: staffFor('/admin/changelog'),
  },
  {
    method: 'POST',
    path: '/admin/changelog',
    spec: '/admin/changelog',
    body: () => ({ title: { en: 'Authorization table' }, body: { en: '' } }),
    allowed: staffFor('/admin/changelog'),
  },
  {
    method: 'PUT',
    path: '/admin/changelog/00000000-0000-4000-8000-000000000000',
    spec: '/admin/changelog/{id}',
    body: () => ({ title: { en: 'Edited' }, body: { en: '' } }),
    allowed: staffFor('/admin/changelog'),
  },
  {
    method: 'DELETE',
    path: '/admin/changelog/00000000-0000-4000-8000-000000000000',
    spec: '/admin/changelog/{id}',
    allowed: staffFor('/admin/changelog'),
  },
  // Blog (routes/blog-admin.test.ts): the Blog row (admin, support, dev, marketer, sales);
  // its thumbnails are public addresses.
  {
    method: 'GET',
    path: '/admin/blog/posts',
    spec: '/admin/blog/posts',
    allowed: staffFor('/admin/blog'),
  },
  {
    method: 'POST',
    path: '/admin/blog/posts',
    spec: '/admin/blog/posts',
    body: () => ({ locale: 'en', title: 'Authorization table', slug: '' }),
    allowed: staffFor('/admin/blog'),
  },
  {
    method: 'GET',
    path: '/admin/blog/translations/selfie-tips',
    spec: '/admin/blog/translations/{key}',
    allowed: staffFor('/admin/blog'),
  },
  {
    method: 'PUT',
    path: '/admin/blog/posts/00000000-0000-4000-8000-000000000000',
    spec: '/admin/blog/posts/{id}',
    body: () => ({ title: 'Edited' }),
    allowed: staffFor('/admin/blog'),
  },
  {
    method: 'PUT',
    path: '/admin/blog/posts/00000000-0000-4000-8000-000000000000/status',
    spec: '/admin/blog/posts/{id}/status',
    body: () => ({ status: 'published' }),
    allowed: staffFor('/admin/blog'),
  },
  {
    method: 'PUT',
    path: '/admin/blog/posts/00000000-0000-4000-8000-000000000000/thumbnails/small',
    spec: '/admin/blog/posts/{id}/thumbnails/{size}',
    body: () => ({}),
    allowed: staffFor('/admin/blog'),
  },
  {
    method: 'DELETE',
    path: '/admin/blog/posts/00000000-0000-4000-8000-000000000000/thumbnails/small',
    spec: '/admin/blog/posts/{id}/thumbnails/{size}',
    allowed: staffFor('/admin/blog'),
  },
  {
    method: 'POST',
    path: '/admin/blog/preview',
    spec: '/admin/blog/preview',
    body: () => ({ content: '**hi**' }),
    allowed: staffFor('/admin/blog'),
  },
  {
    method: 'GET',
    path: '/blog/thumbnails/00000000-0000-4000-8000-000000000000-small-0123456789abcdef.webp',
    spec: '/blog/thumbnails/{name}',
    allowed: everyone,
  },
  // Reviews (routes/reviews-admin.test.ts): the Reviews row (admin, dev, marketer, sales).
  {
    method: 'GET',
    path: '/admin/reviews',
    spec: '/admin/reviews',
    allowed: staffFor('/admin/reviews'),
  },
  {
    method: 'POST',
    path: '/admin/reviews',
    spec: '/admin/reviews',
    body: () => ({ author: 'Authorization table', text: 'x', rating: 5 }),
    allowed: staffFor('/admin/reviews'),
  },
  {
    method: 'PUT',
    path: '/admin/reviews/00000000-0000-4000-8000-000000000000',
    spec: '/admin/reviews/{id}',
    body: () => ({ author: 'x', text: 'x', rating: 5 }),
    allowed: staffFor('/admin/reviews'),
  },
  // The catalogue sections (routes/catalogue-admin.test.ts): each section's own role row.
  ...(['hairstyles', 'emotions', 'clothing'] as const).flatMap((section): RouteRule[] => [
    {
      method: 'GET',
      path: `/admin/catalogue/${section}`,
      spec: '/admin/catalogue/{section}',
      allowed: staffFor(`/admin/${section}`),
    },
    {
      method: 'POST',
      path: `/admin/catalogue/${section}`,
      spec: '/admin/catalogue/{section}',
      body: () => ({ name: 'Authorization table', enabled: false }),
      allowed: staffFor(`/admin/${section}`),
    },
    {
      method: 'PUT',
      path: `/admin/catalogue/${section}/no-such-item`,
      spec: '/admin/catalogue/{section}/{id}',
      body: () => ({ name: 'Edited' }),
      allowed: staffFor(`/admin/${section}`),
    },
  ]),
  {
    method: 'GET',
    path: '/admin/styles',
    spec: '/admin/styles',
    allowed: staffFor('/admin/style'),
  },
  {
    method: 'POST',
    path: '/admin/styles',
    spec: '/admin/styles',
    body: () => ({
      name: 'Authorization table',
      backdrop: { kind: 'solid', colors: ['#123456'] },
      enabled: false,
    }),
    allowed: staffFor('/admin/style'),
  },
  {
    method: 'PUT',
    path: '/admin/styles/no-such-style',
    spec: '/admin/styles/{id}',
    body: () => ({ name: 'Edited', backdrop: { kind: 'solid', colors: ['#123456'] } }),
    allowed: staffFor('/admin/style'),
  },
  {
    method: 'GET',
    path: '/admin/packages',
    spec: '/admin/packages',
    allowed: staffFor('/admin/catalog'),
  },
  {
    method: 'PUT',
    path: '/admin/packages/no-such-package',
    spec: '/admin/packages/{id}',
    body: () => ({ name: 'Edited', priceUsdCents: 100 }),
    allowed: staffFor('/admin/catalog'),
  },
  { method: 'POST', path: '/tools/free-headshot', spec: '/tools/free-headshot', allowed: everyone },
  // Analytics: page views, scroll depth and conversion events from every visitor
  // (routes/analytics.test.ts).
  {
    method: 'POST',
    path: '/analytics/track/view',
    spec: '/analytics/track/view',
    body: () => ({ path: '/' }),
    allowed: everyone,
  },
  {
    method: 'POST',
    path: '/analytics/scroll',
    spec: '/analytics/scroll',
    body: () => ({
      path: '/',
      maxPercent: 1,
      maxPixels: 1,
      lastPercent: 1,
      lastPixels: 1,
      scrolled: true,
    }),
    allowed: everyone,
  },
  {
    method: 'POST',
    path: '/t/fb/event',
    spec: '/t/fb/event',
    body: () => ({ eventName: 'ViewContent' }),
    allowed: everyone,
  },
  {
    method: 'POST',
    path: '/user',
    spec: '/user',
    body: (c) => ({ uid: c.uid, email: 'someone@example.com' }),
    allowed: signedIn,
  },
  { method: 'GET', path: '/user/details', spec: '/user/details', allowed: signedIn },
  // Privacy (privacy/privacy.test.ts): the caller's own account only. The e-mail typed here
  // is never the caller's, so no persona is deleted by this walk.
  {
    method: 'POST',
    path: '/user/delete',
    spec: '/user/delete',
    body: () => ({ email: 'not-the-account@example.com' }),
    allowed: signedIn,
  },
  { method: 'GET', path: '/user/export', spec: '/user/export', allowed: signedIn },
  // Upsell basket (upsell/upsell.test.ts): own models only; another person's answers 404,
  // which counts as allowed here (not 401/403); team members get 403 only for their own model.
  {
    method: 'GET',
    path: '/upsell/basket?modelId=none',
    spec: '/upsell/basket',
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/upsell/basket?modelId=none',
    spec: '/upsell/basket',
    body: () => ({ items: [] }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/upsell/checkout?modelId=none',
    spec: '/upsell/checkout',
    body: () => ({ currency: 'usd' }),
    // spec 000 section 6: upsells are not for team members and leads (403 before the model).
    allowed: (p) => signedIn(p) && p !== 'TeamLead' && p !== 'TeamMember',
  },
  // Studio credits for sale (routes/studio-credits.test.ts): any account reads its own;
  // buying is refused to team members with 403 (the upsell rule), so only others pass.
  { method: 'GET', path: '/studio/credits', spec: '/studio/credits', allowed: signedIn },
  {
    method: 'POST',
    path: '/studio/credits/checkout',
    spec: '/studio/credits/checkout',
    body: () => ({ credits: 10, currency: 'usd' }),
    allowed: (p) => signedIn(p) && p !== 'TeamLead' && p !== 'TeamMember',
  },
  { method: 'GET', path: '/auth/admin/check', spec: '/auth/admin/check', allowed: signedIn },
  {
    method: 'GET',
    path: '/admin/parameters',
    spec: '/admin/parameters',
    allowed: staffFor('/admin/parameters'),
  },
  {
    method: 'PUT',
    path: '/admin/parameters/holidayMode',
    spec: '/admin/parameters/{key}',
    body: () => ({ value: { enabled: false, endsAt: null } }),
    allowed: staffFor('/admin/parameters'),
  },
  { method: 'GET', path: '/admin/email', spec: '/admin/email', allowed: staffFor('/admin/email') },
  {
    method: 'POST',
    path: '/admin/email/00000000-0000-4000-8000-000000000000/resend',
    spec: '/admin/email/{id}/resend',
    allowed: staffFor('/admin/email'),
  },
  {
    method: 'GET',
    path: '/admin/email/templates',
    spec: '/admin/email/templates',
    allowed: staffFor('/admin/email'),
  },
  // Upload and onboarding: any signed-in account, on its own models only (ownership is
  // tested in routes/onboarding.test.ts: another user's ids answer 404).
  {
    method: 'POST',
    path: '/onboarding/start',
    spec: '/onboarding/start',
    body: () => ({}),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/save-personal-info',
    spec: '/onboarding/save-personal-info',
    body: () => ({ modelId: 'none' }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/save-styles',
    spec: '/onboarding/save-styles',
    body: () => ({ modelId: 'none', styles: [] }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/remove-image',
    spec: '/onboarding/remove-image',
    body: () => ({ imagePath: 'models/none/training/x.jpg' }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/update-photo-category',
    spec: '/onboarding/update-photo-category',
    body: () => ({ imagePath: 'models/none/training/x.jpg', fullBody: true }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/onboarding/submit',
    spec: '/onboarding/submit',
    body: () => ({ modelId: 'none' }),
    allowed: signedIn,
  },
  {
    method: 'GET',
    path: '/onboarding/photo-check/none',
    spec: '/onboarding/photo-check/{modelId}',
    allowed: signedIn,
  },
  // The organization area (issue 17): the lead area for TeamLead only (the demo lead leads
  // the demo organization); two organizations with swapped ids are in
  // organizations/organizations.test.ts.
  {
    method: 'POST',
    path: '/organization',
    spec: '/organization',
    body: () => ({}),
    allowed: (p) => signedIn(p) && p !== 'anonymous',
  },
  { method: 'GET', path: '/organization', spec: '/organization', allowed: lead },
  {
    method: 'POST',
    path: '/organization/teams',
    spec: '/organization/teams',
    body: () => ({}),
    allowed: lead,
  },
  {
    method: 'PUT',
    path: '/organization/teams/none',
    spec: '/organization/teams/{id}',
    body: () => ({}),
    allowed: lead,
  },
  {
    method: 'DELETE',
    path: '/organization/teams/none',
    spec: '/organization/teams/{id}',
    allowed: lead,
  },
  { method: 'GET', path: '/organization/stats', spec: '/organization/stats', allowed: lead },
  { method: 'GET', path: '/organization/invites', spec: '/organization/invites', allowed: lead },
  {
    method: 'POST',
    path: '/organization/invites',
    spec: '/organization/invites',
    body: () => ({}),
    allowed: lead,
  },
  {
    method: 'GET',
    path: '/organization/invite-links',
    spec: '/organization/invite-links',
    allowed: lead,
  },
  {
    method: 'POST',
    path: '/organization/invite-links',
    spec: '/organization/invite-links',
    body: () => ({ usageLimit: 0 }),
    allowed: lead,
  },
  {
    method: 'DELETE',
    path: '/organization/invite-links/none',
    spec: '/organization/invite-links/{id}',
    allowed: lead,
  },
  { method: 'GET', path: '/organization/members', spec: '/organization/members', allowed: lead },
  {
    method: 'PUT',
    path: '/organization/members/none/team',
    spec: '/organization/members/{id}/team',
    body: () => ({}),
    allowed: lead,
  },
  // The lead area as a person uses it (routes/organization-area.test.ts has two
  // organizations with swapped ids).
  {
    method: 'POST',
    path: '/organization/invites/none/remind',
    spec: '/organization/invites/{id}/remind',
    allowed: lead,
  },
  { method: 'GET', path: '/organization/models', spec: '/organization/models', allowed: lead },
  {
    method: 'GET',
    path: '/organization/members/none/images',
    spec: '/organization/members/{id}/images',
    allowed: lead,
  },
  {
    method: 'PUT',
    path: '/organization/members/none/selected-image',
    spec: '/organization/members/{id}/selected-image',
    body: () => ({ imageId: null }),
    allowed: lead,
  },
  {
    method: 'POST',
    path: '/organization/selected-images/zip',
    spec: '/organization/selected-images/zip',
    body: () => ({}),
    allowed: lead,
  },
  // The organization API (organizations/organization-api.test.ts): keys and the webhook are
  // the lead's; /v1/* takes an API key only, so every persona without one gets 401.
  {
    method: 'POST',
    path: '/organization/api-keys',
    spec: '/organization/api-keys',
    body: () => ({ name: '' }),
    allowed: lead,
  },
  { method: 'GET', path: '/organization/api-keys', spec: '/organization/api-keys', allowed: lead },
  {
    method: 'DELETE',
    path: '/organization/api-keys/none',
    spec: '/organization/api-keys/{id}',
    allowed: lead,
  },
  { method: 'GET', path: '/organization/webhook', spec: '/organization/webhook', allowed: lead },
  {
    method: 'PUT',
    path: '/organization/webhook',
    spec: '/organization/webhook',
    body: () => ({ url: 'not a url' }),
    allowed: lead,
  },
  // Bulk upload (organizations/bulk-upload.test.ts): the lead's, refused before the body is
  // read; a body that is no CSV then answers the lead 400.
  {
    method: 'POST',
    path: '/organization/bulk-upload',
    spec: '/organization/bulk-upload',
    body: () => ({ csv: 5 }),
    allowed: lead,
  },
  // Photos and the order on a member's behalf (organizations/member-photos.test.ts has two
  // organizations with swapped ids): the lead's; an id not of their members answers 404.
  {
    method: 'POST',
    path: '/organization/members/none/model',
    spec: '/organization/members/{id}/model',
    allowed: lead,
  },
  {
    method: 'POST',
    path: '/organization/members/none/photos',
    spec: '/organization/members/{id}/photos',
    body: () => ({}),
    allowed: lead,
  },
  {
    method: 'POST',
    path: '/organization/members/none/photos/remove',
    spec: '/organization/members/{id}/photos/remove',
    body: () => ({ imagePath: 'none' }),
    allowed: lead,
  },
  {
    method: 'GET',
    path: '/organization/members/none/photo-check/none',
    spec: '/organization/members/{id}/photo-check/{modelId}',
    allowed: lead,
  },
  {
    method: 'POST',
    path: '/organization/members/none/submit',
    spec: '/organization/members/{id}/submit',
    body: () => ({}),
    allowed: lead,
  },
  // The lead's settings and preselected options (routes/organization-settings.test.ts has
  // two organizations with swapped ids); a member reads their own team's preselection.
  {
    method: 'GET',
    path: '/organization/settings',
    spec: '/organization/settings',
    allowed: lead,
  },
  {
    method: 'PUT',
    path: '/organization/settings',
    spec: '/organization/settings',
    body: () => ({}),
    allowed: lead,
  },
  {
    method: 'PUT',
    path: '/organization/branding/image',
    spec: '/organization/branding/image',
    body: () => ({}),
    allowed: lead,
  },
  {
    method: 'DELETE',
    path: '/organization/branding/image',
    spec: '/organization/branding/image',
    allowed: lead,
  },
  {
    method: 'GET',
    path: '/organization/team/preselected-options',
    spec: '/organization/team/preselected-options',
    allowed: (p) => p === 'TeamLead' || p === 'TeamMember',
  },
  {
    method: 'PUT',
    path: '/organization/team/preselected-options',
    spec: '/organization/team/preselected-options',
    body: () => ({}),
    allowed: lead,
  },
  { method: 'GET', path: '/v1/members', spec: '/v1/members', allowed: nobody, keyOnly: true },
  {
    method: 'POST',
    path: '/v1/invites',
    spec: '/v1/invites',
    body: () => ({ emails: ['x@example.com'] }),
    allowed: nobody,
    keyOnly: true,
  },
  {
    method: 'GET',
    path: '/v1/members/none/photos',
    spec: '/v1/members/{id}/photos',
    allowed: nobody,
    keyOnly: true,
  },
  {
    method: 'GET',
    path: '/v1/members/none/photos/00000000-0000-4000-8000-000000000000?size=640x800',
    spec: '/v1/members/{id}/photos/{photoId}',
    allowed: nobody,
    keyOnly: true,
  },
  // Anyone with an invite link may read what it is for; accepting needs an account.
  { method: 'GET', path: '/invite?invite=none', spec: '/invite', allowed: everyone },
  {
    method: 'POST',
    path: '/invite/accept',
    spec: '/invite/accept',
    body: () => ({ invite: 'none' }),
    allowed: signedIn,
  },
  { method: 'GET', path: '/styles', spec: '/styles', allowed: everyone },
  { method: 'GET', path: '/clothing', spec: '/clothing', allowed: everyone },
  { method: 'GET', path: '/hairstyles', spec: '/hairstyles', allowed: everyone },
  { method: 'GET', path: '/emotions', spec: '/emotions', allowed: everyone },
  {
    method: 'GET',
    path: '/styles/studio-grey/preview.jpg',
    spec: '/styles/{id}/preview.jpg',
    allowed: everyone,
  },
  // A signed link is the permission, whoever follows it (routes/files.ts).
  {
    method: 'GET',
    path: '/files/models/none/x.jpg',
    signed: true,
    spec: '/files/{key}',
    allowed: everyone,
  },
  {
    method: 'GET',
    path: '/model/preselected-styles',
    spec: '/model/preselected-styles',
    allowed: signedIn,
  },
  // Results: any signed-in account, on its own models and headshots only (ownership is
  // tested in routes/results.test.ts: another user's ids answer 404).
  { method: 'GET', path: '/model/list', spec: '/model/list', allowed: signedIn },
  // Studio: any signed-in account, on its own models and photos only (ownership, credits
  // and bad input are tested in routes/studio.test.ts: another person's ids answer 404).
  {
    method: 'GET',
    path: '/studio/phototemplate',
    spec: '/studio/phototemplate',
    allowed: signedIn,
  },
  { method: 'GET', path: '/studio/outfit/all', spec: '/studio/outfit/all', allowed: signedIn },
  { method: 'GET', path: '/studio/emotions', spec: '/studio/emotions', allowed: signedIn },
  {
    method: 'GET',
    path: '/studio/model/single/none',
    spec: '/studio/model/single/{modelId}',
    allowed: signedIn,
  },
  { method: 'GET', path: '/studio/photo/none', spec: '/studio/photo/{modelId}', allowed: signedIn },
  {
    method: 'POST',
    path: '/studio/photo/create',
    spec: '/studio/photo/create',
    body: () => ({ settings: { photoTemplateId: 'grey-studio-close', modelId: 'none' }, count: 1 }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/studio/photo/get-by-ids/none',
    spec: '/studio/photo/get-by-ids/{modelId}',
    body: () => ({ ids: [] }),
    allowed: signedIn,
  },
  ...(['enhance', 'like', 'dislike', 'delete'] as const).map((verb) => ({
    method: 'POST' as const,
    path: `/studio/photo/${verb}/00000000-0000-0000-0000-000000000000`,
    spec: `/studio/photo/${verb}/{id}`,
    allowed: signedIn,
  })),
  { method: 'GET', path: '/model/none', spec: '/model/{id}', allowed: signedIn },
  {
    method: 'POST',
    path: '/image/00000000-0000-0000-0000-000000000000/liked',
    spec: '/image/{id}/liked',
    body: () => ({ likedStatus: 'loved' }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/image/downloaded',
    spec: '/image/downloaded',
    body: () => ({ ids: ['00000000-0000-0000-0000-000000000000'] }),
    allowed: signedIn,
  },
  // Ranking tasks: any signed-in account, on its own images and tasks only (ownership is
  // tested in routes/ranking.test.ts: another user's paths and task ids answer 404).
  {
    method: 'POST',
    path: '/image/rank',
    spec: '/image/rank',
    body: () => ({ paths: [], base: [] }),
    allowed: signedIn,
  },
  {
    method: 'GET',
    path: '/image/task/00000000-0000-0000-0000-000000000000',
    spec: '/image/task/{id}',
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/image/face/detect',
    spec: '/image/face/detect',
    body: () => ({}),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/image/upload',
    spec: '/image/upload',
    body: () => ({}),
    allowed: signedIn,
  },
  // Buying (routes/checkout.ts, payments.ts, invoice.ts, refunds.ts): ownership is tested
  // in routes/payments.test.ts (another user's payment or order answers 404).
  {
    method: 'GET',
    path: '/checkout/package/package',
    spec: '/checkout/package/package',
    allowed: everyone,
  },
  {
    method: 'GET',
    path: '/checkout/discount/bulk-discount',
    spec: '/checkout/discount/bulk-discount',
    allowed: everyone,
  },
  { method: 'GET', path: '/checkout/options', spec: '/checkout/options', allowed: everyone },
  {
    method: 'POST',
    path: '/checkout/quote',
    spec: '/checkout/quote',
    body: () => ({ packageId: 'starter', currency: 'usd' }),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/checkout/session',
    spec: '/checkout/session',
    body: () => ({ packageId: 'none', currency: 'usd' }),
    allowed: signedIn,
  },
  {
    method: 'GET',
    path: '/checkout/order/00000000-0000-4000-8000-000000000000',
    spec: '/checkout/order/{orderId}',
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/checkout/order/00000000-0000-4000-8000-000000000000/cancel',
    spec: '/checkout/order/{orderId}/cancel',
    body: () => ({}),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/admin/parity',
    spec: '/admin/parity',
    body: () => ({ parity: 0.8, days: 1 }),
    allowed: staffFor('/admin/parameters'),
  },
  // A link anyone may follow: only a valid signature sets anything.
  { method: 'GET', path: '/parity/apply?token=x', spec: '/parity/apply', allowed: everyone },
  // Entitlements (issue 12): one's own balances; staff read ledgers, admin alone grants.
  { method: 'GET', path: '/user/entitlements', spec: '/user/entitlements', allowed: signedIn },
  {
    method: 'GET',
    path: '/admin/ledger/nobody',
    spec: '/admin/ledger/{uid}',
    allowed: staffFor('/admin/user'),
  },
  {
    method: 'POST',
    path: '/admin/ledger/grant',
    spec: '/admin/ledger/grant',
    body: () => ({
      uid: 'nobody',
      action: 'grant',
      kind: 'studio_credits',
      amount: 1,
      note: 'authorization test',
    }),
    allowed: (p) => p === 'admin',
  },
  // Users (issue 19): the Users row reads and flags people; admins alone change staff roles.
  {
    method: 'GET',
    path: '/admin/user?q=demo',
    spec: '/admin/user',
    allowed: staffFor('/admin/user'),
  },
  {
    method: 'GET',
    path: '/admin/user/nobody',
    spec: '/admin/user/{uid}',
    allowed: staffFor('/admin/user'),
  },
  {
    method: 'PUT',
    path: '/admin/user/nobody/staff-role',
    spec: '/admin/user/{uid}/staff-role',
    body: () => ({ adminRole: null }),
    allowed: (p) => p === 'admin',
  },
  {
    method: 'PUT',
    path: '/admin/user/nobody/test-user',
    spec: '/admin/user/{uid}/test-user',
    body: () => ({ isTestUser: true }),
    allowed: staffFor('/admin/user'),
  },
  // Referral Program (decision 037, routes/referral-admin.test.ts): its menu row reads and
  // takes rewards back.
  {
    method: 'GET',
    path: '/admin/referral?q=demo',
    spec: '/admin/referral',
    allowed: staffFor('/admin/referral'),
  },
  {
    method: 'GET',
    path: '/admin/referral/nobody',
    spec: '/admin/referral/{uid}',
    allowed: staffFor('/admin/referral'),
  },
  {
    method: 'POST',
    path: '/admin/referral/rewards/00000000-0000-4000-8000-000000000000/revoke',
    spec: '/admin/referral/rewards/{id}/revoke',
    body: () => ({ note: 'Self-referral' }),
    allowed: staffFor('/admin/referral'),
  },
  // Sign in as the user (decision 037, staff-users/impersonation.test.ts): admins alone;
  // stopping answers 409 to anyone not signed in as someone.
  {
    method: 'POST',
    path: '/admin/user/nobody/impersonate',
    spec: '/admin/user/{uid}/impersonate',
    allowed: staffFor('/admin/impersonate'),
  },
  { method: 'POST', path: '/impersonation/stop', spec: '/impersonation/stop', allowed: signedIn },
  // Organization (issue 19): the Organization row reads and sets features; admins grant seats.
  {
    method: 'GET',
    path: '/admin/organization?q=demo',
    spec: '/admin/organization',
    allowed: staffFor('/admin/organization'),
  },
  {
    method: 'GET',
    path: '/admin/organization/nobody',
    spec: '/admin/organization/{id}',
    allowed: staffFor('/admin/organization'),
  },
  {
    method: 'PUT',
    path: '/admin/organization/nobody/features',
    spec: '/admin/organization/{id}/features',
    body: () => ({ bulkUpload: true }),
    allowed: staffFor('/admin/organization'),
  },
  {
    method: 'POST',
    path: '/admin/organization/nobody/seats',
    spec: '/admin/organization/{id}/seats',
    body: () => ({ amount: 1, note: 'authorization test' }),
    allowed: (p) => p === 'admin',
  },
  // The staff audit trail (issue 19): admins alone read it.
  {
    method: 'GET',
    path: '/admin/audit?action=ledger',
    spec: '/admin/audit',
    allowed: (p) => p === 'admin',
  },
  {
    method: 'POST',
    path: '/checkout/confirm',
    spec: '/checkout/confirm',
    body: () => ({}),
    allowed: signedIn,
  },
  {
    method: 'POST',
    path: '/checkout/test/00000000-0000-4000-8000-000000000000/pay',
    spec: '/checkout/test/{orderId}/pay',
    body: () => ({}),
    allowed: signedIn,
  },
  // Stripe calls it: the signature, not a session, decides (404 while Stripe is off).
  { method: 'POST', path: '/stripe/webhook', spec: '/stripe/webhook', allowed: everyone },
  // Replicate calls it: the signature decides (404 while its webhooks are not configured).
  { method: 'POST', path: '/hooks/replicate', spec: '/hooks/replicate', allowed: everyone },
  { method: 'GET', path: '/user/payments/all', spec: '/user/payments/all', allowed: signedIn },
  {
    method: 'GET',
    path: '/user/billing-details',
    spec: '/user/billing-details',
    allowed: signedIn,
  },
  {
    method: 'PUT',
    path: '/user/billing-details',
    spec: '/user/billing-details',
    body: () => ({
      name: 'A',
      company: '',
      address: '',
      postalCode: '',
      city: '',
      country: '',
      vatId: '',
    }),
    allowed: signedIn,
  },
  {
    method: 'GET',
    path: '/invoice/00000000-0000-4000-8000-000000000000.pdf',
    spec: '/invoice/{file}',
    allowed: signedIn,
  },
  { method: 'GET', path: '/user/referral', spec: '/user/referral', allowed: signedIn },
  // spec 001 section 6: TeamMember cannot request a refund.
  {
    method: 'POST',
    path: '/refund/request',
    spec: '/refund/request',
    body: () => ({ paymentId: '00000000-0000-4000-8000-000000000000', reason: 'x' }),
    allowed: (p) => signedIn(p) && p !== 'TeamMember',
  },
  {
    method: 'GET',
    path: '/admin/refund',
    spec: '/admin/refund',
    allowed: staffFor('/admin/refund'),
  },
  {
    method: 'POST',
    path: '/admin/refund/00000000-0000-4000-8000-000000000000',
    spec: '/admin/refund/{paymentId}',
    body: () => ({}),
    allowed: staffFor('/admin/refund'),
  },
  {
    method: 'POST',
    path: '/t/fb/sale',
    spec: '/t/fb/sale',
    body: (c) => ({ transactionId: 'none', currentUrl: 'http://localhost/', uid: c.uid }),
    allowed: signedIn,
  },
  // Support (routes/support.test.ts): anyone may write; the inboxes follow the menu's
  // Support Requests and Feedback rows; one request's actions need either inbox, then its own.
  {
    method: 'POST',
    path: '/support/feedback/submit',
    spec: '/support/feedback/submit',
    body: () => ({
      name: 'A',
      message: 'Hello',
      type: 'other',
      email: 'someone@example.com',
      requestId: `authz-${crypto.randomUUID()}`,
    }),
    allowed: everyone,
  },
  {
    method: 'GET',
    path: '/admin/support/requests',
    spec: '/admin/support/requests',
    allowed: staffFor('/admin/support'),
  },
  {
    method: 'GET',
    path: '/admin/feedback/requests',
    spec: '/admin/feedback/requests',
    allowed: staffFor('/admin/feedback'),
  },
  {
    method: 'GET',
    path: '/admin/support/requests/00000000-0000-4000-8000-000000000000',
    spec: '/admin/support/requests/{id}',
    allowed: (p) => staffFor('/admin/support')(p) || staffFor('/admin/feedback')(p),
  },
  {
    method: 'POST',
    path: '/admin/support/requests/00000000-0000-4000-8000-000000000000/reply',
    spec: '/admin/support/requests/{id}/reply',
    body: () => ({ message: 'Hi', requestId: 'authz-reply-1' }),
    allowed: (p) => staffFor('/admin/support')(p) || staffFor('/admin/feedback')(p),
  },
  {
    method: 'POST',
    path: '/admin/support/requests/00000000-0000-4000-8000-000000000000/status',
    spec: '/admin/support/requests/{id}/status',
    body: () => ({ status: 'closed' }),
    allowed: (p) => staffFor('/admin/support')(p) || staffFor('/admin/feedback')(p),
  },
  {
    method: 'GET',
    path: '/admin/coupons',
    spec: '/admin/coupons',
    allowed: staffFor('/admin/coupons'),
  },
  {
    method: 'POST',
    path: '/admin/coupons',
    spec: '/admin/coupons',
    body: () => ({ code: 'x' }),
    allowed: staffFor('/admin/coupons'),
  },
  {
    method: 'GET',
    path: '/admin/giftcard',
    spec: '/admin/giftcard',
    allowed: staffFor('/admin/giftcard'),
  },
  {
    method: 'POST',
    path: '/admin/giftcard',
    spec: '/admin/giftcard',
    body: () => ({ currency: 'usd', balance: 0 }),
    allowed: staffFor('/admin/giftcard'),
  },
  // The back office's home, money and work sections (routes/backoffice.test.ts): each
  // follows its menu row; home is every staff role's (decision 032).
  { method: 'GET', path: '/admin/stats', spec: '/admin/stats', allowed: staffFor('/admin') },
  ...(['/admin/transactions', '/admin/invoices'] as const).flatMap((area) => [
    { method: 'GET' as const, path: `${area}?status=paid`, spec: area, allowed: staffFor(area) },
    {
      method: 'GET' as const,
      path: `${area}/export?currency=usd`,
      spec: `${area}/export`,
      allowed: staffFor(area),
    },
  ]),
  {
    method: 'GET',
    path: '/admin/invoices/00000000-0000-4000-8000-000000000000/pdf',
    spec: '/admin/invoices/{id}/pdf',
    allowed: staffFor('/admin/invoices'),
  },
  {
    method: 'GET',
    path: '/admin/transactions/00000000-0000-4000-8000-000000000000',
    spec: '/admin/transactions/{id}',
    allowed: staffFor('/admin/transactions'),
  },
  {
    method: 'GET',
    path: '/admin/model?stage=failed',
    spec: '/admin/model',
    allowed: staffFor('/admin/model'),
  },
  {
    method: 'GET',
    path: '/admin/model/none',
    spec: '/admin/model/{id}',
    allowed: staffFor('/admin/model'),
  },
  {
    method: 'POST',
    path: '/admin/model/none/retry',
    spec: '/admin/model/{id}/retry',
    allowed: staffFor('/admin/model'),
  },
  {
    method: 'POST',
    path: '/admin/model/none/rerank',
    spec: '/admin/model/{id}/rerank',
    allowed: staffFor('/admin/model'),
  },
  {
    method: 'GET',
    path: '/admin/upload',
    spec: '/admin/upload',
    allowed: staffFor('/admin/upload'),
  },
  {
    method: 'POST',
    path: '/admin/playground',
    spec: '/admin/playground',
    body: () => ({
      photoId: '00000000-0000-4000-8000-000000000000',
      styleId: 'none',
      width: 256,
      height: 320,
    }),
    allowed: staffFor('/admin/playground'),
  },
  // Issue 20 item 1 (decision 039): staff's before-and-after examples, and the public ones.
  { method: 'GET', path: '/examples', spec: '/examples', allowed: everyone },
  {
    method: 'GET',
    path: '/examples/00000000-0000-4000-8000-000000000000/after.jpg',
    spec: '/examples/{id}/{image}',
    allowed: everyone,
  },
  {
    method: 'GET',
    path: '/admin/examples',
    spec: '/admin/examples',
    allowed: staffFor('/admin/examples'),
  },
  {
    method: 'POST',
    path: '/admin/examples',
    spec: '/admin/examples',
    body: () => ({ consent: 'true' }),
    allowed: staffFor('/admin/examples'),
  },
  {
    method: 'POST',
    path: '/admin/examples/from-headshot',
    spec: '/admin/examples/from-headshot',
    body: () => ({ headshotId: '00000000-0000-4000-8000-000000000000', consent: true }),
    allowed: staffFor('/admin/examples'),
  },
  {
    method: 'POST',
    path: '/admin/examples/00000000-0000-4000-8000-000000000000/publish',
    spec: '/admin/examples/{id}/publish',
    body: () => ({ published: true }),
    allowed: staffFor('/admin/examples'),
  },
  {
    method: 'DELETE',
    path: '/admin/examples/00000000-0000-4000-8000-000000000000',
    spec: '/admin/examples/{id}',
    allowed: staffFor('/admin/examples'),
  },
];

describe(`authorization table (${testDriver()})`, () => {
  let server: TestServer;
  const clients = new Map<Persona, TestClient>();

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    clients.set('signed-out', new TestClient(server.url));
    const anon = new TestClient(server.url);
    await anon.post('/api/auth/sign-in/anonymous', {});
    await anon.refreshToken();
    await anon.apiPost('/user', { uid: anon.uid, email: 'anon' });
    clients.set('anonymous', anon);
    for (const account of DEMO_ACCOUNTS) {
      const client = new TestClient(server.url);
      expect((await client.signIn(account.email, DEMO_PASSWORD)).status).toBe(200);
      clients.set(account.adminRole ?? account.role, client);
    }
  });
  afterAll(() => server.close());

  it('covers every route of the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const covered = ROUTES.map((r) => `${r.method} ${r.spec}`);
    expect(documented.filter((d) => !covered.includes(d))).toEqual([]);
  });

  for (const route of ROUTES) {
    for (const persona of PERSONAS) {
      const allowed = route.allowed(persona);
      it(`${route.method} ${route.path} ${allowed ? 'allows' : 'refuses'} ${persona}`, async () => {
        const client = clients.get(persona)!;
        const body = route.body?.(client);
        const path = route.signed
          ? (
              await server.services.storage.signedUrl(route.path.replace('/files/', ''), 60)
            ).replace('/api', '')
          : route.path;
        const res = await client.api(path, {
          method: route.method,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (allowed) {
          expect([401, 403], await res.clone().text()).not.toContain(res.status);
          expect(res.status).toBeLessThan(500);
        } else {
          expect(res.status).toBe(persona === 'signed-out' || route.keyOnly ? 401 : 403);
          expect(await res.json()).toMatchObject({ success: false });
        }
      });
    }
  }
});
