// Decision 055: code only a person's action needs (the site frame's menus, the support button,
// a toast's look) loads at the visitor's first sign of use, not with every page view.

/** What a person does first: points, touches, types, scrolls or moves focus. */
const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

let intent: Promise<void> | null = null;

/**
 * Resolves at the visitor's first pointer move, touch, key, focus change, wheel or scroll
 * (listened for on the window, in the capture phase, so nothing on the page can hide it).
 * At once when the person already acted before this was first asked (focus left the body, or
 * a native menu is open), and on the server and in tests, where there is nobody to wait for.
 */
export function firstIntent(): Promise<void> {
  if (intent) return intent;
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') {
    return (intent = Promise.resolve());
  }
  const acted =
    (document.activeElement !== null && document.activeElement !== document.body) ||
    document.querySelector('details[open]') !== null;
  if (acted) return (intent = Promise.resolve());
  return (intent = new Promise<void>((resolve) => {
    const root = document.documentElement;
    const arrived = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, arrived, true);
      delete root.dataset.awaitingIntent;
      resolve();
    };
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, arrived, { capture: true, passive: true });
    }
    // Says the page listens: a journey acts only then, or its first key would go unseen.
    root.dataset.awaitingIntent = 'true';
  }));
}
