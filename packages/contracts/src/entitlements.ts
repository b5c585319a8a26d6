import { createRoute, z } from '@hono/zod-openapi';
import { MAX_STAFF_GRANT, STAFF_GRANTABLE_KINDS } from '@hs/domain/ledger';
import { SIGNED_IN, body, errorResponse, json } from './common.ts';

// Entitlements (issue 12): what a person holds, read from the ledger; staff grants.

export const PackageTermsSchema = z
  .object({
    packageId: z.string(),
    headshots: z.number().int(),
    styles: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi('PackageTerms');

export const EntitlementsSchema = z
  .object({
    /** Which provider takes payments: 'test' is demo mode, 'off' sells nothing. */
    payments: z.enum(['stripe', 'test', 'off']),
    /** Balances per ledger kind (package runs, studio credits, ...). */
    balances: z.record(z.string(), z.number().int()),
    /** What the next generation run gets: the oldest unspent package, or null. */
    nextPackage: PackageTermsSchema.nullable(),
    /**
     * For a TeamMember (issue 17): their organization's seats pay first. `next` is what the
     * next seat gives, null when none is left (then their own package pays, else nothing);
     * null for everyone else.
     */
    seat: z.object({ next: PackageTermsSchema.nullable() }).nullable().optional(),
  })
  .openapi('Entitlements');
export type Entitlements = z.infer<typeof EntitlementsSchema>;

export const entitlementsRoute = createRoute({
  method: 'get',
  path: '/user/entitlements',
  operationId: 'getEntitlements',
  tags: ['user'],
  security: SIGNED_IN,
  summary: 'What the signed-in person may still generate and spend',
  responses: {
    200: json(z.object({ success: z.literal(true), data: EntitlementsSchema }), 'Balances'),
    401: errorResponse('Not signed in'),
    403: errorResponse('No account yet'),
  },
});

const LedgerEntrySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  note: z.string(),
  orderId: z.string().nullable(),
  modelId: z.string().nullable(),
  byUid: z.string().nullable(),
  createdAt: z.string(),
});

const LedgerLotSchema = z.object({
  id: z.string(),
  kind: z.string(),
  balance: z.number().int(),
  terms: PackageTermsSchema.nullable(),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  entries: z.array(LedgerEntrySchema),
});

export const LedgerSchema = z
  .object({
    uid: z.string(),
    balances: z.record(z.string(), z.number().int()),
    lots: z.array(LedgerLotSchema),
  })
  .openapi('Ledger');
export type Ledger = z.infer<typeof LedgerSchema>;

const UidParam = z.object({ uid: z.string().min(1).max(128) });

export const adminLedgerRoute = createRoute({
  method: 'get',
  path: '/admin/ledger/{uid}',
  operationId: 'getLedger',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: "A person's ledger: lots, balances and every entry (staff who see Users)",
  request: { params: UidParam },
  responses: {
    200: json(z.object({ success: z.literal(true), data: LedgerSchema }), 'Ledger'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff who see Users'),
    404: errorResponse('No such person'),
  },
});

export const GrantRequestSchema = z
  .object({
    uid: z.string().min(1).max(128),
    action: z.enum(['grant', 'revoke']),
    kind: z.enum(STAFF_GRANTABLE_KINDS),
    amount: z.number().int().min(1).max(MAX_STAFF_GRANT),
    /** Required for kind 'package' grants: which package one unit delivers. */
    packageId: z.string().max(64).optional(),
    /** Why (required): goodwill, test user, demo account... */
    note: z.string().trim().min(3).max(500),
  })
  .openapi('GrantRequest');

export const adminGrantRoute = createRoute({
  method: 'post',
  path: '/admin/ledger/grant',
  operationId: 'grantEntitlement',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Grant or revoke entitlements through the ledger, with a reason (admin only)',
  request: { body: body(GrantRequestSchema) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ amount: z.number().int(), ledger: LedgerSchema }),
      }),
      'The amount granted or revoked, and the ledger after',
    ),
    400: errorResponse('Bad input, or no package chosen for a package grant'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
    404: errorResponse('No such person'),
  },
});
