import { frameFromMatches, useSiteFrame } from '../../../components/site/site-frame.ts';

/** The operator's brand name (BRAND_NAME, white-label) from the public frame. */
export function useBrand(): string {
  return useSiteFrame().brandName;
}

/** The brand from a meta function's matches (the public layout's loader). */
export function brandFromMatches(matches: readonly unknown[]): string {
  return frameFromMatches(matches).brandName;
}
