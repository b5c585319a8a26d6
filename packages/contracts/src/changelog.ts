import { createRoute, z } from '@hono/zod-openapi';
import { CHANGELOG_BODY_MAX, CHANGELOG_SHOWN, CHANGELOG_TITLE_MAX } from '@hs/domain/changelog';
import { LOCALES } from '@hs/domain/locale';
import { OPTIONAL_SIGN_IN, SIGNED_IN, body, errorResponse, json, text } from './common.ts';

// spec 001 section 3 "Changelog entry": id, isViewed; the rest is what the page shows.
export const ChangelogEntrySchema = z
  .object({
    id: z.string(),
    isViewed: z.boolean().openapi({ description: 'Seen by the caller; false when signed out' }),
    title: z.string(),
    html: z.string().openapi({ description: 'The markdown body as sanitized HTML' }),
    locale: z.enum(LOCALES).openapi({ description: 'The language the text is in' }),
    publishedAt: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('ChangelogEntry');

export type ChangelogEntry = z.infer<typeof ChangelogEntrySchema>;

export const PublicChangelogSchema = z.object({
  success: z.literal(true),
  data: z.object({
    entries: z.array(ChangelogEntrySchema),
    unseen: z.number().int().nullable().openapi({
      description: 'Entries the signed-in caller has not seen (the badge); null when signed out',
    }),
  }),
});

// spec 001 section 7: GET /changelog/public reads data.
export const publicChangelogRoute = createRoute({
  method: 'get',
  path: '/changelog/public',
  operationId: 'publicChangelog',
  tags: ['changelog'],
  security: OPTIONAL_SIGN_IN,
  summary: `The newest ${CHANGELOG_SHOWN} changelog entries in one language, with what the caller has seen`,
  request: { query: z.object({ locale: z.enum(LOCALES).default('en') }) },
  responses: {
    200: json(PublicChangelogSchema, 'The entries, newest first'),
    400: errorResponse('Unknown language'),
  },
});

export const MarkViewedSchema = z
  .object({ changelogId: z.uuid().openapi({ description: 'A changelog entry id' }) })
  .strict();

// spec 001 section 7: POST /changelog/mark-viewed takes {changelogId}; failures only logged.
export const markChangelogViewedRoute = createRoute({
  method: 'post',
  path: '/changelog/mark-viewed',
  operationId: 'markChangelogViewed',
  tags: ['changelog'],
  security: SIGNED_IN,
  summary: 'Mark one changelog entry seen by the caller (again is harmless)',
  request: { body: body(MarkViewedSchema) },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ unseen: z.number().int() }) }),
      'Marked; the unseen count after it',
    ),
    400: errorResponse('No entry id'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such entry'),
  },
});

const localized = (max: number) =>
  z.object({ en: text(max), es: text(max).default(''), de: text(max).default('') });

export const ChangelogDraftSchema = z
  .object({
    title: localized(CHANGELOG_TITLE_MAX).refine((t) => t.en.trim().length > 0, {
      message: 'The English title is required',
      path: ['en'],
    }),
    body: localized(CHANGELOG_BODY_MAX),
  })
  .openapi('ChangelogDraft');

export type ChangelogDraft = z.input<typeof ChangelogDraftSchema>;

export const StaffChangelogEntrySchema = z
  .object({
    id: z.string(),
    title: z.object({ en: z.string(), es: z.string(), de: z.string() }),
    body: z.object({ en: z.string(), es: z.string(), de: z.string() }),
    publishedAt: z.string(),
    updatedAt: z.string(),
    viewers: z.number().int().openapi({ description: 'People who have seen it' }),
  })
  .openapi('StaffChangelogEntry');

export type StaffChangelogEntry = z.infer<typeof StaffChangelogEntrySchema>;

const staffEntry = json(
  z.object({ success: z.literal(true), data: StaffChangelogEntrySchema }),
  'The entry',
);

const idParam = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const adminChangelogRoute = createRoute({
  method: 'get',
  path: '/admin/changelog',
  operationId: 'adminChangelog',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Every changelog entry with its texts in each language',
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.array(StaffChangelogEntrySchema) }),
      'The entries, newest first',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Changelog menu'),
  },
});

export const adminCreateChangelogRoute = createRoute({
  method: 'post',
  path: '/admin/changelog',
  operationId: 'createChangelogEntry',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Publish a changelog entry',
  request: { body: body(ChangelogDraftSchema) },
  responses: {
    200: staffEntry,
    400: errorResponse('A text missing or too long'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Changelog menu'),
  },
});

export const adminUpdateChangelogRoute = createRoute({
  method: 'put',
  path: '/admin/changelog/{id}',
  operationId: 'updateChangelogEntry',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Change the texts of a changelog entry (who has seen it stays)',
  request: { params: idParam, body: body(ChangelogDraftSchema) },
  responses: {
    200: staffEntry,
    400: errorResponse('A text missing or too long'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Changelog menu'),
    404: errorResponse('No such entry'),
  },
});

export const adminDeleteChangelogRoute = createRoute({
  method: 'delete',
  path: '/admin/changelog/{id}',
  operationId: 'deleteChangelogEntry',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Remove a changelog entry',
  request: { params: idParam },
  responses: {
    200: json(z.object({ success: z.literal(true) }), 'Removed'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Changelog menu'),
    404: errorResponse('No such entry'),
  },
});
