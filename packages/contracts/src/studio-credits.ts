import { createRoute, z } from '@hono/zod-openapi';
import { STUDIO_CREDIT_PACKS } from '@hs/domain/studio-credits';
import { CheckoutSessionSchema, CurrencySchema, ReturnPathSchema } from './checkout.ts';
import { SIGNED_IN, body, errorResponse, json } from './common.ts';

// Studio credits for sale (issue 18; decision 029): the credit modal's packs, paid through
// the one checkout as a `studio_credits` order line.

const [first, ...rest] = STUDIO_CREDIT_PACKS;
/** One of the packs on sale; any other number (negative, 0, 11, 1e9) is refused. */
export const StudioCreditPackSchema = z.union([
  z.literal(first),
  ...rest.map((n) => z.literal(n)),
] as unknown as [z.ZodLiteral<10>, z.ZodLiteral<25>, z.ZodLiteral<50>]);

export const StudioCreditsViewSchema = z
  .object({
    /** The person's studio credits now. */
    credits: z.number().int(),
    currency: CurrencySchema,
    /** Each pack with its price in minor units of `currency`. */
    packs: z.array(z.object({ credits: StudioCreditPackSchema, amount: z.number().int() })),
    /** spec 000 section 6: whether credits are sold to this account now (upsell rule). */
    forSale: z.boolean(),
  })
  .openapi('StudioCredits');
export type StudioCreditsView = z.infer<typeof StudioCreditsViewSchema>;

export const studioCreditsRoute = createRoute({
  method: 'get',
  path: '/studio/credits',
  operationId: 'getStudioCredits',
  tags: ['studio'],
  security: SIGNED_IN,
  summary: 'Your studio credits, and the packs for sale with their prices',
  request: { query: z.object({ currency: CurrencySchema.optional() }) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: StudioCreditsViewSchema }), 'Credits'),
    403: errorResponse('No account yet'),
  },
});

export const StudioCreditsCheckoutSchema = z
  .object({
    credits: StudioCreditPackSchema,
    currency: CurrencySchema,
    uiMode: z.enum(['embedded', 'redirect']).default('redirect'),
    /** The total the buyer was shown; when it no longer matches, nothing is charged (409). */
    expectedTotal: z.number().int().min(0).max(100_000_000).optional(),
    returnTo: ReturnPathSchema.optional(),
  })
  .openapi('StudioCreditsCheckout');

export const studioCreditsCheckoutRoute = createRoute({
  method: 'post',
  path: '/studio/credits/checkout',
  operationId: 'checkoutStudioCredits',
  tags: ['studio'],
  security: SIGNED_IN,
  summary: 'Buy a pack of studio credits: the same checkout as packages, one order line',
  request: { body: body(StudioCreditsCheckoutSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: CheckoutSessionSchema }), 'Session'),
    400: errorResponse('A pack not on sale, or a currency not allowed'),
    403: errorResponse('No account yet, or credits are not sold to this account'),
    409: errorResponse('The total changed'),
    503: errorResponse('Payments are switched off, or the provider could not be reached'),
  },
});
