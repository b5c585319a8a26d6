import type { Style } from '@hs/contracts/onboarding';

import { MAX_STYLES, MIN_STYLES } from '@hs/domain/styles';

export { MAX_STYLES, MIN_STYLES };

/** The first choice: what the model holds, else the pre-selected ones, that still exist. */
export function initialStyles(styles: Style[], modelStyles: string[], preselected: string[]) {
  const known = new Set(styles.map((s) => s._id));
  const source = modelStyles.length > 0 ? modelStyles : preselected;
  return [...new Set(source)].filter((id) => known.has(id)).slice(0, MAX_STYLES);
}

/** Picks or drops a style; a fifth pick is refused (the selection stays as it is). */
export function toggleStyle(selected: string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return selected.length >= MAX_STYLES ? selected : [...selected, id];
}

export function isStyleChoiceValid(selected: string[]): boolean {
  return selected.length >= MIN_STYLES && selected.length <= MAX_STYLES;
}
