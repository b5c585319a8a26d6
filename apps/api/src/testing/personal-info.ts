/** A complete "About you" step (spec 001 section 3) for tests that submit a model. */
export const TEST_PERSONAL_INFO = {
  name: 'Uma',
  age: '30-35 years',
  ethnicity: 'European',
  gender: 'Female',
  eyeColor: 'Green',
  glasses: 'Without glasses',
};
