import { useLayoutEffect, useRef } from 'react';

/** A ref that always holds the latest value, so timers and listeners never call a stale callback. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
