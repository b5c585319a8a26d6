import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emailPreviewsRoute,
  listEmailsRoute,
  resendEmailRoute,
  type EmailPreview,
  type OutboxEmail,
} from '@hs/contracts/email';
import { Badge, type BadgeTone } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { LinkifiedText } from '../../components/linkified-text.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const listSchema = listEmailsRoute.responses[200].content['application/json'].schema;
const resendSchema = resendEmailRoute.responses[200].content['application/json'].schema;
const previewsSchema = emailPreviewsRoute.responses[200].content['application/json'].schema;
/** How the outbox marks a one-time link's token (decision 012): such mail is not sent again. */
const REDACTED = '[redacted]';
const LIMIT = 50;

const STATUS_TONE: Record<OutboxEmail['status'], BadgeTone> = {
  outbox: 'warning',
  sent: 'success',
  failed: 'danger',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Sends a stored mail again to its recipient; mail with a redacted link cannot be. */
function ResendButton({ email, onSent }: { email: OutboxEmail; onSent: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  if (email.text.includes(REDACTED)) {
    return <p className="mt-3 text-xs text-gray-500">{t('admin.email.holdsSecret')}</p>;
  }
  const resend = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await api.request(`/admin/email/${encodeURIComponent(email.id)}/resend`, {
        method: 'POST',
        schema: resendSchema,
      });
      const status = t(`admin.email.status.${answer.email.status}`);
      setOutcome({ ok: true, text: t('admin.email.resent', { to: answer.email.to, status }) });
      onSent();
    } catch (failure) {
      setOutcome({ ok: false, text: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void resend()}>
        {t('admin.email.resend')}
      </Button>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`text-sm ${outcome.ok ? 'text-green-800' : 'text-red-700'}`}
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}

/** Every template with sample values: pick one, see its subject, rendering and text. */
function TemplatePreviews() {
  const { t } = useTranslation();
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [templates, setTemplates] = useState<EmailPreview[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const load = async () => {
    setLoading(true);
    setError(null);
    try {
      const answer = await api.request('/admin/email/templates', { schema: previewsSchema });
      setTemplates(answer.templates);
      setKind(answer.templates[0]?.kind ?? null);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setLoading(false);
    }
  };
  const shown = templates?.find((x) => x.kind === kind);
  return (
    <section aria-labelledby="email-templates" className="mt-10">
      <h2 id="email-templates" className="text-lg font-semibold text-gray-900">
        {t('admin.email.templates')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('admin.email.templatesIntro')}</p>
      {templates === null ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="secondary" loading={loading} onClick={() => void load()}>
            {t('admin.email.showTemplates')}
          </Button>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <Select
            label={t('admin.email.template')}
            name="template"
            options={templates.map((x) => ({ value: x.kind, title: x.kind }))}
            value={kind}
            onChange={setKind}
            wrapperClassName="max-w-sm"
          />
          {shown ? (
            <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <p className="text-sm text-gray-700">
                <span className="font-medium">{t('admin.email.subject')}:</span> {shown.subject}
              </p>
              {/* The template's own HTML, in a sandbox: no script, no same-origin access. */}
              <iframe
                title={t('admin.email.previewTitle', { kind: shown.kind })}
                sandbox=""
                srcDoc={shown.html}
                className="mt-3 h-96 w-full rounded-lg border border-gray-100"
              />
              <pre className="mt-3 text-xs leading-5 break-words whitespace-pre-wrap text-gray-700">
                {shown.text}
              </pre>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

function EmailItem({ email, onSent }: { email: OutboxEmail; onSent: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <details className="group rounded-xl border border-gray-200 bg-white shadow-sm open:ring-1 open:ring-brand-200">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 p-4 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-gray-900">{email.subject}</span>
            <span className="block truncate text-sm text-gray-600">
              {t('admin.email.to')} {email.to}
            </span>
          </span>
          <span className="flex items-center gap-3 text-xs text-gray-500">
            <time dateTime={email.createdAt}>{when(email.createdAt)}</time>
            <Badge tone={STATUS_TONE[email.status]}>
              {t(`admin.email.status.${email.status}`)}
            </Badge>
          </span>
        </summary>
        <div className="border-t border-gray-100 p-4">
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-gray-500">
            <div>
              <dt className="inline">{t('admin.email.kind')}: </dt>
              <dd className="inline font-mono">{email.kind}</dd>
            </div>
            {email.error ? (
              <div className="text-red-700">
                <dt className="inline">{t('admin.email.error')}: </dt>
                <dd className="inline">{email.error}</dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-3 text-sm leading-6 break-words whitespace-pre-wrap text-gray-800">
            <LinkifiedText text={email.text} />
          </p>
          <ResendButton email={email} onSent={onSent} />
        </div>
      </details>
    </li>
  );
}

export default function EmailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [recipient, setRecipient] = useState('');
  const [filter, setFilter] = useState('');
  const [reload, setReload] = useState(0);
  const [emails, setEmails] = useState<OutboxEmail[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ limit: String(LIMIT) });
    if (filter) query.set('to', filter);
    setEmails(null);
    setError(null);
    api.request(`/admin/email?${query}`, { schema: listSchema, signal: controller.signal }).then(
      (answer) => setEmails(answer.emails),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => controller.abort();
  }, [api, filter, reload]);

  return (
    <div className="max-w-4xl">
      <title>{`${t('admin.email.title')} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('admin.email.title')}
      </h1>
      <p className="mt-2 text-sm text-gray-600">{t('admin.email.intro')}</p>

      <form
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(recipient.trim());
        }}
      >
        <TextInput
          type="email"
          label={t('admin.email.filterLabel')}
          placeholder={t('admin.email.filterPlaceholder')}
          value={recipient}
          onValueChange={setRecipient}
          wrapperClassName="w-full max-w-sm"
        />
        <Button type="submit" variant="secondary">
          {t('admin.email.filter')}
        </Button>
        {filter ? (
          <Button
            variant="ghost"
            onClick={() => {
              setRecipient('');
              setFilter('');
            }}
          >
            {t('admin.email.clear')}
          </Button>
        ) : null}
        <Button variant="ghost" className="ml-auto" onClick={() => setReload((n) => n + 1)}>
          {t('admin.email.refresh')}
        </Button>
      </form>

      <div className="mt-6">
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : emails === null ? (
          <p className="flex items-center gap-3 text-sm text-gray-600">
            <Spinner size="sm" />
            {t('admin.email.loading')}
          </p>
        ) : emails.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-sm text-gray-600">
            {filter ? t('admin.email.emptyFiltered', { to: filter }) : t('admin.email.empty')}
          </p>
        ) : (
          <ul className="space-y-3">
            {emails.map((email) => (
              <EmailItem key={email.id} email={email} onSent={() => setReload((n) => n + 1)} />
            ))}
          </ul>
        )}
      </div>
      <TemplatePreviews />
    </div>
  );
}
