import { clamp } from './clamp.ts';

// A style's light (issue 15 item 4): the colour temperature, direction, contrast and
// brightness of the key light a headshot in that style is graded and lit with, so the
// person looks lit where the backdrop is, not pasted in. Each catalogue style defines its
// own (style.backdrop.light); a backdrop without one (a style made in the back office, an
// organization's branding) gets one from its colour (`lightFromBackdrop`).

export interface StyleLight {
  /** Colour temperature of the key light in kelvin (2500 candle-warm .. 10000 blue sky;
   * 5600 is daylight, neutral). */
  kelvin: number;
  /** Where the key light comes from, seen from the camera: -1 left, 0 front, 1 right.
   * Omitted: it varies from photo to photo. */
  side?: -1 | 0 | 1;
  /** Key to fill: 0 flat and even .. 1 dramatic (strong fall-off to the far side). */
  contrast: number;
  /** Brightness of the face: 0 low key .. 1 high key. */
  key: number;
}

export const NEUTRAL_KELVIN = 5600;
export const KELVIN_RANGE = { min: 2500, max: 10000 } as const;

/**
 * The colour of a black body at `kelvin`, RGB 0..1 (the brightest channel 1), by Tanner
 * Helland's fit of the CIE data (good to a few percent between 1000 and 40000 K).
 */
export function kelvinToRgb(kelvin: number): [number, number, number] {
  const t = clamp(kelvin, 1000, 40000) / 100;
  const r = t <= 66 ? 255 : 329.698727446 * (t - 60) ** -0.1332047592;
  const g =
    t <= 66
      ? 99.4708025861 * Math.log(t) - 161.1195681661
      : 288.1221695283 * (t - 60) ** -0.0755148492;
  const b = t >= 66 ? 255 : t <= 19 ? 0 : 138.5177312231 * Math.log(t - 10) - 305.0447927307;
  return [clamp(r, 0, 255) / 255, clamp(g, 0, 255) / 255, clamp(b, 0, 255) / 255];
}

/**
 * Per-channel gains that move a neutrally balanced picture `share` (0..1) of the way
 * toward light of `kelvin`, at the same luminance.
 */
export function kelvinTint(kelvin: number, share: number): [number, number, number] {
  const light = kelvinToRgb(kelvin);
  const neutral = kelvinToRgb(NEUTRAL_KELVIN);
  const raw = light.map((c, i) => 1 + share * (c / (neutral[i] ?? 1) - 1));
  const lum = 0.2126 * (raw[0] ?? 1) + 0.7152 * (raw[1] ?? 1) + 0.0722 * (raw[2] ?? 1);
  return raw.map((c) => c / lum) as [number, number, number];
}

/** The light of a backdrop that defines none, from its mean colour (RGB 0..255): warm
 * backdrops get warm light, cool ones cool; dark ones a more dramatic, lower key. */
export function lightFromBackdrop(mean: [number, number, number]): StyleLight {
  const [r, g, b] = mean;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const warmth = clamp((r - b) / 255, -0.5, 0.5);
  return {
    kelvin: Math.round(NEUTRAL_KELVIN - 2400 * warmth),
    contrast: luminance < 90 ? 0.6 : luminance > 180 ? 0.2 : 0.4,
    key: luminance < 90 ? 0.4 : luminance > 180 ? 0.6 : 0.5,
  };
}

/**
 * Highlights held (issue 15 item 4, no clipping): values up to `knee` (0..255) pass
 * unchanged; above it they are rolled off smoothly towards 255 without reaching it (the
 * slope is 1 at the knee, so nothing bends below it).
 */
export function holdHighlights(v: number, knee = 200): number {
  if (v <= knee) return Math.max(0, v);
  const room = 255 - knee;
  return knee + room * (1 - Math.exp(-(v - knee) / room));
}
