import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@hs/ui/button-classes';
import type { Route } from './+types/api';
import { useBrand } from './parts/brand.ts';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { TextSections } from './parts/text-sections.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesCompany.api');
}

// spec 001 section 2 (Other): /api describes the API. The server renders this page for the
// bare /api only; everything under /api/ is the JSON API itself (apps/api/src/server.ts).
export default function ApiPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const k = 'pagesCompany.api';
  return (
    <>
      <PageHero title={t(`${k}.title`)} lead={t(`${k}.lead`, { brand })}>
        {/* Plain links: these are server documents, not pages of the web app. */}
        <a href="/api/docs" className={buttonClasses('primary', 'lg')}>
          {t(`${k}.docs`)}
        </a>
        <a href="/api/openapi.json" className={buttonClasses('secondary', 'lg')}>
          {t(`${k}.spec`)}
        </a>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <TextSections block={k} sections={['what', 'auth', 'shape', 'base']} />
      </article>
    </>
  );
}
