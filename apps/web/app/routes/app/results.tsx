import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResultsGallery } from '../../components/results/results-gallery.tsx';
import {
  ModelPicker,
  ResultsEmpty,
  ResultsFailed,
  ResultsFailedModel,
  ResultsLoading,
  ResultsOnboarding,
} from '../../components/results/results-states.tsx';
import { useHeadshotActions } from '../../components/results/use-headshot-actions.ts';
import { isInProgress, useModelResults } from '../../components/results/use-model-results.ts';
import { useStyleNames } from '../../components/results/use-style-names.ts';
import { WaitingProgress } from '../../components/results/waiting-progress.tsx';
import { EngineCapabilities } from '../../components/engine-capabilities.tsx';
import { UpsellBasket } from '../../components/upsell/upsell-basket.tsx';

// spec 000 section 2: /app/results, open to anonymous team-member accounts (the customer
// layout lets them in); spec 001 section 3 "Model item" and section 4 "Images and likes".
export default function ResultsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('modelId');
  const { state, reload, refresh, updateItem } = useModelResults(requested);
  const styleName = useStyleNames();
  const actions = useHeadshotActions(updateItem, refresh);

  let body;
  if (state.status === 'loading') body = <ResultsLoading />;
  else if (state.status === 'failed')
    body = <ResultsFailed message={state.message} onRetry={() => void reload()} />;
  else if (state.status === 'empty') body = <ResultsEmpty />;
  else {
    const { item } = state;
    let content;
    if (item.status === 'onboarding') {
      content = <ResultsOnboarding modelId={item.modelId} givenBack={!!item.failureReason} />;
    } else if (item.status === 'failed') content = <ResultsFailedModel item={item} />;
    else if (isInProgress(item.status))
      content = <WaitingProgress item={item} offline={state.offline} />;
    else
      content = (
        <>
          <ResultsGallery item={item} actions={actions} styleName={styleName} />
          {/* Issue 15 item 5: what the engine did and did not change, said plainly. */}
          <EngineCapabilities className="mt-8 max-w-3xl" />
          <UpsellBasket modelId={item.modelId} onMade={() => void refresh()} />
        </>
      );
    body = (
      <>
        <ModelPicker
          models={state.models}
          current={item.modelId}
          onPick={(modelId) => setParams({ modelId }, { preventScrollReset: true })}
        />
        {content}
      </>
    );
  }

  return (
    <div
      className="py-8 sm:py-10"
      data-results-state={state.status === 'ready' ? state.item.status : state.status}
    >
      <title>{`${t('results.title')} · Headshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('results.title')}</h1>
      {body}
    </div>
  );
}
