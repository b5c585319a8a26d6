import { z } from '@hono/zod-openapi';
import { ERROR_STATUS } from './error-codes.ts';
import { REASONS } from './error-reasons.ts';

// The one failure shape of every API answer (DEVELOPERS.md conventions).
export const ErrorResponseSchema = z
  .object({
    success: z.literal(false),
    errorMessage: z.string().openapi({
      description: 'What went wrong, in English (the texts of the specs, verbatim).',
    }),
    code: z
      .enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS])
      .optional()
      .openapi({ description: 'The class of the failure; it decides the HTTP status.' }),
    reason: z.enum(REASONS).optional().openapi({
      description:
        'Why it failed, as a stable key (`area.name`) a client shows in its own language; the same reason always has the same code.',
    }),
    params: z
      .record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]))
      .optional()
      .openapi({
        description:
          "The values the reason's message names, e.g. `max` of `package.tooManyStyles` or `seconds` of `auth.locked`.",
      }),
  })
  .openapi('ErrorResponse');

export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** An OpenAPI responses entry for a JSON error at the given status. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorResponseSchema } } };
}

/** An OpenAPI responses entry for a JSON answer. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** An OpenAPI request body entry for a required JSON body. */
export const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

// Sign-in (docs/decisions/004): the caller signs in at /api/auth/*, gets a 15-minute JWT
// from /api/auth/token and sends it as `idToken` with its user id as `uid`.
export const SECURITY_SCHEMES = {
  uid: {
    type: 'apiKey',
    in: 'header',
    name: 'uid',
    description: 'The signed-in user id (the `sub` of the id token).',
  },
  idToken: {
    type: 'apiKey',
    in: 'header',
    name: 'idToken',
    description: 'A fresh id token (JWT, 15 minutes) from GET /api/auth/token.',
  },
  organizationApiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An organization's API key (hsk_...), made by its team lead at /app/admin/api: `Authorization: Bearer <key>`. It reaches that organization only.",
  },
} as const;

/** The security of an operation that needs sign-in: both headers, together. */
export const SIGNED_IN = [{ uid: [], idToken: [] }];

/** Works signed out; signed in, the answer is the person's (their country, their events). */
export const OPTIONAL_SIGN_IN = [{}, ...SIGNED_IN];

const NUL = String.fromCharCode(0);

/** Text from a client: at most `max` characters and no NUL byte (PostgreSQL cannot store one). */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes(NUL), 'Must not contain a NUL byte');

/** PostgreSQL's uuid syntax: anything else names no row, and must not reach a query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** The largest integer a PostgreSQL `integer` column holds; no count or amount comes near. */
export const MAX_INT32 = 2 ** 31 - 1;

/**
 * One of an organization's custom output sizes as `WIDTHxHEIGHT` (decision 044): the
 * shape only; whether the organization offers it is the server's check (400
 * headshot.sizeUnknown).
 */
export const outputSizeKey = (description: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,3}x[1-9]\d{0,3}$/, 'A size like 640x800')
    .openapi({ description });
