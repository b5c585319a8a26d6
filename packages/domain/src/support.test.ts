import { describe, expect, it } from 'vitest';
import {
  defaultSupportType,
  refundChoices,
  showCallButton,
  supportFormTitle,
  supportRequestTypes,
} from './support.ts';

describe('support form rules (spec 001 sections 5, 6)', () => {
  it('offers refund only to ordinary users and visitors', () => {
    expect(supportRequestTypes('User')).toEqual([
      'refund',
      'feedback',
      'issue',
      'team',
      'sales',
      'other',
    ]);
    expect(supportRequestTypes(null)).toContain('refund');
    expect(supportRequestTypes('TeamMember')).not.toContain('refund');
    expect(supportRequestTypes('TeamLead')).toEqual([
      'feedback',
      'issue',
      'team',
      'sales',
      'other',
    ]);
  });

  it('gives a lead the team type and the Contact our team title', () => {
    expect(defaultSupportType('TeamLead')).toBe('team');
    expect(defaultSupportType('User')).toBeNull();
    expect(supportFormTitle('TeamLead')).toBe('contactOurTeam');
    expect(supportFormTitle('TeamMember')).toBe('default');
  });

  it('offers only payments above 0 for a refund', () => {
    const payments = [{ amountTotal: 0 }, { amountTotal: 1 }, { amountTotal: 2900 }];
    expect(refundChoices(payments)).toEqual([{ amountTotal: 1 }, { amountTotal: 2900 }]);
  });

  it('shows the call button for more than 1 credit bought or a large team', () => {
    expect(showCallButton({ totalCreditsPurchased: 1 })).toBe(false);
    expect(showCallButton({ totalCreditsPurchased: 2 })).toBe(true);
    expect(showCallButton({ teamSize: '50-99' })).toBe(false);
    for (const size of ['100-200', '200-499', '500-999', '1000+']) {
      expect(showCallButton({ teamSize: size, totalCreditsPurchased: 0 })).toBe(true);
    }
    expect(showCallButton({})).toBe(false);
  });
});
