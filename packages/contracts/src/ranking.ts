import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, errorResponse } from './common.ts';

// spec 000 section 7: POST /image/rank (paths, base) answers success and a task id; empty
// arrays give an empty result without a call; GET /image/task/{id} answers data.status and
// data.output, polled every 2 s up to 30 s, done when status is succeeded.

/** Most images one ranking task takes (each path and each base photo is decoded). */
export const RANK_MAX_PATHS = 200;
export const RANK_MAX_BASE = 30;

export const RankRequestSchema = z
  .object({
    paths: z.array(z.string().min(1).max(2000)).max(RANK_MAX_PATHS).openapi({
      description: 'Images to score: storage paths of yours, or URLs this server signed',
    }),
    base: z
      .array(z.string().min(1).max(2000))
      .max(RANK_MAX_BASE)
      .openapi({ description: "The person's reference photos, given the same way" }),
  })
  .openapi('RankRequest');

export type RankRequest = z.infer<typeof RankRequestSchema>;

export const RankAnswerSchema = z
  .object({ success: z.literal(true), id: z.string() })
  .openapi('RankAnswer');

export const RANK_TASK_STATUSES = ['starting', 'processing', 'succeeded', 'failed'] as const;

export const RankOutputSchema = z
  .object({
    path: z.string(),
    distance: z.number().nullable().openapi({
      description: 'Face-descriptor distance to the base photos; lower is closer; null: no face',
    }),
  })
  .openapi('RankOutput');

export const RankTaskSchema = z
  .object({
    status: z.enum(RANK_TASK_STATUSES),
    /** Per path its distance, best (lowest) first; no face last. Empty until succeeded. */
    output: z.array(RankOutputSchema),
    errorMessage: z.string().optional(),
  })
  .openapi('RankTask');

export type RankTask = z.infer<typeof RankTaskSchema>;

export const rankRoute = createRoute({
  method: 'post',
  path: '/image/rank',
  operationId: 'rankImages',
  tags: ['image'],
  security: SIGNED_IN,
  summary: 'Score images by how much they look like the person (spec 000 section 7)',
  request: {
    body: { required: true, content: { 'application/json': { schema: RankRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The task id to poll',
      content: { 'application/json': { schema: RankAnswerSchema } },
    },
    400: errorResponse('Bad body'),
    401: errorResponse('Not signed in'),
    404: errorResponse('A path that is not yours or a link this server did not sign'),
  },
});

export const rankTaskRoute = createRoute({
  method: 'get',
  path: '/image/task/{id}',
  operationId: 'getRankTask',
  tags: ['image'],
  security: SIGNED_IN,
  summary: 'A ranking task: its status and, when succeeded, its output',
  request: {
    params: z.object({
      id: z
        .string()
        .max(64)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: {
    200: {
      description: 'The task',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), data: RankTaskSchema }),
        },
      },
    },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such task of yours'),
  },
});
