// Issue 15 item 5 (decision 046): what the configured engine declares it can do, so the
// pricing page, the wizard and the results say it in plain words instead of promising.
import { deliveredSize } from '@hs/domain/packages';
import type { EngineCapabilities } from './engine.ts';
import { PRESETS, type PresetName } from './replicate/presets.ts';

/** The side of the photos the local engine reads (uploads are kept at most 1024 px). */
export const LOCAL_DETAIL_SIDE = 1024;

/**
 * Issue 34 item 6: no pixels sold that are not there. The local engine has no
 * super-resolution: an output's detail is its crop of a 1024 px photo, so it renders at most
 * LOCAL_MAX_ENLARGEMENT times that side (1280: the 1024 x 1280 portrait, a head-and-shoulders
 * crop of a landscape source enlarged about 1.5 to 2.5 times). A larger size asked for is
 * rendered at the largest size of its shape within it (capDetailSize), and each image says the
 * size it has (GeneratedImage width and height).
 */
export const LOCAL_MAX_ENLARGEMENT = 1.25;
export const LOCAL_MAX_SIDE = Math.round(LOCAL_DETAIL_SIDE * LOCAL_MAX_ENLARGEMENT);

/** `size` scaled down, its shape kept, so that neither side is over LOCAL_MAX_SIDE. */
export function capDetailSize(size: { width: number; height: number }) {
  return deliveredSize(size, LOCAL_MAX_SIDE);
}

/**
 * The local engine (local-engine.ts): the person's own photos on a new backdrop with new
 * light; their clothing, pose and expression stay. It renders sizes up to LOCAL_MAX_SIDE,
 * from 1024 px photos.
 */
export const LOCAL_CAPABILITIES: EngineCapabilities = Object.freeze({
  engine: 'local',
  preset: null,
  method: 'own-photos',
  changesBackdrop: true,
  changesLight: true,
  changesClothing: false,
  changesPose: false,
  maxSide: LOCAL_MAX_SIDE,
  detailSide: LOCAL_DETAIL_SIDE,
  limitedByUploads: true,
});

type Declared = Pick<EngineCapabilities, 'changesClothing' | 'changesPose'>;

// Each preset's model (presets.ts): FLUX with a LoRA and PhotoMaker draw the person from a
// prompt (clothing and pose follow it); InstantID keeps the face photo's pose (its face
// keypoints steer the image) while the prompt sets clothing.
const PRESET_DECLARES: Record<PresetName, Declared> = {
  'flux-lora': { changesClothing: true, changesPose: true },
  instantid: { changesClothing: true, changesPose: false },
  photomaker: { changesClothing: true, changesPose: true },
};

/** The configured engine's capabilities (ENGINE and the REPLICATE_* settings). */
export function engineCapabilities(
  name: 'local' | 'replicate',
  env: Record<string, string | undefined> = process.env,
): EngineCapabilities {
  if (name === 'local') return LOCAL_CAPABILITIES;
  const named = env.REPLICATE_PRESET ?? '';
  const preset = Object.hasOwn(PRESETS, named) ? (named as PresetName) : null;
  // REPLICATE_MAX_SIDE over the preset's (env.ts); the other settings are checked at start-up.
  const side = Number(env.REPLICATE_MAX_SIDE);
  const maxSide =
    Number.isInteger(side) && side > 0 ? side : ((preset && PRESETS[preset].maxSide) ?? null);
  const declared: Declared = (preset && PRESET_DECLARES[preset]) || {
    changesClothing: null,
    changesPose: null,
  };
  return {
    engine: 'replicate',
    preset,
    method: 'generated',
    changesBackdrop: true,
    changesLight: true,
    ...declared,
    maxSide,
    detailSide: null,
    limitedByUploads: false,
  };
}
