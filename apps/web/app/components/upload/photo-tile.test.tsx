import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { TrainingPhoto } from '@hs/contracts/onboarding';
import type { Locale } from '@hs/domain/locale';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import { keptTile } from '../../upload/photo-list.ts';
import { PhotoTile } from './photo-tile.tsx';

const photo = (framing: TrainingPhoto['framing'], fullBody = false): TrainingPhoto => ({
  path: `models/m/training/${framing ?? 'old'}.jpg`,
  url: '/crop.jpg',
  md5: 'x',
  fullBody,
  framing,
  width: 1024,
  height: 1024,
});

function renderTile(p: TrainingPhoto, locale: Locale = 'en') {
  return render(
    <I18nextProvider i18n={getI18n(locale)}>
      <ul>
        <PhotoTile
          tile={keptTile(p)}
          name="me.jpg"
          canMoveToFullBody
          onRemove={() => {}}
          onMove={() => {}}
        />
      </ul>
    </I18nextProvider>,
  );
}

// Issue 20 item 4: each kept photo says what the server read it as.
describe('PhotoTile framing label', () => {
  it('shows what each kept photo was read as', () => {
    renderTile(photo('half-body'));
    expect(screen.getByTestId('photo-framing').textContent).toBe('Read as half-body');
  });

  it('names a body shot and a selfie in Spanish and German', () => {
    renderTile(photo('full-body', true), 'de');
    expect(screen.getByTestId('photo-framing').textContent).toBe('Erkannt als Ganzkörper');
    renderTile(photo('selfie'), 'es');
    expect(screen.getAllByTestId('photo-framing')[1]!.textContent).toBe('Leída como selfi');
  });

  it('shows nothing for a photo kept before the framing was recorded', () => {
    renderTile(photo(null));
    expect(screen.queryByTestId('photo-framing')).toBeNull();
  });
});
