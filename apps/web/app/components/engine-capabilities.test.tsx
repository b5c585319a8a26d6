import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { EngineCapabilitiesView } from '@hs/contracts/engine';
import type { Locale } from '@hs/domain/locale';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/i18n.ts';
import { EngineCapabilitiesNote } from './engine-capabilities-note.tsx';

const LOCAL: EngineCapabilitiesView = {
  engine: 'local',
  preset: null,
  method: 'own-photos',
  changesBackdrop: true,
  changesLight: true,
  changesClothing: false,
  changesPose: false,
  maxSide: 4096,
  detailSide: 1024,
  limitedByUploads: true,
};

function lines(capabilities: EngineCapabilitiesView, locale: Locale) {
  const { unmount } = render(
    <I18nextProvider i18n={getI18n(locale)}>
      <EngineCapabilitiesNote capabilities={capabilities} />
    </I18nextProvider>,
  );
  const said = screen
    .getAllByRole('listitem')
    .map((li) => `${li.dataset.capability}: ${li.textContent}`);
  unmount();
  return said;
}

// Issue 15 item 5: the page says what the running engine declares, in plain words.
describe('EngineCapabilitiesNote', () => {
  it('says the local engine changes backdrop and light, not clothing or pose, and its real detail', () => {
    expect(lines(LOCAL, 'en')).toEqual([
      'method: Your headshots are made from your own photos: each one is one of your uploads, cut out, framed and lit anew.',
      'backdrop: It changes the backdrop.',
      'light: It changes the light.',
      'clothing: It does not change your clothing: you wear what you wear in your photos.',
      'pose: It does not change your pose or expression.',
      'detail: Real detail goes up to 1024 pixels on the longer side (the size we keep your photos at); larger package sizes are enlarged from it.',
      'limited: Each backdrop style gets as many different photos as your uploads allow: more varied photos give more headshots.',
    ]);
  });

  it("says a generative engine's own declaration, and what it leaves undeclared (German)", () => {
    const replicate: EngineCapabilitiesView = {
      ...LOCAL,
      engine: 'replicate',
      preset: 'instantid',
      method: 'generated',
      changesClothing: true,
      changesPose: null,
      maxSide: 1280,
      detailSide: null,
      limitedByUploads: false,
    };
    expect(lines(replicate, 'de')).toEqual([
      'method: Ein KI-Modell zeichnet deine Porträts aus deinen Fotos neu.',
      'backdrop: Sie ändert den Hintergrund.',
      'light: Sie ändert das Licht.',
      'clothing: Sie kann deine Kleidung ändern.',
      'pose: Ob sie deine Haltung ändert, hängt vom verwendeten Modell ab.',
      'maxSide: Die größte Ausgabe hat 1280 Pixel an der langen Seite.',
    ]);
  });
});
