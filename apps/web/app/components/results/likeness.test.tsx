import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { Likeness } from './likeness.tsx';

const inLocale = (locale: 'en' | 'es' | 'de', score: number | null) =>
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Likeness score={score} />
    </I18nextProvider>,
  );

describe('Likeness', () => {
  it('says the likeness in words and keeps the distance for hover and focus', () => {
    inLocale('en', 0.128);
    const label = screen.getByTestId('likeness');
    expect(label.firstChild?.textContent).toBe('Strong likeness');
    expect(label.getAttribute('tabindex')).toBe('0');
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(label.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.textContent).toContain('Face distance 0.13');
    // The old label read as "11 % likeness": no bare number is the visible text any more.
    expect(label.firstChild?.textContent).not.toMatch(/\d/);
  });

  it('uses the same wording in Spanish and German', () => {
    inLocale('es', 0.42);
    expect(screen.getByTestId('likeness').firstChild?.textContent).toBe('Buen parecido');
    inLocale('de', 0.2);
    expect(screen.getAllByTestId('likeness')[1]!.firstChild?.textContent).toBe('Sehr ähnlich');
  });

  it('shows nothing for a poor or unknown likeness', () => {
    const { container } = inLocale('en', 0.55);
    expect(container.textContent).toBe('');
    expect(inLocale('en', null).container.textContent).toBe('');
  });
});
