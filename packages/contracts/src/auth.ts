import { z } from '@hono/zod-openapi';
import { EMAIL_MAX_LENGTH } from '@hs/domain/email';
import { NAME_MAX_LENGTH } from './user.ts';

// The identity provider (better-auth, /api/auth/*) is not in the OpenAPI document; these are
// the input rules the API puts in front of it (issue 13 item 2).

/** Its bodies carry a name, an address, a password, a link: a few hundred bytes. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/** The lengths of what people type into sign-up, sign-in and profile forms. */
export const AuthFieldsSchema = z.looseObject({
  name: z.string().max(NAME_MAX_LENGTH).optional(),
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
  newEmail: z.string().max(EMAIL_MAX_LENGTH).optional(),
});
