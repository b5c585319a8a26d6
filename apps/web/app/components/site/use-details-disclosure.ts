import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The state of a native <details> menu or drawer (decisions 040, 047): open as the browser
 * says, also when it was opened before hydration, and closed by a followed link. Hydration
 * is no navigation, so a menu a person opened before it stays open (closing it on mount was
 * the keyboard journey's race, issue 20 item 5). Spread `onToggle` on the <details>.
 */
export function useDetailsDisclosure() {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => {
    if (details.current) details.current.open = false;
  }, []);
  // Opened before hydration: the toggle event came before React listened.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) =>
    setOpen(event.currentTarget.open);
  return { open, details, close, onToggle };
}
