import { useState, type ReactNode } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_NAME_MAX,
  CreateApiKeySchema,
  SetWebhookSchema,
  WEBHOOK_URL_MAX,
  createApiKeyRoute,
  getWebhookRoute,
  listApiKeysRoute,
  revokeApiKeyRoute,
  setWebhookRoute,
} from '@hs/contracts/organization-api';
import { Button } from '@hs/ui/button';
import { DeleteConfirmButton } from '@hs/ui/delete-confirm-button';
import { Spinner } from '@hs/ui/spinner';
import { TextInput } from '@hs/ui/text-input';
import { useToast } from '@hs/ui/toast';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { type ContractForm, useContractForm } from '../../components/data-kit/contract-form.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const listSchema = listApiKeysRoute.responses[200].content['application/json'].schema;
const createSchema = createApiKeyRoute.responses[200].content['application/json'].schema;
const revokeSchema = revokeApiKeyRoute.responses[200].content['application/json'].schema;
const webhookSchema = getWebhookRoute.responses[200].content['application/json'].schema;
const setWebhookSchema = setWebhookRoute.responses[200].content['application/json'].schema;

const KEYS = '/organization/api-keys';
const WEBHOOK = '/organization/webhook';

function useDate() {
  const locale = useLocale();
  return (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
}

/** The key once, with a copy button. */
function NewKey({ name, apiKey }: { name: string; apiKey: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-gray-900">{t('orgApi.keys.created', { name })}</p>
      <p className="mt-1 text-sm text-gray-700">{t('orgApi.keys.once')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 break-all rounded bg-white px-3 py-2 font-mono text-sm text-gray-900 ring-1 ring-gray-200"
        >
          {apiKey}
        </code>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(apiKey)
              .then(() => toast.success(t('orgApi.keys.copied')));
          }}
        >
          {t('orgApi.keys.copy')}
        </Button>
      </div>
      <p className="mt-3 text-xs text-gray-600">{t('orgApi.keys.example')}:</p>
      <pre className="mt-1 overflow-x-auto rounded bg-gray-900 p-3 text-xs text-gray-100">
        {`curl -H "Authorization: Bearer ${apiKey}" \\\n  ${typeof window === 'undefined' ? '' : window.location.origin}/api/v1/members`}
      </pre>
    </div>
  );
}

/** One text field and its submit button on a line (a line of their own on a phone). */
function InlineForm<I extends FieldValues, O>({
  contract: { form, state, formError, submit, fieldError },
  name,
  action,
  width,
  children,
  ...input
}: {
  contract: ContractForm<I, O>;
  name: Path<I>;
  action: string;
  width: string;
  children?: ReactNode;
  label: string;
  placeholder: string;
  maxLength: number;
  type?: 'url';
}) {
  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        aria-busy={state === 'loading'}
      >
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <TextInput
              {...input}
              error={fieldError(name)}
              wrapperClassName={width}
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Button type="submit" loading={state === 'loading'} className="sm:mt-6">
          {action}
        </Button>
        {children}
      </form>
      {formError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
    </>
  );
}

function ApiKeys() {
  const { t } = useTranslation();
  const toast = useToast();
  const date = useDate();
  const failureMessage = useFailureMessage();
  const keys = useApiQuery(KEYS, listSchema);
  const create = useApiMutation(createSchema, { path: KEYS, invalidates: [KEYS] });
  const revoke = useApiMutation(revokeSchema, {
    method: 'DELETE',
    path: (id: string) => `${KEYS}/${encodeURIComponent(id)}`,
    body: () => undefined,
    invalidates: [KEYS],
  });
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const contract = useContractForm(CreateApiKeySchema, {
    defaultValues: { name: '' },
    resetOnSuccess: true,
    onSubmit: async (values) => {
      const answer = await create.mutateAsync(values);
      setMade({ name: answer.data.apiKey.name, key: answer.data.key });
    },
  });
  const rows = keys.data?.data.apiKeys ?? [];
  return (
    <section aria-labelledby="api-keys" className="mt-10">
      <h2 id="api-keys" className="text-lg font-semibold text-gray-900">
        {t('orgApi.keys.title')}
      </h2>
      <InlineForm
        contract={contract}
        name="name"
        label={t('orgApi.keys.name')}
        placeholder={t('orgApi.keys.namePlaceholder')}
        maxLength={API_KEY_NAME_MAX}
        action={t('orgApi.keys.create')}
        width="sm:w-80"
      />
      {made ? <NewKey name={made.name} apiKey={made.key} /> : null}
      <div className="mt-6 overflow-x-auto rounded-xl border border-gray-200 bg-white">
        {keys.isPending ? (
          <p role="status" className="flex items-center gap-2 p-4 text-sm text-gray-700">
            <Spinner /> {t('orgApi.keys.loading')}
          </p>
        ) : keys.isError ? (
          <div role="alert" className="flex items-center gap-3 p-4 text-sm text-red-800">
            {t('orgApi.keys.loadFailed')}
            <Button size="sm" variant="secondary" onClick={() => void keys.refetch()}>
              {t('orgApi.keys.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="p-4 text-sm text-gray-600">{t('orgApi.keys.empty')}</p>
        ) : (
          <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
            <thead className="bg-gray-50 text-xs font-semibold uppercase text-gray-600">
              <tr>
                {(['name', 'key', 'created', 'lastUsed', 'status'] as const).map((c) => (
                  <th key={c} scope="col" className="px-4 py-2">
                    {t(`orgApi.keys.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((k) => (
                <tr key={k.id}>
                  <td className="px-4 py-2 font-medium text-gray-900">{k.name}</td>
                  <td className="px-4 py-2 font-mono text-gray-700">{k.prefix}…</td>
                  <td className="whitespace-nowrap px-4 py-2 text-gray-700">{date(k.createdAt)}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-gray-700">
                    {k.lastUsedAt ? date(k.lastUsedAt) : t('orgApi.keys.never')}
                  </td>
                  <td className="px-4 py-2 text-right">
                    {k.revoked ? (
                      <span className="text-gray-500">{t('orgApi.keys.revoked')}</span>
                    ) : (
                      <DeleteConfirmButton
                        size="sm"
                        labels={{
                          idle: t('orgApi.keys.revoke'),
                          confirm: t('orgApi.keys.confirm'),
                        }}
                        loading={revoke.isPending && revoke.variables === k.id}
                        onConfirm={() =>
                          revoke.mutate(k.id, {
                            onSuccess: () => toast.success(t('orgApi.keys.revokedToast')),
                            onError: (e) => toast.error(failureMessage(e)),
                          })
                        }
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function Webhook() {
  const { t } = useTranslation();
  const toast = useToast();
  const date = useDate();
  const failureMessage = useFailureMessage();
  const hook = useApiQuery(WEBHOOK, webhookSchema);
  const save = useApiMutation(setWebhookSchema, {
    method: 'PUT',
    path: WEBHOOK,
    invalidates: [WEBHOOK],
  });
  const [secret, setSecret] = useState<string | null>(null);
  const formSchema = SetWebhookSchema.extend({ url: SetWebhookSchema.shape.url.unwrap() });
  const contract = useContractForm(formSchema, {
    defaultValues: { url: '' },
    onSubmit: async (values) => {
      const answer = await save.mutateAsync({ url: values.url });
      setSecret(answer.data.secret ?? null);
      toast.success(t('orgApi.webhook.saved'));
    },
  });
  const data = hook.data?.data;
  return (
    <section aria-labelledby="api-webhook" className="mt-12">
      <h2 id="api-webhook" className="text-lg font-semibold text-gray-900">
        {t('orgApi.webhook.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-gray-700">{t('orgApi.webhook.intro')}</p>
      {hook.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-gray-700">
          <Spinner /> {t('orgApi.keys.loading')}
        </p>
      ) : hook.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {failureMessage(hook.error)}
        </p>
      ) : (
        <>
          <p className="mt-4 break-all text-sm text-gray-900">
            {data?.url ? <code className="font-mono">{data.url}</code> : t('orgApi.webhook.none')}
          </p>
          <InlineForm
            contract={contract}
            name="url"
            type="url"
            label={t('orgApi.webhook.url')}
            placeholder="https://example.com/hooks/headshots"
            maxLength={WEBHOOK_URL_MAX}
            action={t('orgApi.webhook.save')}
            width="sm:w-96"
          >
            {data?.url ? (
              <Button
                variant="secondary"
                className="sm:mt-6"
                loading={save.isPending && contract.state !== 'loading'}
                onClick={() =>
                  save.mutate(
                    { url: null },
                    {
                      onSuccess: () => setSecret(null),
                      onError: (e) => toast.error(failureMessage(e)),
                    },
                  )
                }
              >
                {t('orgApi.webhook.off')}
              </Button>
            ) : null}
          </InlineForm>
          {secret ? (
            <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-gray-900">
              {t('orgApi.webhook.secret')}{' '}
              <code className="break-all font-mono" data-testid="webhook-secret">
                {secret}
              </code>
            </p>
          ) : null}
          <h3 className="mt-6 text-sm font-semibold text-gray-900">
            {t('orgApi.webhook.deliveries')}
          </h3>
          {data && data.deliveries.length > 0 ? (
            <ul className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white text-sm">
              {data.deliveries.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
                  <span className="font-mono text-gray-900">{d.event}</span>
                  <span className="text-gray-700">{t(`orgApi.webhook.status.${d.status}`)}</span>
                  <span className="text-gray-600">
                    {t('orgApi.webhook.attempts', { count: d.attempts })}
                  </span>
                  <span className="text-gray-600">{date(d.deliveredAt ?? d.createdAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-gray-600">{t('orgApi.webhook.noDeliveries')}</p>
          )}
        </>
      )}
    </section>
  );
}

// spec 001 section 2: /app/admin/api, the organization API (issue 17 item 9; decision 028).
export default function OrganizationApiPage() {
  const { t } = useTranslation();
  return (
    <div className="py-8 sm:py-10">
      <title>{`${t('orgApi.title')} · Headshot Studio`}</title>
      <p className="text-sm font-semibold text-brand-700">{t('account.team.yourOrganization')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900">{t('orgApi.title')}</h1>
      <p className="mt-4 max-w-3xl text-base leading-7 text-gray-700">{t('orgApi.intro')}</p>
      <p className="mt-2">
        <a href="/api/docs" className="text-sm font-semibold text-brand-700 underline">
          {t('orgApi.docs')}
        </a>
      </p>
      <ApiKeys />
      <Webhook />
    </div>
  );
}
