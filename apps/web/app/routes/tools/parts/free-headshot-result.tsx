import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FreeHeadshot } from '@hs/contracts/tools';
import { localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { CameraIcon } from '@hs/ui/icons';
import { Spinner } from '@hs/ui/spinner';
import { useLocale } from '../../../hooks/use-locale.ts';

export type ResultState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; headshot: FreeHeadshot }
  | { kind: 'error'; message: string };

interface FreeHeadshotResultProps {
  state: ResultState;
  /** What is wrong with the chosen file, found before sending it. */
  problem: string | null;
  onAgain: () => void;
}

/** The result panel: what to do, the work in progress, the headshot, or what went wrong. */
export function FreeHeadshotResult({ state, problem, onAgain }: FreeHeadshotResultProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="free-headshot-result"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="free-headshot-result" className="text-lg font-semibold text-slate-900">
        {t('tools.common.result')}
      </h2>
      <div className="mt-3" aria-live="polite" data-testid="tool-result">
        {state.kind === 'working' ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center text-slate-700">
            <Spinner size="lg" className="text-teal-700" />
            <p>{t('tools.headshot.working')}</p>
          </div>
        ) : state.kind === 'done' ? (
          <div>
            <img
              src={state.headshot.image}
              width={state.headshot.width}
              height={state.headshot.height}
              alt={t('tools.headshot.resultAlt')}
              className="mx-auto h-auto w-full max-w-sm rounded-lg"
            />
            <div className="mt-4 flex flex-wrap justify-center gap-3">
              <a
                href={state.headshot.image}
                download="free-headshot-preview.png"
                className={buttonClasses('primary', 'md')}
              >
                {t('tools.headshot.download')}
              </a>
              <Button variant="secondary" onClick={onAgain}>
                {t('tools.headshot.again')}
              </Button>
            </div>
            <p className="mt-4 text-sm leading-6 text-slate-700">
              {t('tools.headshot.watermarkNote')}
            </p>
            <p className="mt-3 text-center">
              <Link
                to={localizePath('/app/add', locale)}
                className={buttonClasses('secondary', 'md')}
              >
                {t('tools.headshot.cta')}
              </Link>
            </p>
          </div>
        ) : problem || state.kind === 'error' ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
            {problem ?? (state.kind === 'error' ? state.message : null)}
          </p>
        ) : (
          <div className="py-10 text-center">
            <CameraIcon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <p className="mt-2 font-medium text-slate-900">{t('tools.headshot.emptyTitle')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('tools.headshot.emptyBody')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
