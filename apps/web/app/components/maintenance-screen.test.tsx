import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/i18n.ts';
import { MaintenanceScreen } from './maintenance-screen.tsx';

const screenIn = (locale: 'en' | 'es' | 'de', endsAt: string | null) => (
  <I18nextProvider i18n={getI18n(locale)}>
    <MaintenanceScreen endsAt={endsAt} />
  </I18nextProvider>
);

// Issue 35 item 11: with an end time the screen threw while rendering (every page a 500).
describe('the maintenance screen', () => {
  it('renders on the server with an end time, in UTC, in every language', () => {
    const end = '2027-03-01T14:30:00.000Z';
    expect(renderToString(screenIn('en', end))).toContain('until Mar 1, 2027, 2:30 PM UTC');
    expect(renderToString(screenIn('es', end))).toContain('1 mar 2027, 14:30 UTC');
    expect(renderToString(screenIn('de', end))).toContain('1. März 2027, 14:30 UTC');
  });

  it("says 'A few hours' without an end time", () => {
    render(screenIn('en', null));
    expect(screen.getByRole('heading').textContent).toBe("We'll be back soon!");
    expect(screen.getByText(/A few hours/)).toBeTruthy();
  });
});
