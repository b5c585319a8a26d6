import { createRoute, z } from '@hono/zod-openapi';
import { EMAIL_MAX_LENGTH } from '@hs/domain/email';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';

// Privacy (issue 14 item 4, issue 18 item 3): a person deletes their account or takes a
// copy of everything the product holds about them.

export const DeleteAccountSchema = z
  .object({
    /** The account's e-mail address, typed again: nothing is deleted by a stray click. */
    email: text(EMAIL_MAX_LENGTH),
  })
  .openapi('DeleteAccount');

export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

export const DeleteAccountResponseSchema = z
  .object({
    success: z.literal(true),
    /** Models removed with their photos and headshots. */
    models: z.number().int(),
    /** Files removed from storage. */
    files: z.number().int(),
  })
  .openapi('DeleteAccountResponse');

export const deleteAccountRoute = createRoute({
  method: 'post',
  path: '/user/delete',
  operationId: 'deleteAccount',
  tags: ['user'],
  security: SIGNED_IN,
  summary:
    'Delete your account: photos, models, files, sign-in and sessions go; orders and invoices stay, anonymised',
  request: { body: body(DeleteAccountSchema) },
  responses: {
    200: json(DeleteAccountResponseSchema, 'Deleted; every session is signed out'),
    400: errorResponse('The e-mail typed is not the account’s (account.deleteConfirm)'),
    403: errorResponse('No account yet (account.required)'),
  },
});

export const exportAccountRoute = createRoute({
  method: 'get',
  path: '/user/export',
  operationId: 'exportAccount',
  tags: ['user'],
  security: SIGNED_IN,
  summary:
    'Everything the product holds about you: a zip with data.json and your photos and headshots',
  responses: {
    200: {
      description: 'A zip file: data.json, photos/<model>/..., headshots/<model>/...',
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    403: errorResponse('No account yet (account.required)'),
  },
});
