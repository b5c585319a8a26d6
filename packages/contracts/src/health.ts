import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse } from './common.ts';

export const HealthResponseSchema = z
  .object({
    success: z.literal(true),
    status: z.literal('ok'),
    database: z.object({
      driver: z.enum(['pglite', 'postgres']),
      /** How long the database took to answer the check this answer reports. */
      latencyMs: z.number().nonnegative(),
      /**
       * How long ago that check was answered: one check answers the health checks of the
       * next second at most, renewed after half of it (decisions 051 and 059), so a database
       * that stopped answering shows within a second.
       */
      checkedMsAgo: z.number().int().nonnegative(),
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
  description:
    'The database check is made at most twice a second and shared by the health checks that follow it; no answer rests on a check older than a second, and `database.checkedMsAgo` says how old it is.',
  responses: {
    200: {
      description: 'The service and its database answer',
      content: { 'application/json': { schema: HealthResponseSchema } },
    },
    503: errorResponse('The database does not answer'),
  },
});
