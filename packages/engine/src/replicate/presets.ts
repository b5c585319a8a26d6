// Presets an operator picks by name (REPLICATE_PRESET): the model, its real input names, its
// defaults and how a catalogue style's prompt goes into its own prompt. Every value can
// still be overridden by the REPLICATE_* variables (env.ts), and any other model can be
// configured by hand with the same settings.
import type { ReplicateEngineOptions } from './engine-options.ts';

export const PRESET_NAMES = ['flux-lora', 'instantid', 'photomaker'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** What a preset fills in; `trainer.destination` is always the operator's own. */
export type PresetOptions = Pick<
  ReplicateEngineOptions,
  | 'model'
  | 'input'
  | 'promptTemplate'
  | 'promptInputKey'
  | 'seedInputKey'
  | 'photoInputKey'
  | 'photoInputKeys'
  | 'sizeInputKeys'
  | 'maxSide'
  | 'sizeMultiple'
  | 'photosAtAspect'
  | 'triggerWord'
> & {
  trainer?: Omit<NonNullable<ReplicateEngineOptions['trainer']>, 'destination'>;
  /** The preset trains first: it needs REPLICATE_TRAINING_DESTINATION and the hosted API. */
  trains: boolean;
  summary: string;
};

const NEGATIVE =
  'cartoon, illustration, painting, 3d render, deformed, disfigured, extra fingers, blurry, lowres, watermark, text, logo';

export const PRESETS: Record<PresetName, PresetOptions> = {
  // ostris/flux-dev-lora-trainer: one training per person on the zip of uploads (trigger
  // word TOK); each style is then a prediction on the trained FLUX version. Its versions
  // take width and height (with aspect_ratio "custom") up to 1440 px, in steps of 16.
  'flux-lora': {
    summary: 'FLUX LoRA: trains once per person on the uploads, then renders each style',
    trains: true,
    trainer: {
      model: 'ostris/flux-dev-lora-trainer',
      imagesInputKey: 'input_images',
      triggerWordInputKey: 'trigger_word',
      input: { steps: 1000, lora_rank: 16, resolution: '512,768,1024', autocaption: true },
    },
    input: {
      model: 'dev',
      aspect_ratio: 'custom',
      num_outputs: 1,
      output_format: 'png',
      guidance_scale: 3,
      num_inference_steps: 28,
      lora_scale: 1,
    },
    promptTemplate:
      'professional headshot photo of {trigger} {subject}, {style}, 85mm lens, shallow depth of field, sharp focus on the eyes',
    promptInputKey: 'prompt',
    seedInputKey: 'seed',
    sizeInputKeys: { width: 'width', height: 'height' },
    maxSide: 1440,
    sizeMultiple: 16,
    triggerWord: 'TOK',
  },
  // zsxkib/instant-id: zero-shot; the face photo goes in as `image` (Cog drops any other
  // name without a word). Its predict() takes no width or height: the output follows the
  // face photo (resize_img: the long side 1280, both sides in steps of 64), so the photo is
  // cut to the package's 4:5 first and the output is 1024 x 1280; larger packages get that.
  instantid: {
    summary: 'InstantID: zero-shot from one face photo per output',
    trains: false,
    model: 'zsxkib/instant-id',
    input: {
      negative_prompt: NEGATIVE,
      ip_adapter_scale: 0.8,
      controlnet_conditioning_scale: 0.8,
      num_inference_steps: 30,
      guidance_scale: 5,
      num_outputs: 1,
      output_format: 'png',
    },
    promptTemplate: 'professional headshot photo of a {subject}, {style}, sharp focus',
    promptInputKey: 'prompt',
    seedInputKey: 'seed',
    photoInputKey: 'image',
    sizeInputKeys: null,
    photosAtAspect: true,
    maxSide: 1280,
  },
  // tencentarc/photomaker: zero-shot from up to four photos (`input_image`..`input_image4`);
  // the prompt must name the class word followed by the trigger word `img`. It takes no size
  // and draws 1024 x 1024 (SDXL's default); its 4:5 crop (819 x 1024) is enlarged to at most
  // 1024 x 1280, the local engine's largest enlargement (1.25).
  photomaker: {
    summary: 'PhotoMaker: zero-shot from up to four photos per output',
    trains: false,
    model: 'tencentarc/photomaker',
    input: {
      negative_prompt: NEGATIVE,
      style_name: 'Photographic (Default)',
      num_steps: 50,
      style_strength_ratio: 20,
      guidance_scale: 5,
      num_outputs: 1,
    },
    promptTemplate: 'professional headshot photo of a {subject} img, {style}, sharp focus',
    promptInputKey: 'prompt',
    seedInputKey: 'seed',
    photoInputKeys: ['input_image', 'input_image2', 'input_image3', 'input_image4'],
    sizeInputKeys: null,
    maxSide: 1280,
  },
};
