import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PARAMETER_VALUES,
  DISPLAYED_STATS_SOURCES,
  MAX_DISPLAYED_COUNT,
  putParameterRoute,
  type Parameters,
} from '@hs/contracts/parameters';
import { Button } from '@hs/ui/button';
import { ConfirmDialog } from '@hs/ui/confirm-dialog';
import { useToast } from '@hs/ui/toast';
import type { Route } from './+types/parameters';
import { ToggleSwitch } from '../../components/toggle-switch.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes.ts';
import { changedKeys, toForm, toValue, type ParameterForm } from './parameter-form.ts';

const savedSchema = putParameterRoute.responses[200].content['application/json'].schema;

// The server resolved the switches for this request already (2 s cache); no extra call.
export function loader({ context }: Route.LoaderArgs) {
  return context.parameters ?? DEFAULT_PARAMETER_VALUES;
}

const STAT_FIELDS = ['users', 'photos', 'trustScore', 'reviews'] as const;

const inputClass =
  'mt-1 block w-full max-w-xs rounded-lg border-0 px-3 py-2 text-sm text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none';

function Setting({
  id,
  label,
  description,
  control,
  children,
}: {
  id: string;
  label: string;
  description: string;
  control: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-label`}
      className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-xl">
          <h2 id={`${id}-label`} className="font-semibold text-gray-900">
            {label}
          </h2>
          <p id={`${id}-description`} className="mt-1 text-sm leading-6 text-gray-600">
            {description}
          </p>
        </div>
        {control}
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}

export default function ParametersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useApi();
  const id = useId();
  const [saved, setSaved] = useState<Parameters>(loaderData);
  const [form, setForm] = useState<ParameterForm>(() => toForm(loaderData));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = changedKeys(form, toForm(saved));
  const dirty = changed.length > 0;

  const save = useCallback(async (): Promise<boolean> => {
    setSaving(true);
    setError(null);
    try {
      let latest = saved;
      for (const key of changed) {
        const answer = await api.request(`/admin/parameters/${key}`, {
          method: 'PUT',
          body: { value: toValue(form, key) },
          schema: savedSchema,
        });
        latest = answer.parameters;
      }
      setSaved(latest);
      setForm(toForm(latest));
      toast.success(t('admin.parameters.saved'));
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setSaving(false);
    }
  }, [api, changed, form, saved, t, toast]);

  const turnsWhiteLabelOn = form.whiteLabelMode.enabled && !saved.whiteLabelMode.enabled;
  const [confirming, setConfirming] = useState(false);
  // Leaving with white-label switched on does not save it unasked: the page stays and asks.
  const saveOnLeave = useCallback(async () => {
    if (!turnsWhiteLabelOn) return save();
    setConfirming(true);
    return false;
  }, [save, turnsWhiteLabelOn]);
  useUnsavedChanges(dirty, saveOnLeave);

  const update = <K extends keyof ParameterForm>(key: K, patch: Partial<ParameterForm[K]>) =>
    setForm((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  const stateLabel = (on: boolean) => (on ? t('admin.parameters.on') : t('admin.parameters.off'));
  const field = (name: string) => `${id}-${name}`;

  return (
    <div className="max-w-3xl">
      <title>{`${t('admin.parameters.title')} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('admin.parameters.title')}
      </h1>
      <p className="mt-2 text-sm text-gray-600">{t('admin.parameters.intro')}</p>

      <form
        className="mt-8 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          // Issue 35 item 14: switching white-label on locks staff out of /admin; ask first.
          if (turnsWhiteLabelOn) setConfirming(true);
          else void save();
        }}
      >
        <Setting
          id={field('maintenance')}
          label={t('admin.parameters.maintenance.label')}
          description={t('admin.parameters.maintenance.description')}
          control={
            <ToggleSwitch
              id={field('maintenance-switch')}
              checked={form.maintenanceMode.enabled}
              onChange={(enabled) => update('maintenanceMode', { enabled })}
              labelledBy={`${field('maintenance')}-label`}
              describedBy={`${field('maintenance')}-description`}
              stateLabel={stateLabel(form.maintenanceMode.enabled)}
            />
          }
        >
          <label htmlFor={field('maintenance-end')} className="text-sm font-medium text-gray-800">
            {t('admin.parameters.maintenance.endsAt')}
          </label>
          <input
            id={field('maintenance-end')}
            type="datetime-local"
            value={form.maintenanceMode.endsAt}
            onChange={(event) => update('maintenanceMode', { endsAt: event.target.value })}
            aria-describedby={field('maintenance-end-hint')}
            className={inputClass}
          />
          <p id={field('maintenance-end-hint')} className="mt-1 text-xs text-gray-500">
            {t('admin.parameters.maintenance.endsAtHint')}
          </p>
        </Setting>

        <Setting
          id={field('holiday')}
          label={t('admin.parameters.holiday.label')}
          description={t('admin.parameters.holiday.description')}
          control={
            <ToggleSwitch
              id={field('holiday-switch')}
              checked={form.holidayMode.enabled}
              onChange={(enabled) => update('holidayMode', { enabled })}
              labelledBy={`${field('holiday')}-label`}
              describedBy={`${field('holiday')}-description`}
              stateLabel={stateLabel(form.holidayMode.enabled)}
            />
          }
        >
          <label htmlFor={field('holiday-end')} className="text-sm font-medium text-gray-800">
            {t('admin.parameters.holiday.endsAt')}
          </label>
          <input
            id={field('holiday-end')}
            type="date"
            value={form.holidayMode.endsAt}
            onChange={(event) => update('holidayMode', { endsAt: event.target.value })}
            aria-describedby={field('holiday-end-hint')}
            className={inputClass}
          />
          <p id={field('holiday-end-hint')} className="mt-1 text-xs text-gray-500">
            {t('admin.parameters.holiday.endsAtHint')}
          </p>
        </Setting>

        <Setting
          id={field('white-label')}
          label={t('admin.parameters.whiteLabel.label')}
          description={t('admin.parameters.whiteLabel.description')}
          control={
            <ToggleSwitch
              id={field('white-label-switch')}
              tone="danger"
              checked={form.whiteLabelMode.enabled}
              onChange={(enabled) => update('whiteLabelMode', { enabled })}
              labelledBy={`${field('white-label')}-label`}
              describedBy={`${field('white-label')}-description ${field('white-label-warning')}`}
              stateLabel={stateLabel(form.whiteLabelMode.enabled)}
            />
          }
        >
          <div
            id={field('white-label-warning')}
            className={`rounded-lg border p-4 text-sm leading-6 ${form.whiteLabelMode.enabled ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
          >
            <p className="font-semibold">{t('admin.parameters.whiteLabel.warningTitle')}</p>
            <p className="mt-1">{t('admin.parameters.whiteLabel.warning')}</p>
            <p className="mt-2">{t('admin.parameters.whiteLabel.howToOff')}</p>
            <pre className="mt-2 overflow-x-auto rounded-md bg-white/70 p-3 font-mono text-xs text-gray-900">
              npm run white-label:off
            </pre>
          </div>
        </Setting>

        <Setting
          id={field('retention')}
          label={t('admin.parameters.retention.label')}
          description={t('admin.parameters.retention.description')}
          control={null}
        >
          <label htmlFor={field('retention-days')} className="text-sm font-medium text-gray-800">
            {t('admin.parameters.retention.days')}
          </label>
          <input
            id={field('retention-days')}
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            step={1}
            required
            value={form.retention.days}
            onChange={(event) => update('retention', { days: event.target.value })}
            aria-describedby={field('retention-days-hint')}
            className={inputClass}
          />
          <p id={field('retention-days-hint')} className="mt-1 text-xs text-gray-500">
            {t('admin.parameters.retention.daysHint')}
          </p>
        </Setting>

        <Setting
          id={field('support-modal')}
          label={t('admin.parameters.supportModal.label')}
          description={t('admin.parameters.supportModal.description')}
          control={null}
        >
          <label
            htmlFor={field('support-modal-version')}
            className="text-sm font-medium text-gray-800"
          >
            {t('admin.parameters.supportModal.version')}
          </label>
          <select
            id={field('support-modal-version')}
            value={form.supportModal.version}
            onChange={(event) =>
              update('supportModal', { version: event.target.value === 'new' ? 'new' : 'old' })
            }
            className={inputClass}
          >
            <option value="old">{t('admin.parameters.supportModal.old')}</option>
            <option value="new">{t('admin.parameters.supportModal.new')}</option>
          </select>
        </Setting>

        <Setting
          id={field('stats')}
          label={t('admin.parameters.displayedStats.label')}
          description={t('admin.parameters.displayedStats.description')}
          control={null}
        >
          <label htmlFor={field('stats-source')} className="text-sm font-medium text-gray-800">
            {t('admin.parameters.displayedStats.source')}
          </label>
          <select
            id={field('stats-source')}
            value={form.displayedStats.source}
            onChange={(event) =>
              update('displayedStats', {
                source: DISPLAYED_STATS_SOURCES.find((s) => s === event.target.value) ?? 'none',
              })
            }
            aria-describedby={field('stats-hint')}
            className={inputClass}
          >
            {DISPLAYED_STATS_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`admin.parameters.displayedStats.${source}`)}
              </option>
            ))}
          </select>
          <p id={field('stats-hint')} className="mt-1 text-xs text-gray-500">
            {t('admin.parameters.displayedStats.countedHint')}
          </p>
          {form.displayedStats.source === 'set' ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {STAT_FIELDS.map((name) => (
                <div key={name}>
                  <label
                    htmlFor={field(`stats-${name}`)}
                    className="text-sm font-medium text-gray-800"
                  >
                    {t(`admin.parameters.displayedStats.${name}`)}
                  </label>
                  <input
                    id={field(`stats-${name}`)}
                    type="number"
                    inputMode={name === 'trustScore' ? 'decimal' : 'numeric'}
                    min={0}
                    max={name === 'trustScore' ? 5 : MAX_DISPLAYED_COUNT}
                    step={name === 'trustScore' ? 0.1 : 1}
                    required
                    value={form.displayedStats[name]}
                    onChange={(event) => update('displayedStats', { [name]: event.target.value })}
                    className={inputClass}
                  />
                </div>
              ))}
            </div>
          ) : null}
        </Setting>

        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}

        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={saving} disabled={!dirty}>
            {t('admin.parameters.save')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('admin.parameters.whiteLabel.confirmTitle')}
            confirmLabel={t('admin.parameters.whiteLabel.confirmAction')}
            cancelLabel={t('admin.parameters.whiteLabel.cancel')}
            danger
            loading={saving}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void save().finally(() => setConfirming(false))}
          >
            <p>{t('admin.parameters.whiteLabel.confirm')}</p>
            <p className="font-medium">{t('admin.parameters.whiteLabel.confirmWayBack')}</p>
          </ConfirmDialog>
          {dirty ? (
            <p role="status" className="text-sm text-amber-800">
              {t('admin.parameters.unsaved')}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
