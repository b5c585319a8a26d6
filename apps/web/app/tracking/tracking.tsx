import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '@hs/domain/locale';
import {
  NO_SCROLL,
  STORAGE_KEY,
  TRACKING_COOKIE,
  parseTrafficSourceLog,
  updateScrollDepth,
  type ScrollDepth,
} from '@hs/domain/tracking';
import { readCookie } from '../auth/cookies.ts';
import { applyArrival } from './arrival.ts';
import { takeEarlyScroll } from './early-scroll.ts';
import { sendScrollDepth, trackView } from './send.ts';
import { readStorage } from './storage.ts';

/**
 * Runs once in the app shell: applies the arrival rules (cookies, traffic source), records
 * each page view (visitor id) and the scroll depth of each page. Renders nothing, loads no
 * third-party script and calls only this site's API.
 */
export function Tracking() {
  const { pathname } = useLocation();
  const depth = useRef<ScrollDepth>(NO_SCROLL);
  const page = useRef<string | null>(null);
  const firstView = useRef(true);

  useEffect(() => {
    applyArrival(window.location, document.referrer);
  }, []);

  useEffect(() => {
    // A route change ends the previous page: send its depth, start counting again.
    if (page.current !== null && page.current !== pathname) {
      sendScrollDepth(page.current, depth.current);
    }
    page.current = pathname;
    depth.current = NO_SCROLL;
    const log = parseTrafficSourceLog(readStorage(STORAGE_KEY.trafficSource));
    void trackView({
      path: pathname,
      referrer: firstView.current ? document.referrer : '',
      source: log[log.length - 1]?.source ?? null,
      version: readCookie(TRACKING_COOKIE.version),
      locale: localeFromPath(pathname),
    });
    firstView.current = false;
  }, [pathname]);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      depth.current = updateScrollDepth(
        depth.current,
        window.scrollY,
        window.innerHeight,
        document.documentElement.scrollHeight,
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // Leaving shows as the page going hidden (pagehide where that does not fire); one send.
    let sentOnLeave = false;
    const onLeave = () => {
      if (document.visibilityState === 'visible') {
        sentOnLeave = false;
      } else if (page.current && !sentOnLeave) {
        sentOnLeave = true;
        sendScrollDepth(page.current, depth.current, true);
      }
    };
    const onPageHide = () => {
      if (page.current && !sentOnLeave) sendScrollDepth(page.current, depth.current, true);
      sentOnLeave = true;
    };
    // This code loads after hydration: count what the visitor scrolled before it ran.
    const early = takeEarlyScroll();
    if (early && early.path === page.current) {
      depth.current = updateScrollDepth(
        depth.current,
        early.scrollY,
        early.viewport,
        early.pageHeight,
      );
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onLeave);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onLeave);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  return null;
}
