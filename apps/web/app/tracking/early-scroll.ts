// Decision 042: the tracking code loads after hydration; until it runs, this keeps the
// deepest scroll of the page the visitor opened, so its depth counts from the first moment.

/** The deepest scroll seen, with the sizes it was measured against. */
export interface ScrollSample {
  path: string;
  scrollY: number;
  viewport: number;
  pageHeight: number;
}

let deepest: ScrollSample | null = null;
let stop: (() => void) | null = null;

/** Starts keeping the deepest scroll of `path` (from hydration until tracking takes over). */
export function watchEarlyScroll(path: string): void {
  if (stop) return;
  const onScroll = () => {
    if (window.scrollY > (deepest?.scrollY ?? 0)) {
      deepest = {
        path,
        scrollY: window.scrollY,
        viewport: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      };
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  stop = () => window.removeEventListener('scroll', onScroll);
}

/** The deepest scroll kept so far; stops keeping (the tracking code measures from now on). */
export function takeEarlyScroll(): ScrollSample | null {
  stop?.();
  stop = () => {};
  const sample = deepest;
  deepest = null;
  return sample;
}
