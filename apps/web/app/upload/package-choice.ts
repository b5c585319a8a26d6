import { localizePath, type Locale } from '@hs/domain/locale';
import { MIN_STYLES } from '@hs/domain/styles';

// Issue 12: what a person may generate is decided on the server by their packages. The
// wizard only follows it: how many styles to offer, and which package to suggest.

/**
 * The most styles the styles step lets a person pick: what their next package includes,
 * else the largest package on sale (they choose their package when they submit).
 */
export function styleLimit(
  nextPackage: { styles: number } | null,
  packages: readonly { stylesAllowed: number }[],
): number {
  if (nextPackage) return Math.max(MIN_STYLES, nextPackage.styles);
  return Math.max(MIN_STYLES, ...packages.map((p) => p.stylesAllowed));
}

/** The package to suggest for `count` chosen styles: the smallest that allows them, else the largest. */
export function packageForStyles<P extends { stylesAllowed: number }>(
  packages: readonly P[],
  count: number,
): P | null {
  const bySize = [...packages].sort((a, b) => a.stylesAllowed - b.stylesAllowed);
  return bySize.find((p) => p.stylesAllowed >= count) ?? bySize.at(-1) ?? null;
}

/** Where the wizard continues after paying: the same upload, at the styles step. */
export function uploadReturnPath(modelId: string, locale: Locale): string {
  return `${localizePath('/app/upload', locale)}?modelId=${encodeURIComponent(modelId)}&step=styles`;
}

/** Checkout for the suggested package, coming back to the upload afterwards. */
export function checkoutPathFor(packageId: string, modelId: string, locale: Locale): string {
  const query = new URLSearchParams({
    package: packageId,
    return: uploadReturnPath(modelId, locale),
  });
  return `${localizePath('/checkout', locale)}?${query}`;
}
