import { PFP_BORDER_WIDTH, PFP_GRADIENT_ROTATION_DEG, PFP_OPACITY, PFP_ZOOM } from './constants.ts';

// The profile picture editor (spec 001 section 3 "Profile picture editor settings"; section 9
// defaults: border width 3, zoom 100, opacity 100, gradient rotation 45).

export interface ProfilePictureSettings {
  /** The picture: a data or object URL of the person's own photo. */
  src: string | null;
  grayscale: boolean;
  /** Ring width in percent of the picture's radius. */
  borderWidth: number;
  /** Ring colours: one is a plain ring, two a gradient. */
  colour: [string, string];
  /** Moves the photo inside the circle, percent of the size: x, y. */
  offset: { x: number; y: number };
  /** Percent. */
  opacity: number;
  /** Words along the bottom of the ring ('Open to work', 'Hiring'). */
  text: string;
  /** Percent. */
  zoom: number;
  /** Degrees of the ring's gradient. */
  rotation: number;
}

export const PFP_LIMITS = {
  borderWidth: { min: 0, max: 30 },
  offset: { min: -50, max: 50 },
  opacity: { min: 10, max: 100 },
  zoom: { min: 50, max: 300 },
  rotation: { min: 0, max: 360 },
  textMaxLength: 30,
} as const;

export const DEFAULT_PFP_SETTINGS: ProfilePictureSettings = {
  src: null,
  grayscale: false,
  borderWidth: PFP_BORDER_WIDTH,
  colour: ['#2563eb', '#7c3aed'],
  offset: { x: 0, y: 0 },
  opacity: PFP_OPACITY,
  text: '',
  zoom: PFP_ZOOM,
  rotation: PFP_GRADIENT_ROTATION_DEG,
};

const clampTo = (n: number, { min, max }: { min: number; max: number }, fallback: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;

const HEX = /^#[0-9a-f]{6}$/i;

/** Settings a form or a stored copy gave, made safe to draw: numbers in range, colours hex. */
export function normalizePfpSettings(
  given: Partial<ProfilePictureSettings>,
): ProfilePictureSettings {
  const d = DEFAULT_PFP_SETTINGS;
  const colour = (given.colour ?? d.colour).map((c, i) => (HEX.test(c) ? c : d.colour[i]!));
  return {
    src: given.src ?? null,
    grayscale: given.grayscale ?? d.grayscale,
    borderWidth: clampTo(given.borderWidth ?? d.borderWidth, PFP_LIMITS.borderWidth, d.borderWidth),
    colour: [colour[0]!, colour[1] ?? colour[0]!],
    offset: {
      x: clampTo(given.offset?.x ?? 0, PFP_LIMITS.offset, 0),
      y: clampTo(given.offset?.y ?? 0, PFP_LIMITS.offset, 0),
    },
    opacity: clampTo(given.opacity ?? d.opacity, PFP_LIMITS.opacity, d.opacity),
    text: (given.text ?? '').slice(0, PFP_LIMITS.textMaxLength),
    zoom: clampTo(given.zoom ?? d.zoom, PFP_LIMITS.zoom, d.zoom),
    rotation: clampTo(given.rotation ?? d.rotation, PFP_LIMITS.rotation, d.rotation),
  };
}

/** Where the photo is drawn inside a square of `size`: cover-fit, zoomed, offset. */
export function photoPlacement(
  image: { width: number; height: number },
  size: number,
  s: Pick<ProfilePictureSettings, 'zoom' | 'offset'>,
) {
  const cover = Math.max(size / image.width, size / image.height) * (s.zoom / 100);
  const width = image.width * cover;
  const height = image.height * cover;
  return {
    x: (size - width) / 2 + (s.offset.x / 100) * size,
    y: (size - height) / 2 + (s.offset.y / 100) * size,
    width,
    height,
  };
}

/** The gradient's line across a square of `size` at `rotation` degrees (canvas coordinates). */
export function gradientLine(size: number, rotation: number) {
  const r = (rotation * Math.PI) / 180;
  const c = size / 2;
  const dx = (Math.cos(r) * size) / 2;
  const dy = (Math.sin(r) * size) / 2;
  return { x0: c - dx, y0: c - dy, x1: c + dx, y1: c + dy };
}
