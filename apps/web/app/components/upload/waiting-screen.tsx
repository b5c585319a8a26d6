import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import { CheckIcon } from '@hs/ui/icons';
import { useLocale } from '../../hooks/use-locale.ts';
import { LeaveLink } from './leave-link.tsx';

/** After submitting: the headshots are being made; /app/results follows their progress. */
export function WaitingScreen({
  modelId,
  photoCount,
  justSubmitted = false,
}: {
  modelId: string;
  photoCount: number;
  /** Shown right after the submit button: the focus and the page top go to it. */
  justSubmitted?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justSubmitted) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [justSubmitted]);
  return (
    <section className="mx-auto max-w-2xl py-10 text-center sm:py-16" aria-labelledby="waiting">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CheckIcon className="size-7" />
      </span>
      <h2
        ref={heading}
        id="waiting"
        tabIndex={-1}
        className="mt-5 text-2xl font-bold tracking-tight text-gray-900 focus:outline-none sm:text-3xl"
      >
        {t('upload.waiting.title')}
      </h2>
      <p className="mt-4 text-base leading-7 text-gray-700">{t('upload.waiting.body')}</p>
      {photoCount > 0 ? (
        <p className="mt-2 text-sm text-gray-600">
          {t('upload.waiting.photos', { count: photoCount })}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localizePath(`/app/results?modelId=${modelId}`, locale)}
          className={buttonClasses('primary', 'lg')}
        >
          {t('upload.waiting.toResults')}
        </Link>
        <LeaveLink variant="secondary" />
      </div>
    </section>
  );
}
