import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@hs/ui/spinner';

// Decision 040: the calculator validates the API's answers with the contract's zod schemas
// (about 90 KB gzipped); it loads when its place comes near the screen, not with the page.
const Calculator = lazy(() =>
  import('./team-pricing-calculator.tsx').then((m) => ({ default: m.TeamPricingCalculator })),
);

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center justify-center gap-2 p-6 text-sm text-gray-600">
      <Spinner size="sm" /> {t('buying.team.loading')}
    </p>
  );
}

/**
 * Team pricing (spec 000 section 9; team-pricing-calculator.tsx): the loading line, then the
 * calculator once the visitor scrolls within a screen of it (at once without
 * IntersectionObserver).
 */
export function TeamPricing() {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={<Loading />}>
          <Calculator />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  );
}
