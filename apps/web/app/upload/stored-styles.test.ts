import { afterEach, describe, expect, it } from 'vitest';
import { parseStoredStyles, readStoredStyles, storeStyles } from './stored-styles.ts';

describe('stored styles', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reads back what was stored, per model', () => {
    storeStyles('m1', ['s1', 's3']);
    expect(readStoredStyles('m1')).toEqual(['s1', 's3']);
    expect(readStoredStyles('m2')).toBeNull();
    storeStyles('m1', null);
    expect(readStoredStyles('m1')).toBeNull();
  });

  it('ignores anything that is not a list of ids', () => {
    expect(parseStoredStyles(null)).toBeNull();
    expect(parseStoredStyles('not json')).toBeNull();
    expect(parseStoredStyles('{"a":1}')).toBeNull();
    expect(parseStoredStyles('[1,2]')).toBeNull();
    expect(parseStoredStyles('[]')).toEqual([]);
  });
});
