import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, stripLocale } from '@hs/domain/locale';
import type { Route } from './+types/contact';
import { useSiteFrame } from '../../components/site/site-frame.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { SupportForm } from '../../components/support/support-form.tsx';
import { ContactTeamHeader } from '../../components/support/support-modal-body.tsx';
import { withQueries } from '../../components/data-kit/query-provider.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesCompany.contact');
}

const ROUTES = [
  { key: 'account', path: '/auth/login?redirect=/app' },
  { key: 'refund', path: '/refund' },
  { key: 'teams', path: '/company-headshots' },
  { key: 'security', path: '/legal/security-policy' },
] as const;

// spec 001 section 2 (Other): /contact, with the support form for everyone (issue 16 item
// 5): signed-out visitors give an e-mail; the server limits floods and catches bots.
function Contact() {
  // The operator's helpdesk (HELPDESK_URL); when it points back here there is nothing to add.
  const { helpdeskUrl: helpdesk } = useSiteFrame();
  const helpdeskUrl = stripLocale(helpdesk.split('?')[0] ?? '') === '/contact' ? null : helpdesk;
  const { t } = useTranslation();
  const locale = useLocale();
  const k = 'pagesCompany.contact';
  return (
    <>
      <PageHero title={t(`${k}.title`)} lead={t(`${k}.lead`)} />
      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2">
          {helpdeskUrl ? (
            <Card
              title={t(`${k}.helpdesk.title`)}
              body={t(`${k}.helpdesk.body`)}
              link={
                <a href={helpdeskUrl} className="font-medium text-brand-700 underline">
                  {t(`${k}.helpdesk.link`)}
                </a>
              }
            />
          ) : null}
          {ROUTES.map(({ key, path }) => (
            <Card
              key={key}
              title={t(`${k}.${key}.title`)}
              body={t(`${k}.${key}.body`)}
              link={
                <Link
                  to={localizePath(path, locale)}
                  className="font-medium text-brand-700 underline"
                >
                  {t(`${k}.${key}.link`)}
                </Link>
              }
            />
          ))}
        </ul>
        <section
          aria-labelledby="contact-form-title"
          className="mx-auto mt-10 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900">
            {t('support.page.formTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('support.page.formLead')}</p>
          <div className="mt-4 space-y-4">
            <ContactTeamHeader />
            <SupportForm />
          </div>
        </section>
      </div>
    </>
  );
}

function Card({ title, body, link }: { title: string; body: string; link: React.ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{body}</p>
      <p className="mt-4 text-sm">{link}</p>
    </li>
  );
}

export default withQueries(Contact);
