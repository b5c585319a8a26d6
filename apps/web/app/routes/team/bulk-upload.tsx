import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkUploadRoute, type BulkResult } from '@hs/contracts/bulk-upload';
import { MAX_BULK_CSV_BYTES, MAX_BULK_ROWS } from '@hs/domain/bulk-upload';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { useApiMutation } from '../../components/data-kit/api-query.ts';
import { MembersTable } from '../../components/team-area/members-panels.tsx';
import { useOrganization } from '../../components/team-area/organization-data.tsx';
import { useFailureMessage } from '../../upload/failure-message.ts';

const answerSchema = bulkUploadRoute.responses[200].content['application/json'].schema;
const SIZE = `${MAX_BULK_CSV_BYTES / 1024} KB`;

/** The file's report: how many rows, how many can be invited, and each bad row. */
function Report({ result }: { result: BulkResult }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="text-sm text-gray-900">
        <span className="font-semibold">{t('bulkUpload.summary', { count: result.rows })}</span>
        {' · '}
        {result.dryRun
          ? result.ready > 0
            ? t('bulkUpload.ready', { count: result.ready })
            : t('bulkUpload.nothingToSend')
          : t('bulkUpload.sent', { count: result.invites.length })}
      </p>
      {result.problems.length > 0 ? (
        <section aria-labelledby="bulk-problems">
          <h2 id="bulk-problems" className="text-base font-semibold text-gray-900">
            {t('bulkUpload.problems')}
          </h2>
          <div className="mt-2 overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table
              aria-labelledby="bulk-problems"
              className="min-w-full divide-y divide-gray-200 text-left text-sm"
            >
              <thead className="bg-gray-50 text-xs font-semibold uppercase text-gray-600">
                <tr>
                  {(['row', 'email', 'reason'] as const).map((c) => (
                    <th key={c} scope="col" className="px-3 py-2">
                      {t(`bulkUpload.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {result.problems.map((p) => (
                  <tr key={`${p.row}-${p.reason}`}>
                    <td className="px-3 py-2 font-mono text-gray-900">{p.row}</td>
                    <td className="max-w-48 break-all px-3 py-2 text-gray-700">{p.email || '—'}</td>
                    <td className="px-3 py-2 text-gray-700">
                      {t(`bulkUpload.reasons.${p.reason}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The file's text (UTF-8), through FileReader, which every browser has. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

// spec 001 section 2: /app/admin/bulk-upload, only with the organization's bulkUpload
// feature flag (the server refuses too); issue 17 item 5; decision 035.
export default function BulkUploadPage() {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const { organization, isPending, isError, refetch } = useOrganization();
  const upload = useApiMutation(answerSchema, {
    path: '/organization/bulk-upload',
    invalidates: ['/organization'],
  });
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(text: string, dryRun: boolean) {
    setProblem(null);
    try {
      const answer = await upload.mutateAsync({ csv: text, dryRun });
      setResult(answer.data);
    } catch (error) {
      setProblem(failureMessage(error));
    }
  }

  async function choose(file: File | undefined) {
    setResult(null);
    setCsv(null);
    setProblem(null);
    if (!file) return;
    // Bounded before it is read or sent.
    if (file.size > MAX_BULK_CSV_BYTES) {
      setProblem(t('bulkUpload.tooLarge', { size: SIZE }));
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setProblem(t('bulkUpload.unreadable'));
      return;
    }
    setCsv(text);
    await send(text, true);
  }

  function reset() {
    setCsv(null);
    setResult(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  }

  const heading = (
    <>
      <title>{`${t('bulkUpload.title')} · Headshot Studio`}</title>
      <p className="text-sm font-semibold text-brand-700">{t('account.team.yourOrganization')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900">
        {t('bulkUpload.title')}
      </h1>
    </>
  );
  if (isPending) {
    return (
      <div className="py-8 sm:py-10">
        {heading}
        <p role="status" className="mt-6 flex items-center gap-2 text-sm text-gray-700">
          <Spinner /> {t('bulkUpload.loading')}
        </p>
      </div>
    );
  }
  if (isError || !organization) {
    return (
      <div className="py-8 sm:py-10">
        {heading}
        <div role="alert" className="mt-6 flex items-center gap-3 text-sm text-red-800">
          {t('bulkUpload.loadFailed')}
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('bulkUpload.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!organization.features.bulkUpload) {
    return (
      <div className="py-8 sm:py-10">
        {heading}
        <p role="alert" className="mt-6 max-w-2xl rounded-lg bg-amber-50 p-4 text-sm text-gray-900">
          {t('bulkUpload.notEnabled')}
        </p>
      </div>
    );
  }
  const teams = organization.teams.map((team) => team.name).join(', ');
  const busy = upload.isPending;
  const canSend = csv !== null && result?.dryRun === true && result.ready > 0;
  return (
    <div className="py-8 sm:py-10">
      {heading}
      <p className="mt-4 max-w-3xl text-base leading-7 text-gray-700">{t('bulkUpload.intro')}</p>
      <ul className="mt-4 max-w-3xl list-disc space-y-1 pl-5 text-sm text-gray-700">
        <li>{t('bulkUpload.format')}</li>
        <li>{teams ? t('bulkUpload.formatTeams', { teams }) : t('bulkUpload.noTeams')}</li>
        <li>{t('bulkUpload.limits', { rows: MAX_BULK_ROWS, size: SIZE })}</li>
      </ul>
      <pre className="mt-4 max-w-xl overflow-x-auto rounded-lg bg-gray-900 p-3 text-xs text-gray-100">
        {`name,email,team\nAnn Lee,ann@example.com,${organization.teams[0]?.name ?? ''}`}
      </pre>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="inline-flex">
          <span className="sr-only">{t('bulkUpload.choose')}</span>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
            aria-label={t('bulkUpload.choose')}
          />
        </label>
        {canSend ? (
          <Button loading={busy} onClick={() => void send(csv, false)}>
            {t('bulkUpload.send', { count: result.ready })}
          </Button>
        ) : null}
        {result && !result.dryRun ? (
          <Button variant="secondary" onClick={reset}>
            {t('bulkUpload.another')}
          </Button>
        ) : null}
      </div>
      {busy ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-gray-700">
          <Spinner /> {result?.dryRun ? t('bulkUpload.sending') : t('bulkUpload.checking')}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {result ? <Report result={result} /> : null}

      <section aria-labelledby="behalf-heading" className="mt-10">
        <h2 id="behalf-heading" className="text-xl font-semibold text-gray-900">
          {t('bulkUpload.behalf.heading')}
        </h2>
        <p className="mt-2 max-w-3xl text-sm leading-6 text-gray-700">
          {t('bulkUpload.behalf.explain')}
        </p>
        <MembersTable organization={organization} teamId={null} />
      </section>
    </div>
  );
}
