import type { Style } from '@hs/contracts/onboarding';
import { MIN_STYLES } from '@hs/domain/styles';

export { MIN_STYLES };

export interface StyleSources {
  /** What this person picked earlier in this tab (kept while they went to pay). */
  stored: string[] | null;
  /** What the model holds. */
  model: string[];
  /** The ones chosen for this user (organization or defaults). */
  preselected: string[];
}

/**
 * The choice to show: the person's own earlier pick, kept whole even above `max` (the step
 * then asks them to drop some), else the model's or the pre-selected styles up to `max`;
 * always only styles that still exist.
 */
export function initialStyles(styles: Style[], sources: StyleSources, max: number): string[] {
  const known = new Set(styles.map((s) => s._id));
  const existing = (ids: string[]) => [...new Set(ids)].filter((id) => known.has(id));
  if (sources.stored) return existing(sources.stored);
  const source = sources.model.length > 0 ? sources.model : sources.preselected;
  return existing(source).slice(0, max);
}

/**
 * How many backdrops the person may pick: their package's styles, but never more than the
 * backdrops offered (an organization's lead may allow fewer; decision 034).
 */
export function stylesToPick(packageStyles: number, offered: number): number {
  return Math.max(0, Math.min(packageStyles, offered));
}

/** Picks or drops a style; a pick beyond `max` is refused (the selection stays as it is). */
export function toggleStyle(selected: string[], id: string, max: number): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return selected.length >= max ? selected : [...selected, id];
}

export function isStyleChoiceValid(selected: string[], max: number): boolean {
  return selected.length >= MIN_STYLES && selected.length <= max;
}
