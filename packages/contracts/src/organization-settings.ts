import { createRoute, z } from '@hono/zod-openapi';
import {
  BRANDING_IMAGE_MAX_BYTES,
  HEX_COLOUR,
  MAX_CUSTOM_OUTPUT_SIZES,
  MAX_OPTION_COMBOS,
  MAX_OPTION_IDS,
  OUTPUT_SIDE_MAX,
  OUTPUT_SIDE_MIN,
} from '@hs/domain/organization-options';
import { SIGNED_IN, body, errorResponse, json } from './common.ts';
import { IdSchema } from './organization.ts';

// The lead's settings for the members' headshots (issue 17 item 7; decision 034; spec 001
// section 3: branding, allowedOptions (with combos), customOutputSizes, preselectedOptions).

const LEAD_ERRORS = {
  401: errorResponse('Not signed in'),
  403: errorResponse(
    'No organization yet (organization.required), or not its team lead (organization.leadOnly)',
  ),
};

/** A catalogue id (a style or a clothing item). */
const OptionIdSchema = IdSchema;
const OptionIds = z.array(OptionIdSchema).max(MAX_OPTION_IDS);
/** An allowed list names at least one entry (null allows all). */
const AllowedIds = z.array(OptionIdSchema).min(1).max(MAX_OPTION_IDS);

export const OptionComboSchema = z
  .object({ styleId: OptionIdSchema, clothingId: OptionIdSchema })
  .openapi('OptionCombo');

export const AllowedOptionsSchema = z
  .object({
    /** Backdrops members may pick; null allows every one of the catalogue. */
    styles: AllowedIds.nullable(),
    /** Clothing members may wear; null allows every item of the catalogue. */
    clothing: AllowedIds.nullable(),
    /** When not empty, only these backdrops, each with its clothing. */
    combos: z.array(OptionComboSchema).max(MAX_OPTION_COMBOS),
  })
  .openapi('AllowedOptions');
export type AllowedOptionsInput = z.infer<typeof AllowedOptionsSchema>;

const side = z.number().int().min(OUTPUT_SIDE_MIN).max(OUTPUT_SIDE_MAX);
export const CustomOutputSizeSchema = z
  .object({ width: side, height: side })
  .openapi('CustomOutputSize');

export const BrandingSchema = z
  .object({
    backgroundColor: z.string().nullable(),
    /** A signed, expiring link to the uploaded background image. */
    backgroundImage: z.string().nullable(),
  })
  .openapi('Branding');

export const OrganizationSettingsSchema = z
  .object({
    branding: BrandingSchema,
    allowedOptions: AllowedOptionsSchema,
    customOutputSizes: z.array(CustomOutputSizeSchema),
  })
  .openapi('OrganizationSettings');
export type OrganizationSettings = z.infer<typeof OrganizationSettingsSchema>;

export const SaveOrganizationSettingsSchema = z
  .object({
    branding: z.object({
      backgroundColor: z.string().regex(HEX_COLOUR, 'A colour like #1f2937').nullable(),
    }),
    allowedOptions: AllowedOptionsSchema,
    customOutputSizes: z.array(CustomOutputSizeSchema).max(MAX_CUSTOM_OUTPUT_SIZES),
  })
  .openapi('SaveOrganizationSettings');
export type SaveOrganizationSettings = z.infer<typeof SaveOrganizationSettingsSchema>;

const SettingsAnswer = z.object({ success: z.literal(true), data: OrganizationSettingsSchema });

export const getOrganizationSettingsRoute = createRoute({
  method: 'get',
  path: '/organization/settings',
  operationId: 'getOrganizationSettings',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Branding, allowed options and combos, custom output sizes',
  responses: { 200: json(SettingsAnswer, 'The settings'), ...LEAD_ERRORS },
});

export const saveOrganizationSettingsRoute = createRoute({
  method: 'put',
  path: '/organization/settings',
  operationId: 'saveOrganizationSettings',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Save the branding colour, allowed options and combos, custom output sizes',
  request: { body: body(SaveOrganizationSettingsSchema) },
  responses: {
    200: json(SettingsAnswer, 'The saved settings'),
    ...LEAD_ERRORS,
    422: errorResponse(
      'A backdrop or clothing id not in the catalogue, or a combo outside the allowed lists',
    ),
  },
});

export const BrandingImageFormSchema = z
  .object({
    file: z
      .custom<File>((v) => v instanceof File, { message: 'Send the image as a file' })
      .openapi({
        type: 'string',
        format: 'binary',
        description: `A PNG, JPEG, WebP or HEIC image of at most ${BRANDING_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
      }),
  })
  .openapi('BrandingImageForm');

export const uploadBrandingImageRoute = createRoute({
  method: 'put',
  path: '/organization/branding/image',
  operationId: 'uploadBrandingImage',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "The background image of the members' headshots (decoded, re-encoded, at most 2048 px)",
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: BrandingImageFormSchema } },
    },
  },
  responses: {
    200: json(SettingsAnswer, 'The settings with the new image'),
    400: errorResponse('Not an image, damaged, empty, or too many pixels'),
    ...LEAD_ERRORS,
  },
});

export const removeBrandingImageRoute = createRoute({
  method: 'delete',
  path: '/organization/branding/image',
  operationId: 'removeBrandingImage',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Remove the background image (the colour, if any, applies again)',
  responses: {
    200: json(SettingsAnswer, 'The settings without an image'),
    400: errorResponse('A body was sent with a NUL byte (this call takes none)'),
    ...LEAD_ERRORS,
  },
});

// spec 001 section 7: GET /organization/team/preselected-options answers data; spec 001
// section 3: preselectedOptions {styles, clothing}.
export const PreselectedOptionsSchema = z
  .object({
    /** The team these are for; null: All members (the default of teams without their own). */
    teamId: z.string().nullable(),
    styles: z.array(z.string()),
    clothing: z.array(z.string()),
    /** What members may pick (a member's wizard offers only these). */
    allowedOptions: AllowedOptionsSchema,
  })
  .openapi('PreselectedOptions');
export type PreselectedOptionsAnswer = z.infer<typeof PreselectedOptionsSchema>;

const PreselectedAnswer = z.object({ success: z.literal(true), data: PreselectedOptionsSchema });

export const PreselectedQuerySchema = z.object({
  /** For the lead: a team's own preselection ('none' or absent: All members). */
  teamId: IdSchema.optional(),
});

export const getPreselectedOptionsRoute = createRoute({
  method: 'get',
  path: '/organization/team/preselected-options',
  operationId: 'getTeamPreselectedOptions',
  tags: ['organization'],
  security: SIGNED_IN,
  summary:
    "A member: their team's preselected backdrops and clothing and what they may pick; the lead: a team's",
  request: { query: PreselectedQuerySchema },
  responses: {
    200: json(PreselectedAnswer, 'The preselected options'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not in an organization (organization.required)'),
    404: errorResponse('No such team in this organization'),
  },
});

export const SavePreselectedOptionsSchema = z
  .object({
    /** A team of the organization; null or 'none': All members. */
    teamId: IdSchema.nullable(),
    /** Absent keeps the current list (the Backdrops page sends styles, Clothing clothing). */
    styles: OptionIds.optional(),
    clothing: OptionIds.optional(),
  })
  .openapi('SavePreselectedOptions');

export const savePreselectedOptionsRoute = createRoute({
  method: 'put',
  path: '/organization/team/preselected-options',
  operationId: 'saveTeamPreselectedOptions',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "Preselect a team's (or All members') backdrops and clothing",
  request: { body: body(SavePreselectedOptionsSchema) },
  responses: {
    200: json(PreselectedAnswer, 'The saved preselection'),
    ...LEAD_ERRORS,
    404: errorResponse('No such team in this organization'),
    422: errorResponse('An id not in the catalogue, or one members may not pick'),
  },
});
