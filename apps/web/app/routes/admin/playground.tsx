import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLAYGROUND_MAX_SIDE,
  adminPlaygroundRoute,
  adminUploadsRoute,
} from '@hs/contracts/backoffice';
import { listStylesRoute } from '@hs/contracts/onboarding';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { Spinner } from '@hs/ui/spinner';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const uploadsSchema = adminUploadsRoute.responses[200].content['application/json'].schema;
const stylesSchema = listStylesRoute.responses[200].content['application/json'].schema;
const resultSchema = adminPlaygroundRoute.responses[200].content['application/json'].schema;
// 4:5 portraits like the packages', within the playground's bound.
const SIZES = [
  { width: 256, height: 320 },
  { width: 512, height: 640 },
  { width: 614, height: PLAYGROUND_MAX_SIDE },
];

// spec 001 section 2: /admin/playground (Playground: admin, dev, marketer, adwords, sales).
export default function AdminPlaygroundPage() {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const uploads = useApiQuery('/admin/upload?pageSize=50', uploadsSchema);
  const styles = useApiQuery('/styles', stylesSchema);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [styleId, setStyleId] = useState<string | null>(null);
  const [size, setSize] = useState(0);
  const run = useApiMutation(resultSchema, { path: '/admin/playground' });
  const photos = uploads.data?.rows ?? [];
  const styleList = styles.data?.data.styles ?? [];
  const chosenPhoto = photoId ?? photos[0]?.id ?? null;
  const chosenStyle = styleId ?? styleList[0]?._id ?? null;
  const result = run.data;
  const title = t('backoffice.playground.title');
  const loading = uploads.isPending || styles.isPending;
  const loadError = uploads.error ?? styles.error;

  return (
    <div className="max-w-4xl">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('backoffice.playground.intro')}</p>
      {loadError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          {failureMessage(loadError)}
        </p>
      ) : loading ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-sm text-gray-600">
          <Spinner size="sm" /> {t('data.table.loading')}
        </p>
      ) : photos.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-sm text-gray-600">
          {t('backoffice.playground.noPhotos')}
        </p>
      ) : (
        <form
          className="mt-6 grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!chosenPhoto || !chosenStyle) return;
            run.mutate({ photoId: chosenPhoto, styleId: chosenStyle, ...SIZES[size]! });
          }}
        >
          <Select
            label={t('backoffice.playground.photo')}
            options={photos.map((p) => ({
              value: p.id,
              title: `${p.email} · ${p.width}×${p.height}`,
            }))}
            value={chosenPhoto}
            onChange={setPhotoId}
          />
          <Select
            label={t('backoffice.playground.style')}
            options={styleList.map((s) => ({ value: s._id, title: s.name }))}
            value={chosenStyle}
            onChange={setStyleId}
          />
          <Select
            label={t('backoffice.playground.size')}
            options={SIZES.map((s, i) => ({ value: i, title: `${s.width} × ${s.height}` }))}
            value={size}
            onChange={setSize}
          />
          <div className="sm:col-span-3">
            <Button type="submit" loading={run.isPending} disabled={!chosenStyle}>
              {t('backoffice.playground.run')}
            </Button>
            {run.isPending ? (
              <p role="status" className="mt-2 text-sm text-gray-600">
                {t('backoffice.playground.running')}
              </p>
            ) : null}
            {run.isError ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {failureMessage(run.error)}
              </p>
            ) : null}
          </div>
        </form>
      )}
      {result ? (
        <section
          className="mt-6"
          aria-labelledby="playground-result"
          data-testid="playground-result"
        >
          <h2 id="playground-result" className="text-lg font-semibold text-gray-900">
            {t('backoffice.playground.result')}
          </h2>
          <img
            src={result.image}
            alt={t('backoffice.playground.result')}
            width={result.width}
            height={result.height}
            className="mt-3 h-auto max-w-full rounded-lg border border-gray-200"
          />
          <ul className="mt-2 text-sm text-gray-700">
            <li>
              {t('backoffice.playground.details', {
                engine: result.engine,
                width: result.width,
                height: result.height,
                seconds: (result.ms / 1000).toFixed(1),
              })}
            </li>
            <li>
              {result.identityDistance === null
                ? t('backoffice.playground.noFace')
                : t('backoffice.playground.identity', {
                    value: result.identityDistance.toFixed(2),
                  })}
            </li>
            <li>{t(result.nsfw ? 'backoffice.playground.nsfw' : 'backoffice.playground.clean')}</li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}
