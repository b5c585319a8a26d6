import { describe, expect, it } from 'vitest';
import { TEAM_MENU, showHavingTrouble, teamHref, visibleTeamMenu } from './team-menu.ts';

describe('team menu (spec 001 section 2)', () => {
  it('shows only Dashboard without an organization', () => {
    expect(visibleTeamMenu(false, { bulkUpload: true })).toEqual(['dashboard']);
  });

  it('shows Bulk Upload only with the feature flag', () => {
    expect(visibleTeamMenu(true)).not.toContain('bulk-upload');
    expect(visibleTeamMenu(true, { bulkUpload: true })).toEqual(TEAM_MENU);
  });

  it('links every item under /app/admin', () => {
    expect(teamHref('dashboard')).toBe('/app/admin');
    expect(teamHref('help-faq')).toBe('/app/admin/help-faq');
  });

  it("shows 'Having trouble?' only on screens taller than 768 px", () => {
    expect(showHavingTrouble(768)).toBe(false);
    expect(showHavingTrouble(769)).toBe(true);
    expect(showHavingTrouble(667)).toBe(false);
  });
});
