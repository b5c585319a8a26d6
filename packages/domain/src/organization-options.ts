// What a team lead decides for the members' headshots (issue 17 item 7; decision 034):
// spec 001 section 3, Organization: branding (backgroundColor, backgroundImage),
// allowedOptions (with combos), customOutputSizes; dashboard state: preselectedOptions
// {styles, clothing}.

/** A backdrop (catalogue style) worn with one clothing item. */
export interface OptionCombo {
  styleId: string;
  clothingId: string;
}

/**
 * What members may pick. `null` lists allow every catalogue entry; a non-empty `combos`
 * allows only the backdrops it names, each with its own clothing.
 */
export interface AllowedOptions {
  styles: string[] | null;
  clothing: string[] | null;
  combos: OptionCombo[];
}

/** spec 001 section 3: preselectedOptions {styles, clothing}. */
export interface PreselectedOptions {
  styles: string[];
  clothing: string[];
}

/** Width and height of the members' headshots, in pixels. */
export interface CustomOutputSize {
  width: number;
  height: number;
}

export const EVERYTHING_ALLOWED: AllowedOptions = { styles: null, clothing: null, combos: [] };

/** At most this many ids in one allowed or preselected list. */
export const MAX_OPTION_IDS = 100;
export const MAX_OPTION_COMBOS = 50;
/**
 * spec 001 section 3, customOutputSizes: a short list. The generation renders the largest
 * (renderSize) and every other is delivered as a resized copy (decision 044).
 */
export const MAX_CUSTOM_OUTPUT_SIZES = 4;
export const OUTPUT_SIDE_MIN = 256;
export const OUTPUT_SIDE_MAX = 4096;
/** A branding background image: bytes sent, pixels read, longest side kept. */
export const BRANDING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BRANDING_IMAGE_MAX_PIXELS = 40_000_000;
export const BRANDING_IMAGE_MAX_SIDE = 2048;

/** A 6-digit hex colour such as #1f2937. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Whether members may pick this backdrop. */
export function allowsStyle(allowed: AllowedOptions, styleId: string): boolean {
  if (allowed.styles && !allowed.styles.includes(styleId)) return false;
  return allowed.combos.length === 0 || allowed.combos.some((c) => c.styleId === styleId);
}

/** Whether members may wear this clothing. */
export function allowsClothing(allowed: AllowedOptions, clothingId: string): boolean {
  if (allowed.clothing && !allowed.clothing.includes(clothingId)) return false;
  return allowed.combos.length === 0 || allowed.combos.some((c) => c.clothingId === clothingId);
}

/** The backdrops of `styles` members may not pick, in their order, once each. */
export function disallowedStyles(allowed: AllowedOptions, styles: readonly string[]): string[] {
  return [...new Set(styles)].filter((id) => !allowsStyle(allowed, id));
}

/** Combos that name a backdrop or clothing the same settings do not allow. */
export function combosOutsideAllowed(allowed: AllowedOptions): OptionCombo[] {
  return allowed.combos.filter(
    (c) =>
      (allowed.styles !== null && !allowed.styles.includes(c.styleId)) ||
      (allowed.clothing !== null && !allowed.clothing.includes(c.clothingId)),
  );
}

/**
 * What a member starts with: their team's preselection, else the organization's (the
 * "All members" one), keeping only what is still allowed.
 */
export function effectivePreselected(
  team: PreselectedOptions | null,
  organization: PreselectedOptions | null,
  allowed: AllowedOptions,
): PreselectedOptions {
  const chosen = team ?? organization ?? { styles: [], clothing: [] };
  return {
    styles: chosen.styles.filter((id) => allowsStyle(allowed, id)),
    clothing: chosen.clothing.filter((id) => allowsClothing(allowed, id)),
  };
}

/**
 * The clothing a member's headshots of one backdrop are made in: the combo's for that
 * backdrop, else the first preselected clothing, else none (the member's own clothes).
 */
export function clothingForStyle(
  allowed: AllowedOptions,
  preselected: PreselectedOptions,
  styleId: string,
): string | null {
  const combo = allowed.combos.find((c) => c.styleId === styleId);
  return combo?.clothingId ?? preselected.clothing[0] ?? null;
}

/** A size as written in links and file names: `1024x1280`. */
export function sizeKey(size: CustomOutputSize): string {
  return `${size.width}x${size.height}`;
}

/** The list without repeats, in the lead's order. */
export function distinctSizes(sizes: readonly CustomOutputSize[]): CustomOutputSize[] {
  const seen = new Set<string>();
  return sizes.filter((s) => !seen.has(sizeKey(s)) && Boolean(seen.add(sizeKey(s))));
}

/**
 * The size the generation renders: the largest by pixels (the first of equals), so every
 * other size is a downscale of it, never an enlargement; null when the list is empty.
 */
export function renderSize(sizes: readonly CustomOutputSize[]): CustomOutputSize | null {
  let best: CustomOutputSize | null = null;
  for (const s of sizes) if (!best || s.width * s.height > best.width * best.height) best = s;
  return best;
}

/** The organization's size named by `key` (`640x800`), or null when it has no such size. */
export function sizeNamed(
  sizes: readonly CustomOutputSize[],
  key: string,
): CustomOutputSize | null {
  return sizes.find((s) => sizeKey(s) === key) ?? null;
}
