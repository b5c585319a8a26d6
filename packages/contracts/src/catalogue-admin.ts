import { createRoute, z } from '@hono/zod-openapi';
import {
  CATALOGUE_NAME_MAX,
  HEX_COLOR,
  PRICE_MINOR_MAX,
  SORT_MAX,
  STYLE_DESCRIPTION_MAX,
  STYLE_PROMPT_MAX,
} from '@hs/domain/content-admin';
import { KELVIN_RANGE } from '@hs/domain/style-light';
import { CurrencySchema } from './checkout.ts';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';

// issue 19, the catalogue sections of the back office: Hairstyles, Emotions, Clothing,
// Styles (backdrops with a preview) and Catalog (packages and their prices per currency).

const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse("Not staff whose role has this section's menu item"),
};
const writeErrors = {
  400: errorResponse('A field missing, too long or not valid'),
  ...staffErrors,
  404: errorResponse('No such row'),
};
const required = (max: number) =>
  text(max).refine((v) => v.trim().length > 0, { message: 'Required' });
const Sort = z.number().int().min(0).max(SORT_MAX);
const idParam = z.object({ id: text(64).openapi({ param: { name: 'id', in: 'path' } }) });

/** The three lists of spec 001 section 3 "Catalogue data" that are names only. */
export const CATALOGUE_SECTIONS = ['hairstyles', 'emotions', 'clothing'] as const;
export type CatalogueSection = (typeof CATALOGUE_SECTIONS)[number];
const sectionParam = z.object({
  section: z.enum(CATALOGUE_SECTIONS).openapi({ param: { name: 'section', in: 'path' } }),
});

export const StaffCatalogueItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    gender: z.enum(['male', 'female']).nullable(),
    sort: z.number().int(),
    enabled: z.boolean(),
  })
  .openapi('StaffCatalogueItem');
export type StaffCatalogueItem = z.infer<typeof StaffCatalogueItemSchema>;

export const CatalogueItemDraftSchema = z
  .object({
    name: required(CATALOGUE_NAME_MAX),
    gender: z.enum(['male', 'female']).nullable().default(null).openapi({
      description: 'Clothing: who it is cut for; null fits everyone (ignored for other lists)',
    }),
    sort: Sort.default(0),
    enabled: z.boolean().default(true),
  })
  .strict()
  .openapi('CatalogueItemDraft');
export type CatalogueItemDraft = z.input<typeof CatalogueItemDraftSchema>;

const itemAnswer = json(
  z.object({ success: z.literal(true), data: StaffCatalogueItemSchema }),
  'The item as saved',
);

export const adminCatalogueListRoute = createRoute({
  method: 'get',
  path: '/admin/catalogue/{section}',
  operationId: 'adminCatalogueList',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Every hairstyle, emotion or clothing item, switched off ones too',
  request: { params: sectionParam },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.array(StaffCatalogueItemSchema) }),
      'The items in display order',
    ),
    400: errorResponse('Unknown section'),
    ...staffErrors,
  },
});

export const adminCatalogueCreateRoute = createRoute({
  method: 'post',
  path: '/admin/catalogue/{section}',
  operationId: 'adminCatalogueCreate',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Add a hairstyle, emotion or clothing item',
  request: { params: sectionParam, body: body(CatalogueItemDraftSchema) },
  responses: { 200: itemAnswer, ...writeErrors },
});

export const adminCatalogueUpdateRoute = createRoute({
  method: 'put',
  path: '/admin/catalogue/{section}/{id}',
  operationId: 'adminCatalogueUpdate',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Change an item: its name, order, fit, or switch it on or off',
  request: { params: sectionParam.extend(idParam.shape), body: body(CatalogueItemDraftSchema) },
  responses: { 200: itemAnswer, ...writeErrors },
});

/**
 * A style's light (issue 15 item 4, @hs/domain/style-light): without one, the engine takes a
 * light from the backdrop's colours.
 */
export const StyleLightSchema = z
  .object({
    kelvin: z
      .number()
      .int()
      .min(KELVIN_RANGE.min)
      .max(KELVIN_RANGE.max)
      .openapi({ description: 'Colour temperature of the key light (5600 is daylight)' }),
    side: z
      .union([z.literal(-1), z.literal(0), z.literal(1)])
      .optional()
      .openapi({ description: '-1 left, 0 front, 1 right; omitted: varied per photo' }),
    contrast: z.number().min(0).max(1).openapi({ description: '0 even .. 1 dramatic' }),
    key: z.number().min(0).max(1).openapi({ description: 'Face brightness, 0 low .. 1 high' }),
  })
  .strict()
  .openapi('StyleLight');
export type StyleLightInput = z.infer<typeof StyleLightSchema>;

export const StaffStyleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    backdrop: z.object({
      kind: z.enum(['solid', 'gradient']),
      colors: z.array(z.string()),
      light: StyleLightSchema.optional(),
    }),
    prompt: z.string(),
    preselected: z.boolean(),
    sort: z.number().int(),
    enabled: z.boolean(),
    previewUrl: z.string().openapi({ description: 'Changes whenever the backdrop changes' }),
  })
  .openapi('StaffStyle');
export type StaffStyle = z.infer<typeof StaffStyleSchema>;

const Color = text(7)
  .regex(HEX_COLOR, 'A colour as #rgb or #rrggbb')
  .openapi({ example: '#1F2937' });

export const StyleDraftSchema = z
  .object({
    name: required(CATALOGUE_NAME_MAX),
    description: text(STYLE_DESCRIPTION_MAX).default(''),
    backdrop: z
      .object({
        kind: z.enum(['solid', 'gradient']),
        colors: z.array(Color).min(1).max(2),
        light: StyleLightSchema.optional(),
      })
      .strict(),
    prompt: text(STYLE_PROMPT_MAX).default(''),
    preselected: z.boolean().default(false),
    sort: Sort.default(0),
    enabled: z.boolean().default(true),
  })
  .strict()
  .openapi('StyleDraft');
export type StyleDraft = z.input<typeof StyleDraftSchema>;

const styleAnswer = json(
  z.object({ success: z.literal(true), data: StaffStyleSchema }),
  'The style as saved',
);

export const adminStylesRoute = createRoute({
  method: 'get',
  path: '/admin/styles',
  operationId: 'adminStyles',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Every backdrop style, switched off ones too',
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.array(StaffStyleSchema) }),
      'The styles in display order',
    ),
    ...staffErrors,
  },
});

export const adminCreateStyleRoute = createRoute({
  method: 'post',
  path: '/admin/styles',
  operationId: 'adminCreateStyle',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Add a backdrop style',
  request: { body: body(StyleDraftSchema) },
  responses: { 200: styleAnswer, ...writeErrors },
});

export const adminUpdateStyleRoute = createRoute({
  method: 'put',
  path: '/admin/styles/{id}',
  operationId: 'adminUpdateStyle',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Change a backdrop style or switch it on or off',
  request: { params: idParam, body: body(StyleDraftSchema) },
  responses: { 200: styleAnswer, ...writeErrors },
});

const Price = z.number().int().min(1).max(PRICE_MINOR_MAX);

export const StaffPackageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    priceUsdCents: z.number().int(),
    prices: z.record(z.string(), z.number().int()),
    headshots: z.number().int(),
    stylesAllowed: z.number().int(),
    sort: z.number().int(),
    active: z.boolean(),
  })
  .openapi('StaffPackage');
export type StaffPackage = z.infer<typeof StaffPackageSchema>;

// What staff set of a package: its name, prices and whether it is sold. What it delivers
// (headshots, styles, sizes) is the domain's definition (ARCHITECTURE "Money").
export const PackageDraftSchema = z
  .object({
    name: required(CATALOGUE_NAME_MAX),
    priceUsdCents: Price.openapi({ description: 'The USD price in cents' }),
    prices: z.partialRecord(CurrencySchema, Price).default({}).openapi({
      description: 'Prices in minor units per currency; a missing currency uses the USD price',
    }),
    sort: Sort.default(0),
    active: z.boolean().default(true),
  })
  .strict()
  .openapi('PackageDraft');
export type PackageDraft = z.input<typeof PackageDraftSchema>;

export const adminPackagesRoute = createRoute({
  method: 'get',
  path: '/admin/packages',
  operationId: 'adminPackages',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Every package with its prices per currency, inactive ones too',
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.array(StaffPackageSchema) }),
      'The packages in display order',
    ),
    ...staffErrors,
  },
});

export const adminUpdatePackageRoute = createRoute({
  method: 'put',
  path: '/admin/packages/{id}',
  operationId: 'adminUpdatePackage',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Change a package name, prices or whether it is sold (what /pricing and checkout read)',
  request: { params: idParam, body: body(PackageDraftSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: StaffPackageSchema }), 'As saved'),
    ...writeErrors,
  },
});
