import { useTranslation } from 'react-i18next';
import { SiteShell } from './site-shell.tsx';

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <SiteShell>
      <title>{t('error.title')}</title>
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('error.title')}</h1>
        <p className="mt-6 text-base text-slate-600">{t('error.body')}</p>
        <a
          href="/"
          className="mt-10 rounded-lg bg-teal-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-teal-500"
        >
          {t('error.home')}
        </a>
      </section>
    </SiteShell>
  );
}
