import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@hs/ui/button';
import { useLocale } from '../hooks/use-locale.ts';
import { LOCALES, localeFromPath, localizePath } from '@hs/domain/locale';
import type { Route } from './+types/home';
import { SiteShell } from '../components/site-shell.tsx';
import { getI18n } from '../i18n/i18n.ts';
import { useLoginFailedFlag } from '../auth/use-login-failed-flag.ts';

export function meta({ location }: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(location.pathname));
  return [
    { title: t('meta.title') },
    { name: 'description', content: t('meta.description') },
    ...LOCALES.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: l,
      href: localizePath('/', l),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: '/' },
  ];
}

const steps = [1, 2, 3] as const;

// Placeholder home until the marketing site lands (its own issue).
export default function Home() {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginFailed = useLoginFailedFlag();
  return (
    <SiteShell>
      {loginFailed && (
        <p
          role="alert"
          className="bg-red-50 px-4 py-3 text-center text-sm font-medium text-red-800"
        >
          {t('auth.errors.generic')}
        </p>
      )}
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-6 text-center sm:px-6 sm:pt-24 sm:pb-10">
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
            {t('home.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
            {t('home.subtitle')}
          </p>
          <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
            <Link to={localizePath('/app/add', locale)} className={buttonClasses('primary', 'lg')}>
              {t('home.start')}
            </Link>
            <Link
              to={localizePath('/auth/login', locale)}
              className={buttonClasses('secondary', 'lg')}
            >
              {t('home.login')}
            </Link>
          </div>
          <p
            role="status"
            className="mx-auto mt-8 max-w-xl rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {t('home.buildNotice')}
          </p>
        </div>
      </section>
      <section aria-labelledby="steps" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="steps" className="text-center text-2xl font-bold text-slate-900">
          {t('home.stepsTitle')}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-3">
          {steps.map((n) => (
            <li key={n} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-teal-600 text-sm font-bold text-white">
                {n}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`home.step${n}Title`)}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{t(`home.step${n}Body`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-12 text-center text-sm">
          <a href="/api/docs" className="font-medium text-teal-700 underline hover:text-teal-600">
            {t('home.apiDocs')}
          </a>
        </p>
      </section>
    </SiteShell>
  );
}
