// Decision 049: parts of the site frame whose code the first paint does not need (the
// footer, the phone drawer, the currency switch) are "islands": the server renders them into
// the page as usual, and the browser keeps that HTML as it is until their code has loaded,
// after the rest of the page has hydrated. React does this by itself for a lazy component
// inside a <Suspense> boundary during hydration: the boundary stays "dehydrated" (its server
// HTML shown, its native links, <details> and forms working) and hydrates once the code is in.
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/**
 * Islands the page shows that have not hydrated yet. The page counts as hydrated (`<html
 * data-hydrated>`, which the journeys wait for) only once the root and every island have.
 */
const waiting = new Set<object>();
let rootHydrated = false;

function markIfDone() {
  if (rootHydrated && waiting.size === 0) document.documentElement.dataset.hydrated = 'true';
}

/** The root layout has hydrated (its effect runs after every other of the first render). */
export function rootHasHydrated() {
  rootHydrated = true;
  markIfDone();
}

/** Rendered beside the island's part, inside its boundary: its effect runs when that hydrates. */
function Hydrated({ token }: { token: { done: boolean } }) {
  useEffect(() => {
    token.done = true;
    waiting.delete(token);
    markIfDone();
  }, [token]);
  return null;
}

export interface Island<P extends object> {
  /** The part; same props, same element: re-rendering it before it hydrates would redraw it. */
  Component: ComponentType<P>;
  /**
   * Loads the code at once. The server and the web tests await it before rendering, so they
   * render the part in place (a first server render would otherwise stream a fallback).
   */
  preload(): Promise<void>;
}

/**
 * A part whose code loads after hydration (decision 049), once `after` has resolved. `load`
 * is a dynamic import, so the part and whatever only it imports leave the page's first
 * JavaScript.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What the browser waits for before it loads the code (decision 055: the first intent). */
  after: () => Promise<void> = () => Promise.resolve(),
): Island<P> {
  let ready: ComponentType<P> | undefined;
  let lazyPart: LazyExoticComponent<ComponentType<P>> | undefined;

  function IslandPart(props: P) {
    const [token] = useState(() => ({ done: false }));
    useEffect(() => {
      if (!token.done) waiting.add(token);
    }, [token]);
    const Part =
      ready ??
      (lazyPart ??= lazy(() =>
        after()
          .then(load)
          .then((part) => ({ default: part })),
      ));
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated token={token} />
      </Suspense>
    );
  }

  return {
    Component: memo(IslandPart) as unknown as ComponentType<P>,
    async preload() {
      ready = await load();
    },
  };
}
