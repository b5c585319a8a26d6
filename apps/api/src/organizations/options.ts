import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@hs/db/database';
import {
  catalogueItem,
  organization,
  organizationSettings,
  style,
  teamPreselectedOptions,
} from '@hs/db/schema';
import type {
  OrganizationSettings,
  PreselectedOptionsAnswer,
  SaveOrganizationSettings,
} from '@hs/contracts/organization-settings';
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_IMAGE_MAX_PIXELS,
  BRANDING_IMAGE_MAX_SIDE,
  EVERYTHING_ALLOWED,
  type AllowedOptions,
  type CustomOutputSize,
  type PreselectedOptions,
  allowsClothing,
  allowsStyle,
  clothingForStyle,
  combosOutsideAllowed,
  disallowedStyles,
  distinctSizes,
  effectivePreselected,
  renderSize,
  sizeNamed,
} from '@hs/domain/organization-options';
import type { Backdrop } from '@hs/engine/engine';
import { decodeUpload } from '@hs/imaging/decode';
import { ImagingError } from '@hs/imaging/imaging-error';
import { AppError } from '../errors.ts';
import { imagingRefusal } from '../imaging-refusal.ts';
import type { Storage } from '../storage/storage.ts';
import { membershipOf, newId, requireTeam } from './service.ts';

// The lead's settings for the members' headshots (issue 17 item 7; decision 034): branding,
// allowed options with combos, custom output sizes, and preselected backdrops and clothing
// per team. Every query is scoped by the lead's own organization id.

/** How long a branding image link stays valid for the settings page. */
const IMAGE_LINK_SECONDS = 60 * 60;

/** The organization's allowed options and output sizes (defaults when never saved). */
export async function allowedOptionsOf(
  db: Database,
  organizationId: string,
): Promise<{ allowed: AllowedOptions; sizes: CustomOutputSize[] }> {
  const [row] = await db
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  if (!row) return { allowed: EVERYTHING_ALLOWED, sizes: [] };
  return {
    allowed: { styles: row.allowedStyles, clothing: row.allowedClothing, combos: row.combos },
    sizes: row.customOutputSizes,
  };
}

export async function readSettings(
  db: Database,
  storage: Storage,
  organizationId: string,
): Promise<OrganizationSettings> {
  const [org] = await db
    .select({
      color: organization.brandingBackgroundColor,
      image: organization.brandingBackgroundImage,
    })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!org) throw new AppError('organization.required');
  const { allowed, sizes } = await allowedOptionsOf(db, organizationId);
  return {
    branding: {
      backgroundColor: org.color,
      backgroundImage: org.image ? await storage.signedUrl(org.image, IMAGE_LINK_SECONDS) : null,
    },
    allowedOptions: allowed,
    customOutputSizes: sizes,
  };
}

/** Ids of `ids` that are not enabled entries of the catalogue, once each. */
async function unknownIds(db: Database, kind: 'style' | 'clothing', ids: string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const rows =
    kind === 'style'
      ? await db
          .select({ id: style.id })
          .from(style)
          .where(and(inArray(style.id, wanted), eq(style.enabled, true)))
      : await db
          .select({ id: catalogueItem.id })
          .from(catalogueItem)
          .where(
            and(
              inArray(catalogueItem.id, wanted),
              eq(catalogueItem.kind, 'clothing'),
              eq(catalogueItem.enabled, true),
            ),
          );
  const known = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => !known.has(id));
}

const unique = (ids: string[] | null) => (ids === null ? null : [...new Set(ids)]);

export async function saveSettings(
  db: Database,
  organizationId: string,
  input: SaveOrganizationSettings,
): Promise<void> {
  const allowed: AllowedOptions = {
    styles: unique(input.allowedOptions.styles),
    clothing: unique(input.allowedOptions.clothing),
    combos: input.allowedOptions.combos.filter(
      (c, i, all) =>
        all.findIndex((d) => d.styleId === c.styleId && d.clothingId === c.clothingId) === i,
    ),
  };
  const unknown = [
    ...(await unknownIds(db, 'style', [
      ...(allowed.styles ?? []),
      ...allowed.combos.map((c) => c.styleId),
    ])),
    ...(await unknownIds(db, 'clothing', [
      ...(allowed.clothing ?? []),
      ...allowed.combos.map((c) => c.clothingId),
    ])),
  ];
  if (unknown.length) throw new AppError('organization.optionUnknown', { ids: unknown.join(', ') });
  const outside = combosOutsideAllowed(allowed);
  if (outside.length) {
    throw new AppError('organization.comboNotAllowed', {
      ids: outside.map((c) => `${c.styleId} + ${c.clothingId}`).join(', '),
    });
  }
  const values = {
    allowedStyles: allowed.styles,
    allowedClothing: allowed.clothing,
    combos: allowed.combos,
    customOutputSizes: distinctSizes(input.customOutputSizes),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(organization)
      .set({ brandingBackgroundColor: input.branding.backgroundColor })
      .where(eq(organization.id, organizationId));
    await tx
      .insert(organizationSettings)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: organizationSettings.organizationId, set: values });
  });
}

/**
 * A branding background image: bounded bytes and pixels, decoded (HEIC too), shrunk to at
 * most 2048 px and stored as a new JPEG without metadata; the previous one is removed.
 */
export async function setBrandingImage(
  db: Database,
  storage: Storage,
  organizationId: string,
  file: File,
): Promise<void> {
  if (file.size > BRANDING_IMAGE_MAX_BYTES) {
    throw new AppError('photo.fileTooLarge', {}, { message: 'The file is too large (5 MB).' });
  }
  let jpeg: Buffer;
  try {
    const decoded = await decodeUpload(Buffer.from(await file.arrayBuffer()), {
      maxBytes: BRANDING_IMAGE_MAX_BYTES,
      maxPixels: BRANDING_IMAGE_MAX_PIXELS,
      maxSide: BRANDING_IMAGE_MAX_SIDE,
    });
    const { data, width, height, channels } = decoded.image;
    jpeg = await sharp(data, { raw: { width, height, channels } }).jpeg({ quality: 90 }).toBuffer();
  } catch (error) {
    if (error instanceof ImagingError) throw imagingRefusal(error);
    throw error;
  }
  const key = `organizations/${organizationId}/branding-${randomBytes(8).toString('hex')}.jpg`;
  await storage.put(key, jpeg, 'image/jpeg');
  await replaceBrandingImage(db, storage, organizationId, key);
}

/** Points the organization at `key` (or none) and removes the file it had. */
async function replaceBrandingImage(
  db: Database,
  storage: Storage,
  organizationId: string,
  key: string | null,
) {
  const [before] = await db
    .select({ image: organization.brandingBackgroundImage })
    .from(organization)
    .where(eq(organization.id, organizationId));
  await db
    .update(organization)
    .set({ brandingBackgroundImage: key })
    .where(eq(organization.id, organizationId));
  if (before?.image && before.image !== key) await storage.delete(before.image);
}

export async function removeBrandingImage(db: Database, storage: Storage, organizationId: string) {
  await replaceBrandingImage(db, storage, organizationId, null);
}

/** The stored preselection of a team (or of All members with teamId null), if any. */
async function storedPreselection(
  db: Database,
  organizationId: string,
  teamId: string | null,
): Promise<PreselectedOptions | null> {
  const [row] = await db
    .select({ styles: teamPreselectedOptions.styles, clothing: teamPreselectedOptions.clothing })
    .from(teamPreselectedOptions)
    .where(
      and(
        eq(teamPreselectedOptions.organizationId, organizationId),
        teamId === null
          ? isNull(teamPreselectedOptions.teamId)
          : eq(teamPreselectedOptions.teamId, teamId),
      ),
    );
  return row ?? null;
}

/**
 * What a team starts with (spec 001 section 3, preselectedOptions): its own preselection,
 * else All members', keeping only what members may pick, with the allowed options.
 */
export async function preselectedFor(
  db: Database,
  organizationId: string,
  teamId: string | null,
): Promise<PreselectedOptionsAnswer> {
  if (teamId !== null) await requireTeam(db, organizationId, teamId);
  return memberPreselected(db, organizationId, teamId);
}

export async function savePreselected(
  db: Database,
  organizationId: string,
  input: { teamId: string | null; styles?: string[] | undefined; clothing?: string[] | undefined },
): Promise<void> {
  const { teamId } = input;
  if (teamId !== null) await requireTeam(db, organizationId, teamId);
  const styles = input.styles && [...new Set(input.styles)];
  const clothing = input.clothing && [...new Set(input.clothing)];
  const unknown = [
    ...(await unknownIds(db, 'style', styles ?? [])),
    ...(await unknownIds(db, 'clothing', clothing ?? [])),
  ];
  if (unknown.length) throw new AppError('organization.optionUnknown', { ids: unknown.join(', ') });
  const { allowed } = await allowedOptionsOf(db, organizationId);
  const refused = [
    ...(styles ?? []).filter((id) => !allowsStyle(allowed, id)),
    ...(clothing ?? []).filter((id) => !allowsClothing(allowed, id)),
  ];
  if (refused.length) {
    throw new AppError('organization.preselectNotAllowed', { ids: refused.join(', ') });
  }
  const current = await storedPreselection(db, organizationId, teamId);
  const next = {
    styles: styles ?? current?.styles ?? [],
    clothing: clothing ?? current?.clothing ?? [],
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    // One row per scope: the organization row is locked so two first saves make one.
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, organizationId))
      .for('update');
    const scope = and(
      eq(teamPreselectedOptions.organizationId, organizationId),
      teamId === null
        ? isNull(teamPreselectedOptions.teamId)
        : eq(teamPreselectedOptions.teamId, teamId),
    );
    const updated = await tx
      .update(teamPreselectedOptions)
      .set(next)
      .where(scope)
      .returning({ id: teamPreselectedOptions.id });
    if (!updated.length) {
      await tx
        .insert(teamPreselectedOptions)
        .values({ id: newId(), organizationId, teamId, ...next });
    }
  });
}

/** A member's preselected options and what they may pick (their team's, else All members'). */
export async function memberPreselected(
  db: Database,
  organizationId: string,
  teamId: string | null,
): Promise<PreselectedOptionsAnswer> {
  const { allowed } = await allowedOptionsOf(db, organizationId);
  const all = await storedPreselection(db, organizationId, null);
  const own = teamId === null ? null : await storedPreselection(db, organizationId, teamId);
  return { teamId, ...effectivePreselected(own, all, allowed), allowedOptions: allowed };
}

/**
 * Refuses backdrops a TeamMember's organization does not allow (403
 * organization.optionNotAllowed); anyone else (a lead, a person in no organization) is
 * not limited.
 */
export async function assertStylesAllowed(db: Database, uid: string, styles: string[]) {
  const place = await membershipOf(db, uid);
  if (place?.role !== 'member') return;
  const { allowed } = await allowedOptionsOf(db, place.organizationId);
  const refused = disallowedStyles(allowed, styles);
  if (refused.length)
    throw new AppError('organization.optionNotAllowed', { ids: refused.join(', ') });
}

/**
 * The custom output sizes a person's headshots are delivered at besides the rendered one:
 * their organization's, when they are its TeamMember (decisions 034, 044); else none.
 */
export async function outputSizesFor(db: Database, uid: string): Promise<CustomOutputSize[]> {
  const place = await membershipOf(db, uid);
  if (place?.role !== 'member') return [];
  return (await allowedOptionsOf(db, place.organizationId)).sizes;
}

/**
 * The size named `key` among `sizes` (decisions 044, 048): undefined when none is asked,
 * 400 'headshot.sizeUnknown' when the organization does not offer it now.
 */
export function chosenSize(
  sizes: readonly CustomOutputSize[],
  key: string | undefined,
): CustomOutputSize | undefined {
  if (key === undefined) return undefined;
  const size = sizeNamed(sizes, key);
  if (!size) throw new AppError('headshot.sizeUnknown', { size: key });
  return size;
}

/** What the generation applies to a TeamMember's headshots (decision 034). */
export interface OrganizationLook {
  /** The branding: the image, else the colour; null keeps each style's own backdrop. */
  backdrop: Backdrop | null;
  /** The size to render (the largest custom output size); null keeps the package's. */
  size: CustomOutputSize | null;
  /** The clothing (catalogue name) a backdrop's headshots are made in, if any. */
  clothingFor: (styleId: string) => string | null;
}

const NO_LOOK: OrganizationLook = { backdrop: null, size: null, clothingFor: () => null };

/**
 * The organization's look for the model owner `uid`, when they are a TeamMember. A
 * branding image that can no longer be read falls back to the colour (or the style's).
 */
export async function organizationLookFor(
  db: Database,
  storage: Storage,
  uid: string,
): Promise<OrganizationLook> {
  const place = await membershipOf(db, uid);
  if (place?.role !== 'member') return NO_LOOK;
  const [org] = await db
    .select({
      color: organization.brandingBackgroundColor,
      image: organization.brandingBackgroundImage,
    })
    .from(organization)
    .where(eq(organization.id, place.organizationId));
  const { allowed, sizes } = await allowedOptionsOf(db, place.organizationId);
  const preselected = await memberPreselected(db, place.organizationId, place.teamId);
  const image = org?.image ? await storage.get(org.image) : null;
  const backdrop: Backdrop | null = image
    ? { kind: 'image', colors: [org?.color ?? '#808080'], image }
    : org?.color
      ? { kind: 'solid', colors: [org.color] }
      : null;
  const clothing = await db
    .select({ id: catalogueItem.id, name: catalogueItem.name })
    .from(catalogueItem)
    .where(eq(catalogueItem.kind, 'clothing'));
  const names = new Map(clothing.map((c) => [c.id, c.name]));
  return {
    backdrop,
    size: renderSize(sizes),
    clothingFor: (styleId) => {
      const id = clothingForStyle(allowed, preselected, styleId);
      return id ? (names.get(id) ?? null) : null;
    },
  };
}
