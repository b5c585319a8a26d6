import { describe, expect, it } from 'vitest';
import {
  EVERYTHING_ALLOWED,
  type AllowedOptions,
  allowsClothing,
  allowsStyle,
  clothingForStyle,
  combosOutsideAllowed,
  disallowedStyles,
  distinctSizes,
  effectivePreselected,
  renderSize,
  sizeKey,
  sizeNamed,
} from './organization-options.ts';

// spec 001 section 3: allowedOptions (with combos), preselectedOptions {styles, clothing}.
describe('allowed options', () => {
  it('allows every catalogue entry when nothing is set', () => {
    expect(allowsStyle(EVERYTHING_ALLOWED, 'office')).toBe(true);
    expect(allowsClothing(EVERYTHING_ALLOWED, 'suit')).toBe(true);
  });

  it('allows only the listed backdrops and clothing', () => {
    const allowed: AllowedOptions = { styles: ['office'], clothing: ['suit'], combos: [] };
    expect(allowsStyle(allowed, 'office')).toBe(true);
    expect(allowsStyle(allowed, 'beach')).toBe(false);
    expect(allowsClothing(allowed, 'hoodie')).toBe(false);
    expect(disallowedStyles(allowed, ['office', 'beach', 'beach', 'park'])).toEqual([
      'beach',
      'park',
    ]);
  });

  it('with combos, allows only the backdrops and clothing the combos name', () => {
    const allowed: AllowedOptions = {
      styles: null,
      clothing: null,
      combos: [{ styleId: 'office', clothingId: 'suit' }],
    };
    expect(allowsStyle(allowed, 'office')).toBe(true);
    expect(allowsStyle(allowed, 'studio')).toBe(false);
    expect(allowsClothing(allowed, 'suit')).toBe(true);
    expect(allowsClothing(allowed, 'blouse')).toBe(false);
  });

  it('finds combos outside the allowed lists', () => {
    const allowed: AllowedOptions = {
      styles: ['office'],
      clothing: ['suit'],
      combos: [
        { styleId: 'office', clothingId: 'suit' },
        { styleId: 'beach', clothingId: 'suit' },
        { styleId: 'office', clothingId: 'hoodie' },
      ],
    };
    expect(combosOutsideAllowed(allowed)).toEqual([
      { styleId: 'beach', clothingId: 'suit' },
      { styleId: 'office', clothingId: 'hoodie' },
    ]);
  });
});

describe('preselected options', () => {
  const allowed: AllowedOptions = { styles: ['a', 'b'], clothing: ['x'], combos: [] };
  it("takes the team's, else the organization's, keeping only what is allowed", () => {
    const team = { styles: ['b', 'c'], clothing: ['x', 'y'] };
    const org = { styles: ['a'], clothing: [] };
    expect(effectivePreselected(team, org, allowed)).toEqual({ styles: ['b'], clothing: ['x'] });
    expect(effectivePreselected(null, org, allowed)).toEqual({ styles: ['a'], clothing: [] });
    expect(effectivePreselected(null, null, allowed)).toEqual({ styles: [], clothing: [] });
  });

  it("dresses a backdrop in its combo's clothing, else the first preselected, else none", () => {
    const withCombo: AllowedOptions = {
      styles: null,
      clothing: null,
      combos: [{ styleId: 'a', clothingId: 'z' }],
    };
    expect(clothingForStyle(withCombo, { styles: [], clothing: ['x'] }, 'a')).toBe('z');
    expect(clothingForStyle(allowed, { styles: [], clothing: ['x'] }, 'a')).toBe('x');
    expect(clothingForStyle(allowed, { styles: [], clothing: [] }, 'a')).toBeNull();
  });
});

describe('custom output sizes', () => {
  const a = { width: 1024, height: 1280 };
  const b = { width: 2048, height: 2048 };
  const c = { width: 2048, height: 2048 };
  const d = { width: 640, height: 800 };
  it('renders the largest size, the first of equals, none without sizes', () => {
    expect(renderSize([a, b, d])).toBe(b);
    expect(renderSize([d, a])).toBe(a);
    expect(renderSize([b, c])).toBe(b);
    expect(renderSize([])).toBeNull();
  });
  it('names sizes as WxH, finds them by that name, and drops repeats', () => {
    expect(sizeKey(d)).toBe('640x800');
    expect(sizeNamed([a, d], '640x800')).toBe(d);
    expect(sizeNamed([a, d], '800x640')).toBeNull();
    expect(sizeNamed([a, d], '640x800 ')).toBeNull();
    expect(distinctSizes([a, b, c, a, d])).toEqual([a, b, d]);
  });
});
