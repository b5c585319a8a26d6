// Password limits of sign-up and reset, shared by the identity provider (apps/api) and the forms.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong';

/** What is wrong with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}
