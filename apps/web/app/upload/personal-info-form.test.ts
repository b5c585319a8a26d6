import type { Model } from '@hs/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import { checkPersonalInfo, formFromModel, type PersonalInfoForm } from './personal-info-form.ts';

const model: Model = {
  modelId: 'm1',
  status: 'onboarding',
  title: null,
  age: null,
  ethnicity: null,
  trigger: null,
  eyeColor: null,
  appearance: {},
  styles: [],
  trainingImages: [],
  minimumPhotos: 2,
  failureReason: null,
};

const filled: PersonalInfoForm = {
  name: ' Uma ',
  age: '26-29 years',
  ethnicity: 'Black or African American',
  gender: 'Female',
  eyeColor: 'Dark brown',
  height: '',
  weight: ' ',
  bodyType: '',
  glasses: 'Both',
};

describe('personal info form', () => {
  it('starts empty, with the given name', () => {
    expect(formFromModel(model, 'Uma User')).toEqual({
      name: 'Uma User',
      age: '',
      ethnicity: '',
      gender: '',
      eyeColor: '',
      height: '',
      weight: '',
      bodyType: '',
      glasses: '',
    });
  });

  it('keeps what the model already holds', () => {
    const saved = {
      ...model,
      title: 'Uma',
      age: '19-25 years',
      trigger: 'female' as const,
      appearance: { height: '170 cm', glassesPreference: 'Both' },
    };
    expect(formFromModel(saved, 'x')).toMatchObject({
      name: 'Uma',
      age: '19-25 years',
      gender: 'Female',
      height: '170 cm',
      glasses: 'Both',
    });
  });

  it('builds the payload with the English values, optional fields left out', () => {
    expect(checkPersonalInfo('m1', filled)).toEqual({
      ok: true,
      payload: {
        modelId: 'm1',
        name: 'Uma',
        age: '26-29 years',
        ethnicity: 'Black or African American',
        gender: 'Female',
        eyeColor: 'Dark brown',
        glasses: 'Both',
      },
    });
  });

  it('names every missing or unknown field', () => {
    const check = checkPersonalInfo('m1', { ...filled, name: '  ', age: '', gender: 'Robot' });
    expect(check).toEqual({ ok: false, invalid: ['name', 'age', 'gender'] });
  });
});
