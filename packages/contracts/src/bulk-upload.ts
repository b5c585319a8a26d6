import { createRoute, z } from '@hono/zod-openapi';
import { BULK_PROBLEMS, MAX_BULK_CSV_BYTES } from '@hs/domain/bulk-upload';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';
import { PendingInviteSchema } from './organization.ts';

// Bulk upload in the lead area (spec 001 sections 2 and 6: behind the organization's
// bulkUpload feature flag; issue 17 item 5; decision 035).

export const BulkUploadSchema = z
  .object({
    /** The CSV file's text: a header row naming an e-mail column, and name and team columns. */
    csv: text(MAX_BULK_CSV_BYTES),
    /** Check only: the same report, nothing made. */
    dryRun: z.boolean().default(false),
  })
  .openapi('BulkUpload');
export type BulkUpload = z.input<typeof BulkUploadSchema>;

export const BulkProblemSchema = z
  .object({
    /** The line of the file (the header is row 1). */
    row: z.number().int(),
    email: z.string(),
    reason: z.enum(BULK_PROBLEMS),
  })
  .openapi('BulkUploadProblem');

export const BulkResultSchema = z
  .object({
    /** Rows read (the header not counted). */
    rows: z.number().int(),
    /** The rows that are (or, in a dry run, would be) invited. */
    ready: z.number().int(),
    invites: z.array(PendingInviteSchema),
    problems: z.array(BulkProblemSchema),
    dryRun: z.boolean(),
  })
  .openapi('BulkUploadResult');
export type BulkResult = z.infer<typeof BulkResultSchema>;

export const bulkUploadRoute = createRoute({
  method: 'post',
  path: '/organization/bulk-upload',
  operationId: 'bulkUploadInvites',
  tags: ['organization'],
  security: SIGNED_IN,
  summary:
    'Invite the people a CSV names (name, e-mail, team); every bad row is reported with its number',
  request: { body: body(BulkUploadSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: BulkResultSchema }), 'The report'),
    400: errorResponse(
      'An empty file, no e-mail column, or more rows than allowed (bulk.empty, bulk.noEmailColumn, bulk.tooManyRows)',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse(
      'No organization, not its team lead, or bulk upload is not switched on (bulk.notEnabled)',
    ),
  },
});
