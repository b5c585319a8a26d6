import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 15 item 1 (decision 062): the model came back from generation, its package given
 * back, because none of its photos shows the head with the shoulders. On the results page
 * (with the way to the photos) and above the wizard.
 */
export function GivenBackNotice({
  className = '',
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      data-testid="model-given-back"
      className={`max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-6 ${className}`}
    >
      <h2 className="text-base font-semibold">{t('results.onboarding.givenBackTitle')}</h2>
      <p className="mt-2 leading-6">{t('results.onboarding.givenBackBody')}</p>
      {children}
    </section>
  );
}
