import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import { changedKeys, toForm, toValue } from './parameter-form.ts';

describe('parameter form', () => {
  it('shows end times in UTC and sends them back as ISO times', () => {
    const form = toForm({
      maintenanceMode: { enabled: true, endsAt: '2026-03-01T14:30:00.000Z' },
      holidayMode: { enabled: true, endsAt: '2026-12-31T23:59:59.999Z' },
      whiteLabelMode: { enabled: false },
      retention: { days: 45 },
      supportModal: { version: 'new' },
      displayedStats: { source: 'set', photos: 1200, users: 340, trustScore: 4.6, reviews: 25 },
    });
    expect(form.displayedStats.trustScore).toBe('4.6');
    expect(
      toValue(
        { ...form, displayedStats: { ...form.displayedStats, users: '341' } },
        'displayedStats',
      ),
    ).toEqual({ source: 'set', photos: 1200, users: 341, trustScore: 4.6, reviews: 25 });
    expect(form.retention.days).toBe('45');
    expect(toValue(form, 'supportModal')).toEqual({ version: 'new' });
    expect(toValue({ ...form, retention: { days: '14' } }, 'retention')).toEqual({ days: 14 });
    expect(form.maintenanceMode.endsAt).toBe('2026-03-01T14:30');
    expect(form.holidayMode.endsAt).toBe('2026-12-31');
    expect(toValue(form, 'maintenanceMode')).toEqual({
      enabled: true,
      endsAt: '2026-03-01T14:30:00.000Z',
    });
    expect(toValue(form, 'holidayMode')).toEqual({
      enabled: true,
      endsAt: '2026-12-31T23:59:59.999Z',
    });
  });

  it('sends no end time when the field is empty', () => {
    const form = toForm(DEFAULT_PARAMETER_VALUES);
    expect(toValue(form, 'maintenanceMode')).toEqual({ enabled: false, endsAt: null });
    expect(toValue(form, 'holidayMode')).toEqual({ enabled: false, endsAt: null });
  });

  it('lists only the changed parameters', () => {
    const saved = toForm(DEFAULT_PARAMETER_VALUES);
    const form = { ...saved, whiteLabelMode: { enabled: true } };
    expect(changedKeys(form, saved)).toEqual(['whiteLabelMode']);
    expect(changedKeys(saved, saved)).toEqual([]);
  });
});
