// How many backdrop styles one run takes. Not stated by the spec: each style is a set of
// photos (spec 001 section 9: photos per style 10), and four keep a first run short.
// The buying work replaces the maximum with the package's allowance.
export const MIN_STYLES = 1;
export const MAX_STYLES = 4;
