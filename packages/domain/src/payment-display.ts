// spec 001 section 9: payment display is amount/100 with 2 decimals in dollars
/**
 * Formats cents as a 2-decimal amount: 1234 -> "12.34", -50 -> "-0.50". Integer
 * arithmetic avoids float artefacts; fractional cents round to the nearest cent.
 */
export function formatPaymentAmount(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  if (!Number.isSafeInteger(whole)) {
    throw new RangeError(`formatPaymentAmount: cents must be a finite safe number, got ${cents}`);
  }
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  const units = Math.floor(whole / 100);
  const hundredths = String(whole % 100).padStart(2, '0');
  return `${sign}${units}.${hundredths}`;
}
