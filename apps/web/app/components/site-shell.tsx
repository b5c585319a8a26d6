import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIntent } from '@hs/ui/intent';
import { DemoModeBanner } from './demo-mode-banner.tsx';
import { island } from './island.tsx';
import { useSiteFrame } from './site/site-frame.ts';

// Decision 049: the header and the footer are links, text, native <details> menus and a GET
// form (decisions 040, 047): they work as the server rendered them until their code takes
// over. It loads at the visitor's first pointer move, touch, key or scroll (decision 055): a
// visit that only reads the page does not download the frame's menus.
const load = () => import('./site/frame-islands.ts');
const header = island(() => load().then((m) => m.SiteHeader), firstIntent);
const footer = island(() => load().then((m) => m.SiteFooter), firstIntent);
if (import.meta.env.SSR || import.meta.env.MODE === 'test') {
  await Promise.all([header.preload(), footer.preload()]);
}
const SiteHeader = header.Component;
const SiteFooter = footer.Component;

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
