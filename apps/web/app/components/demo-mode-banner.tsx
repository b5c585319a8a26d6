import { useTranslation } from 'react-i18next';
import { usePageContext } from '../hooks/use-page-context.ts';

/** Whether this site takes payments with the offline test provider (demo mode). */
export function useDemoMode(): boolean {
  return usePageContext().payments === 'test';
}

/**
 * Issue 12: in demo mode every page says so, so nobody believes a test payment moved
 * money. A landmark with a name (not a live region): read once, not announced on each page.
 */
export function DemoModeBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const demo = useDemoMode();
  if (!demo) return null;
  return (
    <aside
      aria-label={t('demoMode.label')}
      data-testid="demo-mode-banner"
      className={`border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-amber-950 sm:text-sm print:hidden ${className}`}
    >
      {t('demoMode.notice')}
    </aside>
  );
}
