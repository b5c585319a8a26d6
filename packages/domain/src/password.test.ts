import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password.ts';

describe('passwordProblem', () => {
  it('accepts 8 to 128 characters', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });

  it('names what is wrong outside the limits', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('passwordTooShort');
    expect(passwordProblem('')).toBe('passwordTooShort');
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('passwordTooLong');
  });
});
