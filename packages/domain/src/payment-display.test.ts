import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPaymentAmount } from './payment-display.ts';

describe('formatPaymentAmount', () => {
  it.each([
    [1234, '12.34'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [57, '0.57'],
    [123_456_789, '1234567.89'],
    [-50, '-0.50'],
    [-1234, '-12.34'],
    [-0, '0.00'],
  ])('%d cents -> %s', (cents, shown) => {
    expect(formatPaymentAmount(cents)).toBe(shown);
  });

  it('rounds fractional cents to the nearest cent, halves away from zero', () => {
    expect(formatPaymentAmount(12.5)).toBe('0.13');
    expect(formatPaymentAmount(-12.5)).toBe('-0.13');
    expect(formatPaymentAmount(-0.4)).toBe('0.00');
  });

  it('rejects non-finite or unsafe amounts', () => {
    expect(() => formatPaymentAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatPaymentAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatPaymentAmount(2 ** 60)).toThrow(RangeError);
  });

  it('always has exactly 2 decimals', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(formatPaymentAmount(cents)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it('parses back: amount x 100 is the integer input', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Math.round(Number(formatPaymentAmount(cents)) * 100)).toBe(cents + 0);
      }),
    );
  });

  it('is exact for every safe integer (digits without the point are the cents)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(Number(formatPaymentAmount(cents).replace('.', ''))).toBe(cents + 0);
      }),
    );
  });
});
