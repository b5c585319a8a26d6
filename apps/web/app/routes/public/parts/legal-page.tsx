import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useBrand } from './brand.ts';
import { PageHero } from './page-hero.tsx';
import { TextSections } from './text-sections.tsx';

interface LegalPageProps {
  /** The page's block in the legal area ('refund', 'terms', ...). */
  page: string;
  /** Its section keys, in reading order. */
  sections: readonly string[];
  /** Values the texts interpolate besides the brand. */
  values?: Record<string, string | number>;
}

/** A policy page: its sections as headed paragraphs, who runs the site, and a contact link. */
export function LegalPage({ page, sections, values = {} }: LegalPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  const k = `pagesLegal.${page}`;
  return (
    <>
      <PageHero title={t(`${k}.title`, { brand })} lead={t(`${k}.lead`, { brand })} />
      <article className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <TextSections block={k} sections={sections} values={{ brand, ...values }} />
        <LegalFooter brand={brand} to={localizePath('/contact', locale)} />
      </article>
    </>
  );
}

export function LegalFooter({ brand, to }: { brand: string; to: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
      <p>{t('pagesLegal.operator', { brand })}</p>
      <p className="mt-3">
        <Link to={to} className="font-medium text-brand-700 underline hover:text-brand-600">
          {t('pagesLegal.contact')}
        </Link>
      </p>
    </div>
  );
}
