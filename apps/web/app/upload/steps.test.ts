import { describe, expect, it } from 'vitest';
import { stepFrom } from './steps.ts';

describe('upload steps', () => {
  it('opens at a step a link names, and at none for anything else', () => {
    expect(stepFrom('styles')).toBe('styles');
    expect(stepFrom('confirm')).toBe('confirm');
    expect(stepFrom('Styles')).toBeNull();
    expect(stepFrom(null)).toBeNull();
  });
});
