import { createRoute, z } from '@hono/zod-openapi';
import { OPTIONAL_SIGN_IN, body, errorResponse, json } from './common.ts';

/** Bodies of analytics calls are small; anything larger is refused before it is read. */
export const ANALYTICS_BODY_LIMIT_BYTES = 8 * 1024;

const path = z.string().trim().min(1).max(2000);

// spec 000 section 7: POST /analytics/track/view answers success and a uuid, kept as the
// visitor id (local storage hsp_visitor). A known visitor sends its id back.
export const TrackViewSchema = z
  .object({
    visitorId: z.uuid().nullish(),
    path,
    referrer: z.string().max(2000).nullish(),
    source: z.string().max(200).nullish(),
    version: z.enum(['a', 'b']).nullish(),
    locale: z.enum(['en', 'es', 'de']).nullish(),
  })
  .openapi('TrackView');
export type TrackView = z.infer<typeof TrackViewSchema>;

export const TrackViewResponseSchema = z
  .object({ success: z.literal(true), uuid: z.uuid() })
  .openapi('TrackViewResponse');

// spec 001 section 7: on leaving a page, max and last scroll percentage and pixels and a
// scrolled flag.
export const ScrollDepthSchema = z
  .object({
    visitorId: z.uuid().nullish(),
    path,
    maxPercent: z.number().int().min(0).max(100),
    maxPixels: z.number().int().min(0).max(10_000_000),
    lastPercent: z.number().int().min(0).max(100),
    lastPixels: z.number().int().min(0).max(10_000_000),
    scrolled: z.boolean(),
  })
  .openapi('ScrollDepth');
export type ScrollDepth = z.infer<typeof ScrollDepthSchema>;

export const OkResponseSchema = z.object({ success: z.literal(true) }).openapi('OkResponse');

// spec 000 section 7: POST /t/fb/event with cookies, eventName, customData, currentUrl, uid
export const FbEventSchema = z
  .object({
    cookies: z
      .record(z.string().max(100), z.string().max(500))
      .refine((c) => Object.keys(c).length <= 20, 'at most 20 cookies')
      .default({}),
    eventName: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_ ]+$/, 'letters, digits, spaces and _ only'),
    eventId: z.string().max(100).nullish(),
    customData: z.record(z.string().max(100), z.unknown()).nullish(),
    currentUrl: z.string().max(2000).nullish(),
    uid: z.string().max(200).nullish(),
  })
  .openapi('FbEvent');
export type FbEvent = z.infer<typeof FbEventSchema>;

export const FbEventResponseSchema = z
  .object({
    success: z.literal(true),
    id: z.uuid(),
    /** True when the event reached Meta's Conversions API (only when configured). */
    forwarded: z.boolean(),
  })
  .openapi('FbEventResponse');

const limits = {
  400: errorResponse('The body is not valid'),
  413: errorResponse('The body is larger than 8 KB'),
  429: errorResponse('Too many calls from this address'),
};

export const trackViewRoute = createRoute({
  method: 'post',
  path: '/analytics/track/view',
  operationId: 'trackView',
  tags: ['analytics'],
  summary: 'Record a page view; answers the visitor id (new, or the one sent)',
  request: { body: body(TrackViewSchema) },
  responses: { 200: json(TrackViewResponseSchema, 'The visitor id'), ...limits },
});

export const scrollDepthRoute = createRoute({
  method: 'post',
  path: '/analytics/scroll',
  operationId: 'recordScrollDepth',
  tags: ['analytics'],
  summary: 'Record how far a page was scrolled (sent on route change and on leaving)',
  request: { body: body(ScrollDepthSchema) },
  responses: { 200: json(OkResponseSchema, 'Stored'), ...limits },
});

export const fbEventRoute = createRoute({
  method: 'post',
  path: '/t/fb/event',
  operationId: 'recordEvent',
  tags: ['analytics'],
  security: OPTIONAL_SIGN_IN,
  summary: "Record a conversion event; forwarded to Meta's Conversions API only when configured",
  request: { body: body(FbEventSchema) },
  responses: {
    200: json(FbEventResponseSchema, 'Stored (and forwarded when configured)'),
    ...limits,
  },
});
