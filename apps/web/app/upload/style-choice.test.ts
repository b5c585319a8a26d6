import { describe, expect, it } from 'vitest';
import { MAX_STYLES, initialStyles, isStyleChoiceValid, toggleStyle } from './style-choice.ts';

const style = (id: string) => ({ _id: id, name: id, description: '', previewUrl: '' });
const styles = ['a', 'b', 'c', 'd', 'e'].map(style);

describe('style choice', () => {
  it('starts from the model, else the pre-selected styles, that exist, at most 4', () => {
    expect(initialStyles(styles, ['b'], ['a', 'c'])).toEqual(['b']);
    expect(initialStyles(styles, [], ['a', 'gone', 'c'])).toEqual(['a', 'c']);
    expect(initialStyles(styles, [], ['a', 'b', 'c', 'd', 'e'])).toHaveLength(MAX_STYLES);
    expect(initialStyles(styles, [], ['a', 'a'])).toEqual(['a']);
  });

  it('toggles, refusing a fifth', () => {
    expect(toggleStyle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleStyle(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleStyle(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes 1 to 4', () => {
    expect(isStyleChoiceValid([])).toBe(false);
    expect(isStyleChoiceValid(['a'])).toBe(true);
    expect(isStyleChoiceValid(['a', 'b', 'c', 'd', 'e'])).toBe(false);
  });
});
