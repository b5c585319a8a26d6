import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteShell } from './site-shell.tsx';

// spec 000 section 2: 'Page not found', the apology, and 'Go back home' to /.
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <SiteShell>
      <title>{t('notFound.title')}</title>
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <p className="text-base font-semibold text-teal-700">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-6 text-base leading-7 text-slate-600">{t('notFound.body')}</p>
        <Link
          to="/"
          className="mt-10 rounded-lg bg-teal-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-teal-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {t('notFound.home')}
        </Link>
      </section>
    </SiteShell>
  );
}
