import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import {
  ResultsEmpty,
  ResultsFailed,
  ResultsLoading,
} from '../../components/results/results-states.tsx';
import { useHeadshotActions } from '../../components/results/use-headshot-actions.ts';
import { useModelResults } from '../../components/results/use-model-results.ts';
import { useStyleNames } from '../../components/results/use-style-names.ts';
import { VoteScreen } from '../../components/results/vote-screen.tsx';
import { useLocale } from '../../hooks/use-locale.ts';

// spec 000 section 2: /app/vote, open to anonymous team-member accounts; the same ratings
// as the gallery (spec 001 section 4).
export default function VotePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { state, reload, refresh, updateItem } = useModelResults(params.get('modelId'));
  const styleName = useStyleNames();
  const { rate } = useHeadshotActions(updateItem, refresh);

  let body;
  if (state.status === 'loading') body = <ResultsLoading />;
  else if (state.status === 'failed')
    body = <ResultsFailed message={state.message} onRetry={() => void reload()} />;
  else if (state.status === 'empty') body = <ResultsEmpty />;
  else if (state.item.status !== 'ready') {
    body = (
      <div className="mt-8 max-w-xl space-y-4">
        <p className="text-base text-gray-700">{t('results.vote.notReady')}</p>
        <Link
          to={localizePath(`/app/results?modelId=${state.item.modelId}`, locale)}
          className={buttonClasses('primary')}
        >
          {t('results.vote.toGallery')}
        </Link>
      </div>
    );
  } else body = <VoteScreen item={state.item} rate={rate} styleName={styleName} />;

  return (
    <div className="py-8 sm:py-10">
      <title>{`${t('results.vote.title')} · Headshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('results.vote.title')}</h1>
      {body}
    </div>
  );
}
