import { describe, expect, it } from 'vitest';
import { initialStyles, isStyleChoiceValid, stylesToPick, toggleStyle } from './style-choice.ts';

const style = (id: string) => ({ _id: id, name: id, description: '', previewUrl: '' });
const styles = ['a', 'b', 'c', 'd', 'e'].map(style);
const from = (over: Partial<Parameters<typeof initialStyles>[1]>) => ({
  stored: null,
  model: [],
  preselected: [],
  ...over,
});

describe('style choice', () => {
  it('starts from the model, else the pre-selected styles, that exist, at most the limit', () => {
    expect(initialStyles(styles, from({ model: ['b'], preselected: ['a', 'c'] }), 4)).toEqual([
      'b',
    ]);
    expect(initialStyles(styles, from({ preselected: ['a', 'gone', 'c'] }), 4)).toEqual(['a', 'c']);
    expect(initialStyles(styles, from({ preselected: ['a', 'b', 'c', 'd', 'e'] }), 2)).toEqual([
      'a',
      'b',
    ]);
    expect(initialStyles(styles, from({ preselected: ['a', 'a'] }), 4)).toEqual(['a']);
  });

  it("keeps the person's own earlier pick whole, even above a smaller limit", () => {
    const sources = from({ stored: ['c', 'd', 'gone', 'e'], model: ['a'], preselected: ['b'] });
    expect(initialStyles(styles, sources, 2)).toEqual(['c', 'd', 'e']);
    expect(initialStyles(styles, from({ stored: [], preselected: ['b'] }), 2)).toEqual([]);
  });

  it('toggles, refusing a pick beyond the limit', () => {
    expect(toggleStyle(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(toggleStyle(['a', 'b'], 'a', 2)).toEqual(['b']);
    expect(toggleStyle(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleStyle(['a', 'b', 'c'], 'd', 8)).toEqual(['a', 'b', 'c', 'd']);
    // Above the limit, dropping still works.
    expect(toggleStyle(['a', 'b', 'c'], 'c', 2)).toEqual(['a', 'b']);
  });

  it('takes 1 to the limit', () => {
    expect(isStyleChoiceValid([], 4)).toBe(false);
    expect(isStyleChoiceValid(['a'], 4)).toBe(true);
    expect(isStyleChoiceValid(['a', 'b', 'c'], 2)).toBe(false);
    expect(isStyleChoiceValid(['a', 'b', 'c', 'd', 'e'], 8)).toBe(true);
  });

  it('offers no more picks than the backdrops a lead allows, nor than the package', () => {
    expect(stylesToPick(8, 2)).toBe(2);
    expect(stylesToPick(8, 1)).toBe(1);
    expect(stylesToPick(4, 20)).toBe(4);
    expect(stylesToPick(4, 0)).toBe(0);
  });
});
