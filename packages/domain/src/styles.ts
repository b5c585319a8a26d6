// How many backdrop styles one run takes: at least one; at most what the package spent on
// the run allows (its stylesAllowed, packages.ts).
export const MIN_STYLES = 1;
