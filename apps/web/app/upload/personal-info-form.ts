import { PersonalInfoSchema, type Model } from '@hs/contracts/onboarding';
import type { z } from 'zod';

export type PersonalInfo = z.infer<typeof PersonalInfoSchema>;

/** The personal-info fields as the form holds them: '' for not chosen or not typed. */
export interface PersonalInfoForm {
  name: string;
  age: string;
  ethnicity: string;
  gender: string;
  eyeColor: string;
  height: string;
  weight: string;
  bodyType: string;
  glasses: string;
}

export type PersonalInfoField = keyof PersonalInfoForm;

const SEX_OF_TRIGGER = { male: 'Male', female: 'Female' } as const;

/** What the model already holds (spec 001 section 3, onboarding or model data), so a reload keeps it. */
export function formFromModel(model: Model, fallbackName: string): PersonalInfoForm {
  return {
    name: model.title ?? fallbackName,
    age: model.age ?? '',
    ethnicity: model.ethnicity ?? '',
    gender: model.trigger ? SEX_OF_TRIGGER[model.trigger] : '',
    eyeColor: model.eyeColor ?? '',
    height: model.appearance.height ?? '',
    weight: model.appearance.weight ?? '',
    bodyType: model.appearance.bodyType ?? '',
    glasses: model.appearance.glassesPreference ?? '',
  };
}

export type PersonalInfoCheck =
  { ok: true; payload: PersonalInfo } | { ok: false; invalid: PersonalInfoField[] };

/** The payload of POST /onboarding/save-personal-info, checked by the same schema the API uses. */
export function checkPersonalInfo(modelId: string, form: PersonalInfoForm): PersonalInfoCheck {
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  const parsed = PersonalInfoSchema.safeParse({
    modelId,
    name: form.name,
    age: form.age,
    ethnicity: form.ethnicity,
    gender: form.gender,
    eyeColor: form.eyeColor,
    height: optional(form.height),
    weight: optional(form.weight),
    bodyType: optional(form.bodyType),
    glasses: form.glasses,
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const fields = new Set<PersonalInfoField>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in form) fields.add(field as PersonalInfoField);
  }
  return { ok: false, invalid: [...fields] };
}
