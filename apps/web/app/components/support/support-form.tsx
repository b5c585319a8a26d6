import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { listPaymentsRoute } from '@hs/contracts/payments';
import { SupportRequestBodySchema, submitSupportRequestRoute } from '@hs/contracts/support';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  defaultSupportType,
  refundChoices,
  supportRequestTypes,
  type SupportRequestType,
} from '@hs/domain/support';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { Textarea } from '@hs/ui/textarea';
import { useToast } from '@hs/ui/toast';
import { ApiError } from '@hs/client/api-error';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { formatPaymentMoney } from '../buying/money.ts';
import { formatDate } from '../buying/payments-list.tsx';
import { useSiteFrame } from '../site/site-frame.ts';
import { useApiQuery } from '../data-kit/api-query.ts';
import { FormFailure, useContractForm } from '../data-kit/contract-form.ts';
import { SUPPORT_ATTACHMENTS_MAX } from '@hs/domain/support';
import { addScreenshots, SCREENSHOT_SIZE_TEXT, ScreenshotPicker } from './screenshot-picker.tsx';
import { FormText } from '../data-kit/form-fields.tsx';
import { messageKeys } from './request-key.ts';

/** The request as multipart/form-data: the same fields, and the screenshots as `files`. */
function asForm(fields: Record<string, unknown>, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') form.set(name, value);
  }
  for (const file of files) form.append('files', file, file.name);
  return form;
}

const paymentsSchema = listPaymentsRoute.responses[200].content['application/json'].schema;
const answerSchema = submitSupportRequestRoute.responses[200].content['application/json'].schema;
// The request key is not a field: it is the message's (request-key.ts), added when sent.
const accountSchema = SupportRequestBodySchema.omit({ requestId: true });
// Signed out (the /contact page, anonymous accounts): the e-mail to answer at is required.
const visitorSchema = accountSchema.extend({ email: z.email().max(320) });

/**
 * The support form (spec 001 sections 4, 5, 6, 8): name, request type and message
 * required; a refund may choose one of the person's paid orders; team members and leads
 * cannot choose refund; idle, loading and submitted; the spec's toast and thank-you view.
 */
export function SupportForm({
  initialType,
  onSubmitted,
}: {
  /** The type an FAQ entry opened the form with (feedback, issue). */
  initialType?: SupportRequestType | undefined;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const locale = useLocale();
  const { viewer, supportEmail = 'support@localhost' } = usePageContext();
  const { brandName } = useSiteFrame();
  const role = viewer?.user?.role ?? null;
  const signedIn = Boolean(viewer?.user) && !viewer?.isAnonymous;
  const types = supportRequestTypes(role);
  const schema = signedIn ? accountSchema : visitorSchema;
  const [keys] = useState(() => messageKeys());
  const [screenshots, setScreenshots] = useState<File[]>([]);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const defaults = useMemo(
    () => ({
      name: viewer?.name ?? '',
      // Signed in, the account's e-mail is used: the field is not there, nor its value.
      email: signedIn ? undefined : '',
      type: initialType ?? defaultSupportType(role) ?? ('' as SupportRequestType),
      paymentId: '',
      message: '',
      website: '',
    }),
    [viewer?.name, signedIn, initialType, role],
  );
  const { form, state, formError, submit, fieldError, reset } = useContractForm(schema, {
    defaultValues: defaults,
    onSubmit: async (values) => {
      try {
        const fields = {
          ...values,
          paymentId: values.type === 'refund' && values.paymentId ? values.paymentId : null,
          page: window.location.pathname,
        };
        const requestId = keys.keyFor({
          ...fields,
          screenshots: screenshots.map((f) => [f.name, f.size, f.lastModified]),
        });
        await api.request('/support/feedback/submit', {
          method: 'POST',
          schema: answerSchema,
          // With screenshots the same fields go as multipart/form-data (decision 019).
          body: screenshots.length
            ? asForm({ ...fields, requestId }, screenshots)
            : { ...fields, requestId },
        });
      } catch (failure) {
        // spec 001 section 8: the server's message, else the one naming the support e-mail.
        if (failure instanceof ApiError && (failure.reason || failure.errorMessage)) throw failure;
        throw new FormFailure(t('support.form.failed', { email: supportEmail }));
      }
      toast.success(t('support.form.submittedToast', { name: brandName }));
      onSubmitted?.();
    },
  });
  const type = form.watch('type');
  const wantsOrders = signedIn && type === 'refund';
  const payments = useApiQuery('/user/payments/all', paymentsSchema, { enabled: wantsOrders });
  const orders = refundChoices(payments.data?.payments ?? []);

  if (state === 'submitted') {
    return (
      <div role="status" className="space-y-4 text-center">
        <p className="text-base font-medium text-gray-900">{t('support.form.submitted')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            keys.next();
            setScreenshots([]);
            setScreenshotError(null);
            reset();
          }}
        >
          {t('support.form.another')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={state === 'loading'}>
      {role === 'TeamMember' ? (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('support.form.teamMember')}
        </p>
      ) : null}
      {role === 'TeamLead' && viewer ? (
        <p role="note" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t('support.form.leadRefund', { email: supportEmail, uid: viewer.uid })}
        </p>
      ) : null}
      <FormText
        control={form.control}
        name="name"
        label={t('support.form.name')}
        autoComplete="name"
        maxLength={SUPPORT_NAME_MAX}
        error={fieldError('name')}
      />
      {signedIn ? null : (
        <FormText
          control={form.control}
          name="email"
          type="email"
          label={t('support.form.email')}
          autoComplete="email"
          maxLength={320}
          error={fieldError('email')}
        />
      )}
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label={t('support.form.type')}
            placeholder={t('support.form.type')}
            options={types.map((value) => ({ value, title: t(`support.form.types.${value}`) }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            name={field.name}
            error={fieldError('type')}
          />
        )}
      />
      {wantsOrders ? (
        payments.isPending ? (
          <p className="text-sm text-gray-600">{t('support.form.ordersLoading')}</p>
        ) : (
          <Controller
            control={form.control}
            name="paymentId"
            render={({ field }) => (
              <Select
                label={t('support.form.order')}
                options={[
                  { value: 'none', title: t('support.form.orderNone') },
                  ...orders.map((p) => ({
                    value: p._id,
                    title: `${p.packageName} · ${formatDate(p.createdOn, locale)} · ${formatPaymentMoney(p.amountTotal, p.currency)}`,
                  })),
                ]}
                value={field.value || 'none'}
                onChange={(value) => field.onChange(value === 'none' ? '' : value)}
              />
            )}
          />
        )
      ) : null}
      <Textarea
        label={t('support.form.message')}
        maxLength={SUPPORT_MESSAGE_MAX}
        rows={5}
        error={fieldError('message')}
        {...form.register('message')}
      />
      <ScreenshotPicker
        files={screenshots}
        error={screenshotError}
        onChoose={(chosen) => {
          const { files, refused } = addScreenshots(screenshots, chosen);
          setScreenshots(files);
          setScreenshotError(
            refused === null
              ? null
              : refused.reason === 'tooMany'
                ? t('support.form.screenshotsTooMany', { max: SUPPORT_ATTACHMENTS_MAX })
                : t('support.form.screenshotInvalid', {
                    name: refused.name,
                    size: SCREENSHOT_SIZE_TEXT,
                  }),
          );
        }}
        onRemove={(index) => {
          setScreenshots(screenshots.filter((_, i) => i !== index));
          setScreenshotError(null);
        }}
      />
      {/* The honeypot: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t('support.form.website')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={state === 'loading'}>
        {t('support.form.send')}
      </Button>
    </form>
  );
}
