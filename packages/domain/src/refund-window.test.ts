import { describe, expect, it } from 'vitest';
import { canRequestRefund, refundDueBy } from './refund-window.ts';

describe('refunds', () => {
  it('are refused to team members only', () => {
    expect(canRequestRefund('TeamMember')).toBe(false);
    expect(canRequestRefund('TeamLead')).toBe(true);
    expect(canRequestRefund('User')).toBe(true);
  });
  it('are due within 48 hours of the request', () => {
    expect(refundDueBy(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
  });
});
