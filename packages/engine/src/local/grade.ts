// Colour grading and light on the person, consistent per style: exposure and white
// balance normalised on the face, then the style's tone (warmer on warm backdrops, cooler
// on cool ones, a touch more contrast on dark ones), with a small per-variant jitter.
import type { Rgb } from './backdrop.ts';

export interface Grade {
  /** out = in * gain + offset, per channel, before the light. */
  gain: Rgb;
  offset: Rgb;
}

export interface StyleTone {
  warmth: number;
  faceLuminance: number;
  contrast: number;
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const clampTo = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

// A well-balanced skin tone's channel ratios to red (G/R, B/R); white balance moves the
// face part of the way there, never all of it, so skin keeps its own colour.
const SKIN_RATIO = { g: 0.8, b: 0.68 };
const BALANCE_SHARE = 0.7;

/** The tone of a style, from its backdrop's mean colour. */
export function styleTone(backdropMean: Rgb): StyleTone {
  const [r, , b] = backdropMean;
  const light = luminance(backdropMean);
  return {
    warmth: clampTo((r - b) / 255, -0.5, 0.5),
    faceLuminance: light > 150 ? 158 : 148,
    contrast: light < 90 ? 1.08 : 1.03,
  };
}

/** The grade for a face whose mean colour is `face`, in `tone`, with jitters in [-1, 1]. */
export function gradeFor(
  face: Rgb,
  tone: StyleTone,
  jitter: { exposure: number; warmth: number },
): Grade {
  const exposure = clampTo(
    (tone.faceLuminance * (1 + 0.04 * jitter.exposure)) / Math.max(luminance(face), 1),
    0.75,
    1.45,
  );
  const [r, g, b] = face;
  const red = Math.max(r, 1);
  const balanceG = clampTo((SKIN_RATIO.g * red) / Math.max(g, 1), 0.85, 1.15);
  const balanceB = clampTo((SKIN_RATIO.b * red) / Math.max(b, 1), 0.8, 1.2);
  const warm = 0.05 * (tone.warmth + 0.15 * jitter.warmth);
  const gain: Rgb = [
    exposure * (1 + warm),
    exposure * (1 + BALANCE_SHARE * (balanceG - 1)),
    exposure * (1 + BALANCE_SHARE * (balanceB - 1)) * (1 - warm),
  ];
  const c = tone.contrast;
  return {
    gain: gain.map((v) => v * c) as Rgb,
    offset: [128 * (1 - c), 128 * (1 - c), 128 * (1 - c)],
  };
}
