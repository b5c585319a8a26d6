import { photosPerPackage } from './photos-per-package.ts';

// The one definition of what each package sells and delivers (issue 12: the pricing page,
// the checkout summary, the wizard and the engine all read it, through the package table
// that the seed fills from here). spec 000 section 3: id, price in cents USD, per-currency
// price map; spec 000 section 9: photos per package = package count x photos per style + 10.

export interface OutputSize {
  width: number;
  height: number;
}

export interface PackageDefinition {
  id: string;
  name: string;
  priceUsdCents: number;
  /** Per-currency prices in minor units; a currency missing here is converted from USD. */
  prices: Readonly<Record<string, number>>;
  /** Styles one may choose for the run ("package count" of the spec's formula). */
  stylesAllowed: number;
  turnaroundHours: number;
  /** Pixel size of every delivered headshot (4:5 portrait). */
  output: OutputSize;
}

/** Runs of one package a single order may buy. */
export const MAX_PACKAGE_QUANTITY = 10;

/** What one package entitlement delivers; snapshotted on the grant and on the model. */
export interface PackageTerms {
  packageId: string;
  headshots: number;
  styles: number;
  width: number;
  height: number;
}

export const PACKAGE_DEFINITIONS: readonly PackageDefinition[] = Object.freeze([
  {
    id: 'starter',
    name: 'Starter',
    priceUsdCents: 2900,
    prices: { eur: 2900, gbp: 2500, cad: 3900, aud: 4500, chf: 2900, inr: 149900 },
    stylesAllowed: 2,
    turnaroundHours: 3,
    output: { width: 1024, height: 1280 },
  },
  {
    id: 'professional',
    name: 'Professional',
    priceUsdCents: 3900,
    prices: { eur: 3900, gbp: 3400, cad: 5300, aud: 5900, chf: 3900, inr: 199900 },
    stylesAllowed: 4,
    turnaroundHours: 2,
    output: { width: 1536, height: 1920 },
  },
  {
    id: 'executive',
    name: 'Executive',
    priceUsdCents: 5900,
    prices: { eur: 5900, gbp: 4900, cad: 7900, aud: 8900, chf: 5900, inr: 299900 },
    stylesAllowed: 8,
    turnaroundHours: 1,
    output: { width: 2048, height: 2560 },
  },
]);

/** spec 000 section 9: headshots a package delivers. */
export function packageHeadshots(def: Pick<PackageDefinition, 'stylesAllowed'>): number {
  return photosPerPackage(def.stylesAllowed);
}

export function packageTerms(def: PackageDefinition): PackageTerms {
  return {
    packageId: def.id,
    headshots: packageHeadshots(def),
    styles: def.stylesAllowed,
    width: def.output.width,
    height: def.output.height,
  };
}

/**
 * Issue 34 item 6: the size an engine delivers for a package's size: scaled down, its shape
 * kept, so that neither side is over the engine's largest (`maxSide`; null: no limit). What
 * is shown before payment is what is delivered.
 */
export function deliveredSize(size: OutputSize, maxSide: number | null): OutputSize {
  const over = maxSide === null ? 1 : Math.max(size.width, size.height) / maxSide;
  if (over <= 1) return { width: size.width, height: size.height };
  return {
    width: Math.max(1, Math.floor(size.width / over)),
    height: Math.max(1, Math.floor(size.height / over)),
  };
}

/** How a package's resolution reads on the pricing page and invoices, e.g. '2048 x 2560'. */
export function resolutionLabel(size: OutputSize): string {
  return `${size.width} x ${size.height}`;
}

/**
 * How many outputs each chosen style gets: the package's headshots shared evenly over the
 * chosen styles, earlier styles taking the remainder. The total is always exactly
 * `headshots` (what was paid for), whatever number of styles was chosen.
 */
export function outputsPerStyle(styleCount: number, headshots: number): number[] {
  if (styleCount <= 0 || headshots <= 0) return [];
  const base = Math.floor(headshots / styleCount);
  const rest = headshots % styleCount;
  return Array.from({ length: styleCount }, (_, i) => base + (i < rest ? 1 : 0));
}
