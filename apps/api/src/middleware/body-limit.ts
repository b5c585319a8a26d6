import {
  ANALYTICS_BODY_LIMIT_BYTES,
  fbEventRoute,
  scrollDepthRoute,
  trackViewRoute,
} from '@hs/contracts/analytics';
import { stripeWebhookRoute } from '@hs/contracts/checkout';
import { REPLICATE_WEBHOOK_BODY_LIMIT_BYTES, replicateWebhookRoute } from '@hs/contracts/replicate';
import { faceDetectRoute, imageUploadRoute } from '@hs/contracts/image';
import { adminPlaygroundRoute } from '@hs/contracts/backoffice';
import { adminCreateExampleRoute } from '@hs/contracts/examples';
import { bulkUploadRoute } from '@hs/contracts/bulk-upload';
import { rankRoute } from '@hs/contracts/ranking';
import { createStudioPhotoRoute } from '@hs/contracts/studio';
import { studioCreditsCheckoutRoute } from '@hs/contracts/studio-credits';
import { submitSupportRequestRoute } from '@hs/contracts/support';
import { freeHeadshotRoute } from '@hs/contracts/tools';
import { MAX_BULK_CSV_BYTES } from '@hs/domain/bulk-upload';
import { uploadBrandingImageRoute } from '@hs/contracts/organization-settings';
import { BRANDING_IMAGE_MAX_BYTES } from '@hs/domain/organization-options';
import { MAX_UPLOAD_BYTES } from '@hs/domain/constants';
import { BLOG_THUMBNAIL_MAX_BYTES } from '@hs/domain/content-admin';
import { SUPPORT_ATTACHMENTS_MAX, SUPPORT_ATTACHMENT_MAX_BYTES } from '@hs/domain/support';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';

const KB = 1024;

/**
 * Most JSON bodies are small: the largest a person can send (1000 headshot ids to mark
 * downloaded) is about 70 KB.
 */
export const JSON_BODY_LIMIT_BYTES = 128 * KB;

/** One photo's worth of bytes plus the form around it. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + 1024 * KB;

const UPLOAD_PATHS = new Set<string>([
  imageUploadRoute.path,
  faceDetectRoute.path,
  freeHeadshotRoute.path,
  // Staff's example photo (decision 039): one photo, bounded after the staff check.
  adminCreateExampleRoute.path,
]);

const LIMITS: Record<string, number> = {
  [trackViewRoute.path]: ANALYTICS_BODY_LIMIT_BYTES,
  [scrollDepthRoute.path]: ANALYTICS_BODY_LIMIT_BYTES,
  [fbEventRoute.path]: ANALYTICS_BODY_LIMIT_BYTES,
  // 230 image paths or signed links; an S3 presigned link is over 1000 characters.
  [rankRoute.path]: 512 * KB,
  // Stripe's events carry whole objects (a session with its line items).
  [stripeWebhookRoute.path]: 1024 * KB,
  // A prediction with its input (photo URLs, or data: URLs), logs and output URLs.
  [replicateWebhookRoute.path]: REPLICATE_WEBHOOK_BODY_LIMIT_BYTES,
  // Settings and a count: two short prompts at most.
  [createStudioPhotoRoute.path]: 16 * KB,
  // A photo id, a style id and a size.
  [adminPlaygroundRoute.path]: 4 * KB,
  // A pack, a currency and a return path.
  [studioCreditsCheckoutRoute.path]: 4 * KB,
  // A CSV of 256 KB inside JSON: quotes and line ends escaped can double it.
  [bulkUploadRoute.path]: 2 * MAX_BULK_CSV_BYTES + 4 * KB,
};

/**
 * Paths that also take multipart/form-data with files; their JSON bodies keep the JSON limit.
 * A support request: 3 screenshots of 5 MB and the form's fields (a 5000-character message).
 */
const FORM_LIMITS: Record<string, number> = {
  [submitSupportRequestRoute.path]:
    SUPPORT_ATTACHMENTS_MAX * SUPPORT_ATTACHMENT_MAX_BYTES + 64 * KB,
  // An organization's branding background image (5 MB) and the form around it.
  [uploadBrandingImageRoute.path]: BRANDING_IMAGE_MAX_BYTES + 64 * KB,
};

/**
 * Paths with parameters that take multipart/form-data: a blog thumbnail (10 MB) and the
 * form around it. Other bodies sent to them keep the JSON limit.
 */
const FORM_PATTERN_LIMITS: [RegExp, number][] = [
  // A lead's upload for a member (decision 048): one photo's worth, as /image/upload.
  [/^\/organization\/members\/[^/]+\/photos$/, UPLOAD_BODY_LIMIT_BYTES],
  [/^\/admin\/blog\/posts\/[^/]+\/thumbnails\/[^/]+$/, BLOG_THUMBNAIL_MAX_BYTES + 64 * KB],
];

const isMultipart = (contentType: string | undefined) =>
  /^multipart\/form-data\b/i.test(contentType ?? '');

/** The most bytes a body sent to this API path (relative to /api) may have. */
export function bodyLimitFor(path: string, contentType?: string): number {
  if (UPLOAD_PATHS.has(path)) return UPLOAD_BODY_LIMIT_BYTES;
  if (isMultipart(contentType)) {
    if (FORM_LIMITS[path]) return FORM_LIMITS[path];
    const pattern = FORM_PATTERN_LIMITS.find(([re]) => re.test(path));
    if (pattern) return pattern[1];
  }
  return LIMITS[path] ?? JSON_BODY_LIMIT_BYTES;
}

/** 128 KB, 26 MB: a limit as people read it. */
export const describeSize = (bytes: number) =>
  bytes >= 1024 * KB ? `${Math.round(bytes / (1024 * KB))} MB` : `${Math.round(bytes / KB)} KB`;

/** Hono's body limit with the API's error: by Content-Length at once, else while reading. */
export function limitBody(maxSize: number, refusal?: () => AppError) {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The body is refused unread: the server drains it for at most 500 ms and then drops
      // the connection, so the client must not send its next request on it.
      c.header('Connection', 'close');
      throw refusal?.() ?? new AppError('input.tooLarge', { max: describeSize(maxSize) });
    },
  });
}

/** Upload routes run this after the sign-in check, so no one signed out fills memory. */
export const limitUploadBody = limitBody(
  UPLOAD_BODY_LIMIT_BYTES,
  () => new AppError('upload.tooLarge'),
);

const limiters = new Map<number, ReturnType<typeof limitBody>>();

/**
 * Every API route's body is bounded before anything reads it (issue 13 item 2). Upload
 * routes are bounded by their own middleware (limitUploadBody), after the sign-in check.
 */
export const limitBodies = createMiddleware<AppEnv>(async (c, next) => {
  // A GET or HEAD reaches Hono without a body; asking for it would build a full Request.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const path = c.req.path.replace(/^\/api(?=\/)/, '');
  if (UPLOAD_PATHS.has(path)) return next();
  const maxSize = bodyLimitFor(path, c.req.header('content-type'));
  let limiter = limiters.get(maxSize);
  if (!limiter) {
    limiter = limitBody(maxSize);
    limiters.set(maxSize, limiter);
  }
  return limiter(c, next);
});
