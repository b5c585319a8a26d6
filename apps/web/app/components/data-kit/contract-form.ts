import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from '../../i18n/translate.ts';
import { useCallback, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@hs/client/api-error';
import { useFailureMessage } from '../../upload/failure-message.ts';

// One form helper (decision 018): react-hook-form validated by the contract's own zod
// schema, so the browser refuses what the server would refuse, with the same limits.

/** A submit failure whose message is already the text to show (thrown by onSubmit). */
export class FormFailure extends Error {
  override name = 'FormFailure';
}

/** spec 001 section 4, support form: idle, loading, submitted. */
export type SubmitState = 'idle' | 'loading' | 'submitted';

/** A zod issue (v4) as the person's language words it. */
export interface FieldIssue {
  code: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  input?: unknown;
}

/** The catalogue's text for a zod issue: required, too long, e-mail, else 'not valid'. */
export function issueText(t: TFunction, issue: FieldIssue): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (issue.code === 'invalid_type' && empty) return t('data.form.required');
  if (issue.code === 'too_small' && (issue.origin === 'string' || issue.origin === 'array')) {
    return Number(issue.minimum) <= 1 || empty
      ? t('data.form.required')
      : t('data.form.tooShort', { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return t('data.form.tooLong', { max: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return t('data.form.email');
  if ((issue.code === 'invalid_value' || issue.code === 'invalid_type') && empty) {
    return t('data.form.required');
  }
  return t('data.form.invalid');
}

export interface ContractFormOptions<I extends FieldValues, O> {
  defaultValues: DefaultValues<I>;
  /** Sends the valid values; throwing fails the submit and its message is shown. */
  onSubmit: (values: O) => Promise<unknown>;
  /** After a success, empty the form and stay idle (a reply box) instead of 'submitted'. */
  resetOnSuccess?: boolean;
}

export interface ContractForm<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  state: SubmitState;
  /** The failure of the last submit, in the page's language (null when none). */
  formError: string | null;
  /** Pass to <form onSubmit>. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The shown error of a field, if any. */
  fieldError: (name: Path<I>) => string | undefined;
  /** Back to idle with the default values (e.g. 'send another'). */
  reset: () => void;
}

/**
 * A form over a contract schema: field errors in the page's language, a submit state,
 * and the server's refusal shown on the field it names (reason input.invalid) or above
 * the button.
 */
export function useContractForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  { defaultValues, onSubmit, resetOnSuccess = false }: ContractFormOptions<z.input<S>, z.output<S>>,
): ContractForm<z.input<S>, z.output<S>> {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const resolver = useMemo(
    // zod 4: the parse-level error map words every issue the schema does not word itself.
    () => zodResolver(schema as never, { error: (issue) => issueText(t, issue as FieldIssue) }),
    [schema, t],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolver as never,
    defaultValues,
    mode: 'onTouched',
  });
  const [state, setState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setState('loading');
    setFormError(null);
    try {
      await onSubmit(values);
      if (resetOnSuccess) {
        form.reset(defaultValues);
        setState('idle');
      } else {
        setState('submitted');
      }
    } catch (failure) {
      setState('idle');
      const field =
        failure instanceof ApiError && failure.reason === 'input.invalid'
          ? failure.params.field
          : undefined;
      if (typeof field === 'string' && field in (form.getValues() as object)) {
        form.setError(field as Path<z.input<S>>, { message: t('data.form.invalid') });
      } else {
        setFormError(failure instanceof FormFailure ? failure.message : failureMessage(failure));
      }
    }
  });

  const { errors } = form.formState;
  const fieldError = useCallback(
    (name: Path<z.input<S>>) => {
      const error = name
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          errors,
        ) as { message?: string } | undefined;
      return error?.message;
    },
    [errors],
  );

  const reset = useCallback(() => {
    form.reset(defaultValues);
    setFormError(null);
    setState('idle');
  }, [form, defaultValues]);

  return { form, state, formError, submit, fieldError, reset };
}
