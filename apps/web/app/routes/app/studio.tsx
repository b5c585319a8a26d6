import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CreateStudioPhoto } from '@hs/contracts/studio';
import { localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { useToast } from '@hs/ui/toast';
import { CreditModal } from '../../components/studio/credit-modal.tsx';
import { StudioPhotoCard, type StudioVerb } from '../../components/studio/studio-photo-card.tsx';
import { StudioSettings } from '../../components/studio/studio-settings.tsx';
import { useStudio, type ActionFailure } from '../../components/studio/use-studio.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

// spec 001 section 2 (/studio), sections 4, 5, 7, 8 and 9: single photos for credits.
export default function StudioPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const [params, setParams] = useSearchParams();
  const { state, reload, loadMore, create, act, pollFailed } = useStudio(params.get('modelId'));
  const [creditModal, setCreditModal] = useState<{ cost: number | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  // spec 001 section 8: the action's own message, with the server's reason when it has one.
  const report = (failure: ActionFailure | null, message: string) => {
    if (!failure) return;
    if (failure.kind === 'credits') setCreditModal({ cost: failure.cost });
    else toast.error(`${message}: ${failureMessage(failure.error)}`);
  };
  const onCreate = async (body: CreateStudioPhoto, cost: number) => {
    setBusy('create');
    report(await create(body, cost), t('studio.failed.create'));
    setBusy(null);
  };
  const onAct = async (verb: StudioVerb, id: string) => {
    setBusy(id);
    report(await act(verb, id), t(`studio.failed.${verb}`));
    setBusy(null);
  };

  let body;
  if (state.status === 'loading') {
    body = (
      <div role="status" className="mt-10 flex items-center gap-3 text-gray-700">
        <Spinner /> {t('studio.loading')}
      </div>
    );
  } else if (state.status === 'failed') {
    body = (
      <div role="alert" className="mt-8 rounded-xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
        <p className="font-medium">{t('studio.loadFailed')}</p>
        <p className="mt-1 text-sm">{failureMessage(state.error)}</p>
        <Button className="mt-3" variant="secondary" onClick={() => void reload()}>
          {t('studio.retry')}
        </Button>
      </div>
    );
  } else if (state.status === 'noModel') {
    body = (
      <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-gray-900">{t('studio.noModel.title')}</h2>
        <p className="mt-2 text-sm text-gray-700">{t('studio.noModel.body')}</p>
        <Link
          className={`mt-4 ${buttonClasses('primary')}`}
          to={localizePath(state.hasModels ? '/app/results' : '/app/add', locale)}
        >
          {state.hasModels ? t('studio.noModel.results') : t('studio.noModel.start')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-4">
          {state.models.length > 1 ? (
            <label className="block text-sm font-medium text-gray-900">
              {t('studio.model')}
              <select
                className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
                value={state.model._id}
                onChange={(e) => setParams({ modelId: e.target.value })}
              >
                {state.models.map((m) => (
                  <option key={m.modelId} value={m.modelId}>
                    {m.title ?? m.modelId}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <StudioSettings
            key={state.model._id}
            data={state}
            busy={busy === 'create'}
            onCreate={(b, cost) => void onCreate(b, cost)}
          />
        </div>
        <section aria-labelledby="studio-photos">
          <h2 id="studio-photos" className="text-lg font-semibold text-gray-900">
            {t('studio.photos.title')}
          </h2>
          {pollFailed ? (
            <p role="status" className="mt-2 text-sm text-amber-800">
              {t('studio.failed.pending')}
            </p>
          ) : null}
          {state.photos.length === 0 ? (
            <p className="mt-3 text-sm text-gray-700">{t('studio.photos.empty')}</p>
          ) : (
            <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {state.photos.map((photo, i) => (
                <StudioPhotoCard
                  key={photo._id}
                  photo={photo}
                  number={i + 1}
                  busy={busy === photo._id}
                  onAct={(verb) => void onAct(verb, photo._id)}
                />
              ))}
            </div>
          )}
          {!state.reachedEnd ? (
            <Button
              className="mt-4"
              variant="secondary"
              loading={loadingMore}
              onClick={async () => {
                setLoadingMore(true);
                try {
                  await loadMore();
                } catch (error) {
                  toast.error(failureMessage(error));
                }
                setLoadingMore(false);
              }}
            >
              {t('studio.photos.loadMore')}
            </Button>
          ) : null}
        </section>
      </div>
    );
  }

  return (
    <div className="py-8 sm:py-10" data-studio-state={state.status}>
      <title>{`${t('studio.title')} · Headshot Studio`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('studio.title')}</h1>
        {state.status === 'ready' ? (
          <div className="flex items-center gap-3">
            <p
              className="text-base font-semibold text-gray-900"
              data-studio-credits={state.credits}
            >
              {t('studio.credits', { count: state.credits })}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setCreditModal({ cost: null })}>
              {t('studio.credit.more')}
            </Button>
          </div>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-gray-700">{t('studio.intro')}</p>
      {body}
      <CreditModal
        open={creditModal !== null}
        cost={creditModal?.cost ?? null}
        credits={state.status === 'ready' ? state.credits : 0}
        returnTo={
          state.status === 'ready'
            ? `/studio?modelId=${encodeURIComponent(state.model._id)}`
            : '/studio'
        }
        onClose={() => setCreditModal(null)}
      />
    </div>
  );
}
