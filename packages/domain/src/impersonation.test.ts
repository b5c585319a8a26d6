import { describe, expect, it } from 'vitest';
import {
  IMPERSONATION_SECONDS,
  impersonationEnded,
  mayImpersonate,
  refusedWhileImpersonating,
} from './impersonation.ts';
import { STAFF_ROLES } from './roles.ts';

describe('sign in as the user (decision 031)', () => {
  it('lets only an admin sign in as a customer', () => {
    for (const actor of STAFF_ROLES) {
      expect(mayImpersonate(actor, null)).toBe(actor === 'admin');
    }
    expect(mayImpersonate(null, null)).toBe(false);
  });

  it('never as a staff member, an admin included', () => {
    for (const target of STAFF_ROLES) expect(mayImpersonate('admin', target)).toBe(false);
  });

  it('ends the session after IMPERSONATION_SECONDS', () => {
    const start = new Date('2026-11-26T08:00:00Z');
    const justBefore = new Date(start.getTime() + IMPERSONATION_SECONDS * 1000 - 1);
    expect(impersonationEnded(start, justBefore)).toBe(false);
    expect(
      impersonationEnded(start, new Date(start.getTime() + IMPERSONATION_SECONDS * 1000)),
    ).toBe(true);
  });

  it('refuses staff tools and money actions, not looking around', () => {
    for (const [method, path] of [
      ['GET', '/admin/user'],
      ['POST', '/admin/ledger/someone'],
      ['POST', '/checkout/session'],
      ['POST', '/checkout/test/o1/pay'],
      ['POST', '/checkout/order/o1/cancel'],
      ['POST', '/upsell/checkout'],
      ['POST', '/studio/credits/checkout'],
      ['POST', '/refund/request'],
      ['POST', '/user/delete'],
      ['PUT', '/user/billing-details'],
    ]) {
      expect(refusedWhileImpersonating(method!, path!), `${method} ${path}`).toBe(true);
    }
    for (const [method, path] of [
      ['GET', '/user/details'],
      ['GET', '/user/payments/all'],
      ['GET', '/checkout/order/o1'],
      ['POST', '/changelog/mark-viewed'],
      ['GET', '/administrator'],
    ]) {
      expect(refusedWhileImpersonating(method!, path!), `${method} ${path}`).toBe(false);
    }
  });
});
