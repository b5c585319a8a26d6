import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoModeBanner } from './demo-mode-banner.tsx';
import { SiteFooter } from './site/footer.tsx';
import { SiteHeader } from './site/header.tsx';
import { useSiteFrame } from './site/site-frame.ts';

/** The public site's frame: header, the page, footer (public layout, 404 and error pages). */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const frame = useSiteFrame();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('site.skipToContent')}
      </a>
      <DemoModeBanner />
      <SiteHeader frame={frame} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter frame={frame} />
    </div>
  );
}
