import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse } from './common.ts';

export const HealthResponseSchema = z
  .object({
    success: z.literal(true),
    status: z.literal('ok'),
    database: z.object({
      driver: z.enum(['pglite', 'postgres']),
      latencyMs: z.number().nonnegative(),
    }),
    uptimeSeconds: z.number().nonnegative(),
    version: z.string(),
  })
  .openapi('HealthResponse');

export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  tags: ['system'],
  summary: 'Liveness and database check',
  responses: {
    200: {
      description: 'The service and its database answer',
      content: { 'application/json': { schema: HealthResponseSchema } },
    },
    503: errorResponse('The database does not answer'),
  },
});
