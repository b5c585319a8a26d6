import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import type { Route } from './+types/about';
import { useLocale } from '../../hooks/use-locale.ts';
import { useBrand } from './parts/brand.ts';
import { CallToAction } from './parts/call-to-action.tsx';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { TextSections } from './parts/text-sections.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesCompany.about');
}

// spec 001 section 2 (Other): the footer's about page.
export default function About() {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  return (
    <>
      <PageHero
        title={t('pagesCompany.about.title', { brand })}
        lead={t('pagesCompany.about.lead')}
      />
      <article className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <TextSections
          block="pagesCompany.about"
          sections={['why', 'how', 'open', 'honest']}
          values={{ brand }}
        />
      </article>
      <CallToAction
        title={t('pagesHome.final.title')}
        body={t('pagesHome.final.body')}
        to={localizePath('/app/add', locale)}
        label={t('pagesHome.hero.start')}
      />
    </>
  );
}
