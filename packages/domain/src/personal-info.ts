// spec 001 section 3, "Select option labels": the choices of the personal-info step.
export const AGES = [
  '12-18 years',
  '19-25 years',
  '26-29 years',
  '30-35 years',
  '36-45 years',
  '46-55 years',
  '56-65 years',
  '66-75 years',
  '76+ years',
] as const;

export const ETHNICITIES = [
  'African',
  'Arabic',
  'Asian',
  'Black or African American',
  'Caribbean',
  'Indian',
  'Melanesian',
  'Polynesian',
  'European',
  'Caucasian',
  'Latin American',
  'Hispanic',
  'Other',
] as const;

export const EYE_COLOURS = ['Hazel', 'Gray', 'Light brown', 'Blue', 'Green', 'Dark brown'] as const;

export const SEXES = ['Male', 'Female'] as const;

// Not listed by the spec; ours (spec 001 section 3 names the fields only).
export const BODY_TYPES = ['Slim', 'Average', 'Athletic', 'Curvy', 'Plus size'] as const;
export const GLASSES_PREFERENCES = ['With glasses', 'Without glasses', 'Both'] as const;

export type Age = (typeof AGES)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type EyeColour = (typeof EYE_COLOURS)[number];
export type Sex = (typeof SEXES)[number];

/** The model's trigger word is the sex in lower case (spec 001 section 3: trigger (sex)). */
export function triggerFor(sex: Sex): 'male' | 'female' {
  return sex === 'Male' ? 'male' : 'female';
}
