import { z } from '@hono/zod-openapi';
import { ERROR_STATUS } from './error-codes.ts';

// The one failure shape of every API answer (DEVELOPERS.md conventions).
export const ErrorResponseSchema = z
  .object({
    success: z.literal(false),
    errorMessage: z.string(),
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]).optional(),
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
