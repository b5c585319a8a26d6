import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button';
import { CameraIcon } from '@hs/ui/icons';
import type { Route } from './+types/headshot';
import { useLocale } from '../../hooks/use-locale.ts';
import { contentMeta } from '../public/parts/meta.ts';
import { ToolPage } from './parts/tool-page.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'tools.headshot');
}

// spec 001 section 2, Tools: free-headshot-generator. The local engine is not connected yet,
// so the page says plainly that the tool is not available and processes nothing.
export default function FreeHeadshotGenerator() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ToolPage tool="headshot" how={null}>
      <section
        aria-labelledby="coming-title"
        className="mx-auto max-w-2xl rounded-xl border-2 border-dashed border-slate-300 bg-white p-8 text-center"
        data-testid="headshot-coming-soon"
      >
        <CameraIcon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <h2 id="coming-title" className="mt-3 text-xl font-semibold text-slate-900">
          {t('tools.headshot.comingTitle')}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">{t('tools.headshot.comingBody')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={localizePath('/app/add', locale)} className={buttonClasses('primary', 'md')}>
            {t('tools.headshot.cta')}
          </Link>
          <Link to={localizePath('/pricing', locale)} className={buttonClasses('secondary', 'md')}>
            {t('tools.headshot.pricing')}
          </Link>
        </div>
      </section>
    </ToolPage>
  );
}
