// Colour grading on the person, per style (issue 15 item 4, light that belongs): exposure
// and white balance normalised on the face, then the style's light: its colour temperature
// (a share of the way, so skin keeps its own colour), its key (face brightness) and its
// contrast, with a small per-variant jitter. Highlights are held (compose.ts rolls off
// everything above a knee), so no skin clips.
import {
  kelvinTint,
  KELVIN_RANGE,
  lightFromBackdrop,
  type StyleLight,
} from '@hs/domain/style-light';
import type { Backdrop } from '../engine.ts';
import type { Rgb } from './backdrop.ts';

export interface Grade {
  /** out = in * gain + offset, per channel, before the light. */
  gain: Rgb;
  offset: Rgb;
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const clampTo = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

// A well-balanced skin tone's channel ratios to red (G/R, B/R); white balance moves the
// face part of the way there, never all of it, so skin keeps its own colour.
const SKIN_RATIO = { g: 0.8, b: 0.68 };
const BALANCE_SHARE = 0.6;
// How far the person's colour moves toward the style light's temperature.
const TEMPERATURE_SHARE = 0.35;
// Face luminance (0..255, mean of the cheeks and nose) at key 0 and key 1, and how much of
// the way there exposure goes: a face is moved toward the style's key, not forced onto it
// (a dark-skinned face stays dark, a pale one pale).
const FACE_LUMINANCE = { low: 112, high: 150 };
const EXPOSURE_SHARE = 0.75;
const EXPOSURE_RANGE = { min: 0.8, max: 1.3 };

/** The light of a style: its own, else one from the backdrop's mean colour. */
export function styleLight(backdrop: Backdrop, backdropMean: Rgb): StyleLight {
  return backdrop.light ?? lightFromBackdrop(backdropMean);
}

/** The grade for a face whose mean colour is `face`, in `light`, with jitters in [-1, 1]. */
export function gradeFor(
  face: Rgb,
  light: StyleLight,
  jitter: { exposure: number; warmth: number },
): Grade {
  const target =
    (FACE_LUMINANCE.low + (FACE_LUMINANCE.high - FACE_LUMINANCE.low) * clampTo(light.key, 0, 1)) *
    (1 + 0.03 * jitter.exposure);
  const exposure = clampTo(
    (target / Math.max(luminance(face), 1)) ** EXPOSURE_SHARE,
    EXPOSURE_RANGE.min,
    EXPOSURE_RANGE.max,
  );
  const [r, g, b] = face;
  const red = Math.max(r, 1);
  const balanceG = clampTo((SKIN_RATIO.g * red) / Math.max(g, 1), 0.85, 1.15);
  const balanceB = clampTo((SKIN_RATIO.b * red) / Math.max(b, 1), 0.8, 1.2);
  const kelvin = clampTo(light.kelvin + 150 * jitter.warmth, KELVIN_RANGE.min, KELVIN_RANGE.max);
  const tint = kelvinTint(kelvin, TEMPERATURE_SHARE);
  const gain: Rgb = [
    exposure * tint[0],
    exposure * (1 + BALANCE_SHARE * (balanceG - 1)) * tint[1],
    exposure * (1 + BALANCE_SHARE * (balanceB - 1)) * tint[2],
  ];
  // A touch more contrast for a dramatic light, around mid-grey.
  const c = 1 + 0.06 * clampTo(light.contrast, 0, 1);
  return {
    gain: gain.map((v) => v * c) as Rgb,
    offset: [128 * (1 - c), 128 * (1 - c), 128 * (1 - c)],
  };
}
