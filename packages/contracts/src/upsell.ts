import { createRoute, z } from '@hono/zod-openapi';
import { REMIX_DEFAULT_AMOUNT } from '@hs/domain/constants';
import { MAX_BASKET_ITEMS, MAX_REMIX_AMOUNT } from '@hs/domain/upsell';
import { CheckoutSessionSchema, CurrencySchema, ReturnPathSchema } from './checkout.ts';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';

// The upsell basket (spec 001 sections 3, 4, 5, 7 and 9; issue 18 item 2).

const Id = text(64).pipe(z.string().min(1));

export const StyleItemSchema = z
  .object({
    type: z.literal('style'),
    styleId: Id,
    clothingId: Id.nullable().default(null),
  })
  .openapi('BasketStyleItem');

export const RemixItemSchema = z
  .object({
    type: z.literal('remix'),
    /** spec 001 section 9: remix credit default amount 10. */
    amount: z.number().int().min(1).max(MAX_REMIX_AMOUNT).default(REMIX_DEFAULT_AMOUNT),
  })
  .openapi('BasketRemixItem');

export const BasketItemSchema = z.discriminatedUnion('type', [StyleItemSchema, RemixItemSchema]);

export const BasketAppearanceSchema = z
  .object({
    ethnicity: text(64).nullish(),
    bodyType: text(64).nullish(),
    height: text(64).nullish(),
    age: text(64).nullish(),
    glasses: z.boolean().nullish(),
  })
  .openapi('BasketAppearance');

export const BasketSchema = z
  .object({
    items: z.array(BasketItemSchema).max(MAX_BASKET_ITEMS),
    appearance: BasketAppearanceSchema,
  })
  .openapi('Basket');
export type Basket = z.infer<typeof BasketSchema>;

export const BasketModelQuerySchema = z.object({
  modelId: text(64).pipe(z.string().min(1)),
});

export const BasketViewSchema = z
  .object({
    basket: BasketSchema,
    /** Minor units of `currency`: one extra style, one remix credit. */
    prices: z.object({ style: z.number().int(), remix: z.number().int() }),
    currency: CurrencySchema,
    /** Styles this person may add without paying (granted style slots not yet used). */
    freeStyles: z.number().int(),
    /** spec 000 section 6: whether upsells are offered to this person now. */
    visible: z.boolean(),
    /** Styles the model has already: they cannot be bought again. */
    ownedStyles: z.array(z.string()),
    /** The model's headshots are done: only then can styles be added. */
    modelReady: z.boolean(),
    /**
     * Styles paid for this model whose headshots are still being made (issue 18: the new
     * styles' generation shows its start and finish); gone once a style is done.
     */
    making: z.array(
      z.object({
        styleId: z.string(),
        name: z.string(),
        /** Headshots of the style made so far, of `of`. */
        made: z.number().int(),
        of: z.number().int(),
        /** The generation gave up (its job failed for good); support can run it again. */
        failed: z.boolean(),
      }),
    ),
  })
  .openapi('BasketView');
export type BasketView = z.infer<typeof BasketViewSchema>;

export const GetBasketQuerySchema = BasketModelQuerySchema.extend({
  /** The currency to show prices in; the visitor's country decides when absent or not offered. */
  currency: CurrencySchema.optional(),
});

export const getBasketRoute = createRoute({
  method: 'get',
  path: '/upsell/basket',
  operationId: 'getUpsellBasket',
  tags: ['upsell'],
  security: SIGNED_IN,
  summary: 'The upsell basket of one of your models, with the prices and free styles',
  request: { query: GetBasketQuerySchema },
  responses: {
    200: json(z.object({ success: z.literal(true), data: BasketViewSchema }), 'The basket'),
    403: errorResponse('No account yet'),
    404: errorResponse('No such model of yours'),
  },
});

export const UpdateBasketSchema = z
  .object({
    /** spec 001 section 5: items must be an array, otherwise 'Invalid items'. */
    items: z.array(BasketItemSchema).max(MAX_BASKET_ITEMS),
    appearance: BasketAppearanceSchema.default({}),
  })
  .openapi('UpdateBasket');

export const updateBasketRoute = createRoute({
  method: 'post',
  path: '/upsell/basket',
  operationId: 'updateUpsellBasket',
  tags: ['upsell'],
  security: SIGNED_IN,
  summary: 'Save the upsell basket of one of your models (styles and remix credits)',
  request: { query: BasketModelQuerySchema, body: body(UpdateBasketSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: BasketViewSchema }), 'Saved'),
    400: errorResponse("'Invalid items', or a style or clothing not in the catalogue"),
    403: errorResponse('No account yet, or upsells are not offered to this account'),
    404: errorResponse('No such model of yours'),
    409: errorResponse('The model already has that style, or is not ready yet'),
  },
});

export const BasketCheckoutSchema = z.object({
  currency: CurrencySchema,
  uiMode: z.enum(['embedded', 'redirect']).default('redirect'),
  /** The total the buyer was shown; when it no longer matches, nothing is charged (409). */
  expectedTotal: z.number().int().min(0).max(100_000_000).optional(),
  returnTo: ReturnPathSchema.optional(),
});

export const basketCheckoutRoute = createRoute({
  method: 'post',
  path: '/upsell/checkout',
  operationId: 'checkoutUpsellBasket',
  tags: ['upsell'],
  security: SIGNED_IN,
  summary: 'Pay for the basket: the same checkout as packages, one order line per style',
  request: { query: BasketModelQuerySchema, body: body(BasketCheckoutSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: CheckoutSessionSchema }), 'Session'),
    400: errorResponse('An empty basket, or a currency not allowed'),
    403: errorResponse('No account yet, or upsells are not offered to this account'),
    404: errorResponse('No such model of yours'),
    409: errorResponse('The total changed, or the model has a style of the basket already'),
    503: errorResponse('Payments are switched off, or the provider could not be reached'),
  },
});
