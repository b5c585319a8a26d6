import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminModelRoute, type AdminModelDetail } from '@hs/contracts/backoffice';
import {
  adminCreateExampleFromHeadshotRoute,
  adminCreateExampleRoute,
  adminDeleteExampleRoute,
  adminListExamplesRoute,
  adminPublishExampleRoute,
  type AdminExample,
} from '@hs/contracts/examples';
import { listStylesRoute } from '@hs/contracts/onboarding';
import { Button } from '@hs/ui/button';
import { DeleteConfirmButton } from '@hs/ui/delete-confirm-button';
import { Select } from '@hs/ui/select';
import { Spinner } from '@hs/ui/spinner';
import { TextInput } from '@hs/ui/text-input';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { BeforeAfter } from '../public/parts/example-pairs.tsx';
import { answerSchema, callOperation } from '../../components/data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const k = 'showcase.admin';
const card = 'space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm';

type Result = { ok: boolean; text: string } | null;

/** A required checkbox with its sentence: the consent staff confirm for the person. */
function Consent({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        required
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 rounded border-gray-300 text-brand-700"
      />
      <label htmlFor={id} className="text-sm text-gray-800">
        {children}
      </label>
    </div>
  );
}

function Outcome({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`text-sm ${result.ok ? 'text-green-700' : 'text-red-700'}`}
    >
      {result.text}
    </p>
  );
}

// Issue 20 item 1 (decision 039): /admin/examples, before-and-after examples of people who
// agreed, for the public pages (admin and marketer).
export default function AdminExamplesPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const failureMessage = useFailureMessage();
  const list = useApiData(adminListExamplesRoute.path, answerSchema(adminListExamplesRoute));
  const styles = useApiData(listStylesRoute.path, answerSchema(listStylesRoute));
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [styleId, setStyleId] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Result>(null);
  const [modelId, setModelId] = useState('');
  const [model, setModel] = useState<AdminModelDetail | null>(null);
  const [finding, setFinding] = useState(false);
  const [outputId, setOutputId] = useState<string | null>(null);
  const [modelConsent, setModelConsent] = useState(false);
  const [picked, setPicked] = useState<Result>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [listResult, setListResult] = useState<Result>(null);
  const styleList = styles.state.status === 'ready' ? styles.state.data.data.styles : [];
  const chosenStyle = styleId ?? styleList[0]?._id ?? null;
  const delivered = model?.outputs.filter((o) => o.status === 'active') ?? [];
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  async function create() {
    if (!file) {
      setCreated({ ok: false, text: t(`${k}.choosePhoto`) });
      return;
    }
    if (!chosenStyle) return;
    setCreating(true);
    setCreated(null);
    try {
      const form = new FormData();
      form.append('photo', file);
      form.append('styleId', chosenStyle);
      form.append('consent', consent ? 'true' : 'false');
      await callOperation(api, adminCreateExampleRoute, { body: form });
      setCreated({ ok: true, text: t(`${k}.created`) });
      setFile(null);
      setConsent(false);
      if (fileRef.current) fileRef.current.value = '';
      await list.reload();
    } catch (failure) {
      setCreated({ ok: false, text: failureMessage(failure) });
    } finally {
      setCreating(false);
    }
  }

  async function findModel() {
    const id = modelId.trim();
    if (!id) return;
    setFinding(true);
    setPicked(null);
    setModel(null);
    setOutputId(null);
    try {
      const answer = await callOperation(api, adminModelRoute, { params: { id } });
      setModel(answer.model);
    } catch (failure) {
      setPicked({ ok: false, text: failureMessage(failure) });
    } finally {
      setFinding(false);
    }
  }

  async function createFromOutput() {
    if (!outputId) return;
    setBusy('from-model');
    setPicked(null);
    try {
      await callOperation(api, adminCreateExampleFromHeadshotRoute, {
        // Unticked goes as false, as before: the server's refusal asks for the consent.
        body: { headshotId: outputId, consent: modelConsent as true },
      });
      setPicked({ ok: true, text: t(`${k}.created`) });
      setModelConsent(false);
      setOutputId(null);
      await list.reload();
    } catch (failure) {
      setPicked({ ok: false, text: failureMessage(failure) });
    } finally {
      setBusy(null);
    }
  }

  async function act(id: string, action: () => Promise<unknown>, done: string) {
    setBusy(id);
    setListResult(null);
    try {
      await action();
      setListResult({ ok: true, text: t(done) });
      await list.reload();
    } catch (failure) {
      setListResult({ ok: false, text: failureMessage(failure) });
    } finally {
      setBusy(null);
    }
  }

  const publish = (example: AdminExample, published: boolean) =>
    act(
      example.id,
      () =>
        callOperation(api, adminPublishExampleRoute, {
          params: { id: example.id },
          body: { published },
        }),
      `${k}.${published ? 'publishedDone' : 'unpublishedDone'}`,
    );

  const remove = (example: AdminExample) =>
    act(
      example.id,
      () => callOperation(api, adminDeleteExampleRoute, { params: { id: example.id } }),
      `${k}.deleted`,
    );

  return (
    <div className="max-w-4xl space-y-6">
      <title>{`${t(`${k}.title`)} · ${t('admin.title')}`}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {t(`${k}.title`)}
        </h1>
        <p className="mt-2 text-sm text-gray-700">{t(`${k}.intro`)}</p>
      </div>

      <form
        aria-labelledby="examples-new"
        className={card}
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <h2 id="examples-new" className="text-lg font-semibold text-gray-900">
          {t(`${k}.newTitle`)}
        </h2>
        <div>
          <label htmlFor="example-photo" className="block text-sm font-medium text-gray-900">
            {t(`${k}.photo`)}
          </label>
          <input
            ref={fileRef}
            id="example-photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
            aria-describedby="example-photo-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="mt-1 block w-full max-w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-200"
          />
          <p id="example-photo-hint" className="mt-1 text-xs text-gray-600">
            {t(`${k}.photoHint`)}
          </p>
        </div>
        {styles.state.status === 'failed' ? (
          <p role="alert" className="text-sm text-red-700">
            {styles.state.message}
          </p>
        ) : (
          <Select
            label={t(`${k}.style`)}
            options={styleList.map((s) => ({ value: s._id, title: s.name }))}
            value={chosenStyle}
            onChange={setStyleId}
            wrapperClassName="max-w-xs"
          />
        )}
        <Consent checked={consent} onChange={setConsent}>
          {t(`${k}.consent`)}
        </Consent>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={creating} disabled={!chosenStyle}>
            {t(`${k}.create`)}
          </Button>
          {creating ? (
            <p role="status" className="text-sm text-gray-600">
              {t(`${k}.creating`)}
            </p>
          ) : null}
        </div>
        <Outcome result={created} />
      </form>

      <form
        aria-labelledby="examples-from-model"
        className={card}
        onSubmit={(e) => {
          e.preventDefault();
          void createFromOutput();
        }}
      >
        <h2 id="examples-from-model" className="text-lg font-semibold text-gray-900">
          {t(`${k}.fromModelTitle`)}
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TextInput
            label={t(`${k}.modelId`)}
            hint={t(`${k}.modelHint`)}
            value={modelId}
            onValueChange={setModelId}
            maxLength={64}
            wrapperClassName="min-w-0 flex-1"
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void findModel();
              }
            }}
          />
          <Button
            variant="secondary"
            className="self-start sm:mt-7"
            loading={finding}
            disabled={!modelId.trim()}
            onClick={() => void findModel()}
          >
            {t(`${k}.findModel`)}
          </Button>
        </div>
        {model ? (
          delivered.length === 0 ? (
            <p className="text-sm text-gray-600">{t(`${k}.noOutputs`)}</p>
          ) : (
            <>
              <fieldset>
                <legend className="sr-only">{t(`${k}.fromModelTitle`)}</legend>
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                  {delivered.map((output) => (
                    <li key={output.id}>
                      <label className="block cursor-pointer rounded-lg p-1 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-700">
                        <input
                          type="radio"
                          name="output"
                          value={output.id}
                          checked={outputId === output.id}
                          onChange={() => setOutputId(output.id)}
                          className="sr-only"
                        />
                        <img
                          src={output.url}
                          alt={t(`${k}.pickOutput`, { position: output.position })}
                          loading="lazy"
                          width={160}
                          height={200}
                          className="aspect-[4/5] w-full rounded object-cover"
                        />
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <Consent checked={modelConsent} onChange={setModelConsent}>
                {t(`${k}.modelConsent`)}
              </Consent>
              <Button type="submit" loading={busy === 'from-model'} disabled={!outputId}>
                {t(`${k}.useOutput`)}
              </Button>
            </>
          )
        ) : null}
        <Outcome result={picked} />
      </form>

      <section aria-labelledby="examples-list" className="space-y-3">
        <h2 id="examples-list" className="text-lg font-semibold text-gray-900">
          {t(`${k}.listTitle`)}
        </h2>
        <Outcome result={listResult} />
        {list.state.status === 'loading' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner size="sm" /> {t('data.table.loading')}
          </p>
        ) : list.state.status === 'failed' ? (
          <p role="alert" className="text-sm text-red-700">
            {list.state.message}
          </p>
        ) : list.state.data.examples.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-sm text-gray-600">
            {t(`${k}.empty`)}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {list.state.data.examples.map((example) => (
              <li
                key={example.id}
                data-testid="admin-example"
                data-published={example.published}
                className={card}
              >
                <BeforeAfter example={example} />
                <div className="space-y-1 text-xs break-words text-gray-700">
                  <p>
                    <span
                      className={`mr-2 inline-block rounded-full px-2 py-0.5 font-medium ${
                        example.published
                          ? 'bg-green-100 text-green-800'
                          : 'bg-gray-100 text-gray-800'
                      }`}
                    >
                      {t(`${k}.${example.published ? 'published' : 'draft'}`)}
                    </span>
                    {example.source === 'model'
                      ? t(`${k}.fromModel`, { model: example.modelId })
                      : t(`${k}.fromUpload`)}
                  </p>
                  <p>
                    {t(`${k}.consentBy`, {
                      email: example.consentBy,
                      date: when(example.consentAt),
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant={example.published ? 'secondary' : 'primary'}
                    loading={busy === example.id}
                    onClick={() => void publish(example, !example.published)}
                  >
                    {t(`${k}.${example.published ? 'unpublish' : 'publish'}`)}
                  </Button>
                  <DeleteConfirmButton
                    size="sm"
                    disabled={busy === example.id}
                    labels={{ idle: t(`${k}.delete`), confirm: t(`${k}.deleteConfirm`) }}
                    onConfirm={() => void remove(example)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
