import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, errorResponse } from './common.ts';

export const DISPLAYED_STATS_SOURCES = ['none', 'set', 'counted'] as const;
export const MAX_DISPLAYED_COUNT = 2_000_000_000;

// spec 001 section 2 (Other, White-label routing): runtime switches staff change.
const timedMode = z.object({ enabled: z.boolean(), endsAt: z.iso.datetime().nullable() });

export const ParameterValueSchemas = {
  maintenanceMode: timedMode,
  holidayMode: timedMode,
  whiteLabelMode: z.object({ enabled: z.boolean() }),
  // Issue 14 item 4: a delivered model (its photos, headshots and files) is purged this
  // many days after delivery by the daily retention job.
  retention: z.object({ days: z.number().int().min(1).max(3650) }),
  // spec 001 section 2, support popups: the support modal has a version, old or new.
  supportModal: z.object({ version: z.enum(['old', 'new']) }),
  // Issue 20 item 1 (decision 030): the figures the public header and footer show. 'none'
  // shows none, 'set' the figures staff typed, 'counted' counts from the database. The
  // spec's figures (001 section 9) only seed the demo.
  displayedStats: z.object({
    source: z.enum(DISPLAYED_STATS_SOURCES),
    photos: z.number().int().min(0).max(MAX_DISPLAYED_COUNT),
    users: z.number().int().min(0).max(MAX_DISPLAYED_COUNT),
    trustScore: z.number().min(0).max(5),
    reviews: z.number().int().min(0).max(MAX_DISPLAYED_COUNT),
  }),
} as const;

export type ParameterKey = keyof typeof ParameterValueSchemas;
export const PARAMETER_KEYS = Object.keys(ParameterValueSchemas) as ParameterKey[];

export const ParametersSchema = z.object(ParameterValueSchemas).openapi('Parameters');

export type Parameters = z.infer<typeof ParametersSchema>;

export { DEFAULT_PARAMETER_VALUES } from './parameter-values.ts';

const ok = z.object({ success: z.literal(true), parameters: ParametersSchema });

export const getParametersRoute = createRoute({
  method: 'get',
  path: '/admin/parameters',
  operationId: 'getParameters',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'The runtime switches (maintenance, holiday, white-label) and the retention days',
  responses: {
    200: { description: 'All parameters', content: { 'application/json': { schema: ok } } },
    401: errorResponse('Not signed in'),
    403: errorResponse('Not allowed for this staff role'),
  },
});

export const putParameterRoute = createRoute({
  method: 'put',
  path: '/admin/parameters/{key}',
  operationId: 'setParameter',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Change one runtime switch',
  request: {
    params: z.object({ key: z.enum(PARAMETER_KEYS as [ParameterKey, ...ParameterKey[]]) }),
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ value: z.unknown() }) } },
    },
  },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: ok } } },
    400: errorResponse('The value does not fit the parameter'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not allowed for this staff role'),
  },
});
