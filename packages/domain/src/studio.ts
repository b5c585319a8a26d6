// The studio (spec 001 sections 3, 4, 5 and 9): single photos made from a person's model
// with a template, an outfit, an emotion and a quality, paid in studio credits.
import { STUDIO_DEFAULT_HEIGHT_PX, STUDIO_DEFAULT_WIDTH_PX } from './constants.ts';
import { deliveredSize } from './packages.ts';
import { studioPhotoCost } from './studio-cost.ts';

export const STUDIO_QUALITIES = ['sd', 'hd'] as const;
export type StudioQuality = (typeof STUDIO_QUALITIES)[number];

/** Output sizes offered (width x height); the first is the spec's default. */
export const STUDIO_SIZES = [
  `${STUDIO_DEFAULT_WIDTH_PX}x${STUDIO_DEFAULT_HEIGHT_PX}`,
  '1024x1024',
  '831x1024',
  '1024x1280',
] as const;
export type StudioSize = (typeof STUDIO_SIZES)[number];

// spec 001 section 9: studio defaults: size 1024x831, gender male, glasses true,
// hairstyle false, quality sd; count default 1.
export const STUDIO_DEFAULTS = {
  size: STUDIO_SIZES[0],
  gender: 'male',
  glasses: true,
  hairstyle: false,
  quality: 'sd',
  count: 1,
} as const satisfies {
  size: StudioSize;
  gender: 'male' | 'female';
  glasses: boolean;
  hairstyle: boolean;
  quality: StudioQuality;
  count: number;
};

/** The most photos one create may ask for (a bound on work and on a typo). */
export const STUDIO_MAX_COUNT = 10;

// spec 001 section 4: pending, enhancing and saving count as in progress and are polled.
export const STUDIO_PHOTO_STATUSES = ['pending', 'saving', 'enhancing', 'ready', 'failed'] as const;
export type StudioPhotoStatus = (typeof STUDIO_PHOTO_STATUSES)[number];
export const STUDIO_IN_PROGRESS: readonly StudioPhotoStatus[] = ['pending', 'enhancing', 'saving'];
export const isStudioInProgress = (status: string): boolean =>
  (STUDIO_IN_PROGRESS as readonly string[]).includes(status);

/** Width and height of a size and quality: hd renders twice the pixels per side. */
export function studioOutputSize(size: StudioSize, quality: StudioQuality) {
  const [w, h] = size.split('x').map(Number) as [number, number];
  const k = quality === 'sd' ? 1 : 2;
  return { width: w * k, height: h * k };
}

/**
 * Issue 34 item 6: what a size and quality deliver on an engine that renders at most
 * `maxSide` on the longer side (null: no limit), said before a credit is spent.
 */
export function studioDeliveredSize(
  size: StudioSize,
  quality: StudioQuality,
  maxSide: number | null,
) {
  return deliveredSize(studioOutputSize(size, quality), maxSide);
}

/**
 * Enhancing a photo costs what one sd photo costs (the spec gives no price of its own;
 * decision 022). spec 001 section 8: pre-deducted credits for enhance are not returned.
 */
export const STUDIO_ENHANCE_COST = studioPhotoCost('sd', 1);

/** How a template frames and lights the person: each 0..1, light side left or right. */
export interface StudioLook {
  zoom: number;
  lift: number;
  shift: number;
  lightSide: -1 | 1;
  lightStrength: number;
}

export interface StudioTemplate {
  id: string;
  name: string;
  backdrop: { kind: 'solid' | 'gradient'; colors: string[] };
  look: StudioLook;
}

/** What a studio photo can look like: a backdrop, a crop and a key light. */
export const STUDIO_TEMPLATES: readonly StudioTemplate[] = [
  {
    id: 'grey-studio-close',
    name: 'Grey studio, close crop',
    backdrop: { kind: 'gradient', colors: ['#9a9ea3', '#5d6166'] },
    look: { zoom: 0.9, lift: 0.5, shift: 0.5, lightSide: -1, lightStrength: 0.5 },
  },
  {
    id: 'white-clean',
    name: 'Clean white, head and shoulders',
    backdrop: { kind: 'solid', colors: ['#f4f4f2'] },
    look: { zoom: 0.3, lift: 0.4, shift: 0.5, lightSide: 1, lightStrength: 0.3 },
  },
  {
    id: 'dark-executive',
    name: 'Dark executive, strong side light',
    backdrop: { kind: 'gradient', colors: ['#3a3d42', '#15171a'] },
    look: { zoom: 0.6, lift: 0.55, shift: 0.4, lightSide: -1, lightStrength: 1 },
  },
  {
    id: 'warm-office',
    name: 'Warm office tones',
    backdrop: { kind: 'gradient', colors: ['#d9c2a5', '#8f735a'] },
    look: { zoom: 0.45, lift: 0.5, shift: 0.6, lightSide: 1, lightStrength: 0.6 },
  },
  {
    id: 'blue-corporate',
    name: 'Corporate blue',
    backdrop: { kind: 'gradient', colors: ['#4f6f96', '#223552'] },
    look: { zoom: 0.5, lift: 0.45, shift: 0.5, lightSide: 1, lightStrength: 0.7 },
  },
  {
    id: 'sage-outdoor',
    name: 'Soft green, wide crop',
    backdrop: { kind: 'gradient', colors: ['#a9b99a', '#5f7252'] },
    look: { zoom: 0.1, lift: 0.35, shift: 0.5, lightSide: -1, lightStrength: 0.4 },
  },
];

export const studioTemplate = (id: string): StudioTemplate | undefined =>
  STUDIO_TEMPLATES.find((t) => t.id === id);

/** Settings the local engine cannot change on a person: it only reuses their own photos. */
export const STUDIO_LOCAL_LIMITS = ['outfit', 'emotion', 'glasses', 'hairstyle'] as const;
export type StudioLimit = (typeof STUDIO_LOCAL_LIMITS)[number];

/**
 * The settings of a request that an engine will not honour, so the product can say so:
 * the local engine keeps the clothing, expression, glasses and hair of the person's photos.
 */
export function studioUnhonoured(
  engine: 'local' | 'replicate',
  s: {
    outfitId?: string | null;
    outfitPrompt?: string | null;
    emotionPrompt?: string | null;
    glasses: boolean;
    hairstyle: boolean;
  },
): StudioLimit[] {
  if (engine !== 'local') return [];
  const out: StudioLimit[] = [];
  if ((s.outfitId && s.outfitId !== 'own-clothes') || s.outfitPrompt?.trim()) out.push('outfit');
  if (s.emotionPrompt?.trim()) out.push('emotion');
  // glasses true asks for glasses; the local engine shows them only where the photos do.
  if (s.glasses) out.push('glasses');
  if (s.hairstyle) out.push('hairstyle');
  return out;
}
