import { NUMBER_INPUT_MAX, NUMBER_INPUT_MIN } from './constants.ts';

// spec 000 section 5: number inputs are clamped to min (default 0) and max (default 999999999)
/** Clamps `value` into [min, max]; NaN (an emptied or unparsable input) becomes `min`. */
export function clamp(value: number, min = NUMBER_INPUT_MIN, max = NUMBER_INPUT_MAX): number {
  if (Number.isNaN(min) || Number.isNaN(max) || min > max) {
    throw new RangeError(`clamp: invalid range [${min}, ${max}]`);
  }
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}
