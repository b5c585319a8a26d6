/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The unique constraint a write broke (its name when the driver says, '' when it does not),
 * or null when the error is something else. Drizzle wraps the driver's error in `cause`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return null;
}
