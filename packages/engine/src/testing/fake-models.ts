// The real models the presets use, as their Cog predictors behave (issue 36 item 6), for the
// loopback fake: the inputs predict() declares (Cog drops any other), the ones without a
// default (a 422 when missing), the size of what it draws, and what its safety checker does.
// Read from zsxkib/InstantID cog/predict.py, TencentARC/PhotoMaker predict.py and
// replicate/flux-fine-tuner predict.py.

export interface Size {
  width: number;
  height: number;
}

export interface FakeModelSchema {
  inputs: readonly string[];
  /** Inputs without a default: Cog answers 422 when one is missing. */
  required: readonly string[];
  /** The face photo input whose size the output may follow. */
  photoInput?: string;
  /** What predict() draws, or the error it raises for this input. */
  outputSize(input: Record<string, unknown>, photo: Size | null): Size | { error: string };
  /**
   * A refused image: 'raise' fails the prediction with NSFW_ERROR (InstantID; FLUX when all
   * of its images are refused); 'drop' leaves it out and succeeds (PhotoMaker: `[]`).
   */
  refusal: 'raise' | 'drop';
}

/** The exception InstantID and FLUX raise when their safety checker refuses the image. */
export const NSFW_ERROR = 'NSFW content detected. Try running it again, or try a different prompt.';

/** InstantID's resize_img(): short side to 1024, then the long side to 1280, steps of 64. */
export function instantIdSize(photo: Size): Size {
  const first = 1024 / Math.min(photo.width, photo.height);
  const w = Math.round(first * photo.width);
  const h = Math.round(first * photo.height);
  const second = 1280 / Math.max(w, h);
  const snap = (side: number) => Math.floor(Math.round(second * side) / 64) * 64;
  return { width: snap(w), height: snap(h) };
}

// flux-fine-tuner predict.py ASPECT_RATIOS.
const FLUX_ASPECT_RATIOS: Record<string, Size> = {
  '1:1': { width: 1024, height: 1024 },
  '16:9': { width: 1344, height: 768 },
  '21:9': { width: 1536, height: 640 },
  '3:2': { width: 1216, height: 832 },
  '2:3': { width: 832, height: 1216 },
  '4:5': { width: 896, height: 1088 },
  '5:4': { width: 1088, height: 896 },
  '3:4': { width: 896, height: 1152 },
  '4:3': { width: 1152, height: 896 },
  '9:16': { width: 768, height: 1344 },
  '9:21': { width: 640, height: 1536 },
};
const multipleOf16 = (n: number) => Math.ceil(n / 16) * 16;

export const FAKE_MODEL_SCHEMAS = {
  /** zsxkib/instant-id: no width or height; the output follows the face photo. */
  instantId: {
    inputs: [
      'image',
      'pose_image',
      'prompt',
      'negative_prompt',
      'sdxl_weights',
      'face_detection_input_width',
      'face_detection_input_height',
      'scheduler',
      'num_inference_steps',
      'guidance_scale',
      'ip_adapter_scale',
      'controlnet_conditioning_scale',
      'enable_pose_controlnet',
      'pose_strength',
      'enable_canny_controlnet',
      'canny_strength',
      'enable_depth_controlnet',
      'depth_strength',
      'enable_lcm',
      'lcm_num_inference_steps',
      'lcm_guidance_scale',
      'enhance_nonface_region',
      'output_format',
      'output_quality',
      'seed',
      'num_outputs',
      'disable_safety_checker',
    ],
    required: ['image'],
    photoInput: 'image',
    outputSize: (_input, photo) =>
      photo
        ? instantIdSize(photo)
        : { error: 'Cannot find any input face `image`! Please upload the face `image`' },
    refusal: 'raise',
  },
  /** tencentarc/photomaker: no size (SDXL's 1024 x 1024); refused images are left out. */
  photoMaker: {
    inputs: [
      'input_image',
      'input_image2',
      'input_image3',
      'input_image4',
      'prompt',
      'style_name',
      'negative_prompt',
      'num_steps',
      'style_strength_ratio',
      'num_outputs',
      'guidance_scale',
      'seed',
      'disable_safety_checker',
    ],
    required: ['input_image'],
    outputSize: (input) => {
      const prompt = typeof input.prompt === 'string' ? input.prompt : 'A photo of a person img';
      const triggers = prompt.split(/[^a-z]+/i).filter((word) => word === 'img').length;
      if (triggers === 0) return { error: "Cannot find the trigger word 'img' in text prompt!" };
      if (triggers > 1) return { error: "Cannot use multiple trigger words 'img' in text prompt!" };
      return { width: 1024, height: 1024 };
    },
    refusal: 'drop',
  },
  /** A version trained by ostris/flux-dev-lora-trainer (flux-fine-tuner's predict()). */
  fluxLora: {
    inputs: [
      'prompt',
      'image',
      'mask',
      'aspect_ratio',
      'width',
      'height',
      'num_outputs',
      'lora_scale',
      'num_inference_steps',
      'model',
      'guidance_scale',
      'prompt_strength',
      'seed',
      'extra_lora',
      'extra_lora_scale',
      'output_format',
      'output_quality',
      'replicate_weights',
      'disable_safety_checker',
      'go_fast',
      'megapixels',
    ],
    required: ['prompt'],
    outputSize: (input) => {
      const ratio = typeof input.aspect_ratio === 'string' ? input.aspect_ratio : '1:1';
      if (ratio !== 'custom') {
        return FLUX_ASPECT_RATIOS[ratio] ?? { error: `aspect_ratio ${ratio} is not a choice` };
      }
      const { width, height } = input;
      if (typeof width !== 'number' || typeof height !== 'number') {
        return { error: "width and height must be defined if aspect ratio is 'custom'" };
      }
      return { width: multipleOf16(width), height: multipleOf16(height) };
    },
    refusal: 'raise',
  },
} satisfies Record<string, FakeModelSchema>;

export type FakeModelName = keyof typeof FAKE_MODEL_SCHEMAS;

/** The inputs `schema` keeps, and the required one missing (Cog's 422), if any. */
export function acceptInput(
  schema: Pick<FakeModelSchema, 'inputs' | 'required'>,
  input: Record<string, unknown>,
): { input: Record<string, unknown>; missing: string | null } {
  const kept = Object.fromEntries(
    Object.entries(input).filter(([key]) => schema.inputs.includes(key)),
  );
  const missing = schema.required.find((key) => kept[key] === undefined || kept[key] === null);
  return { input: kept, missing: missing ?? null };
}
