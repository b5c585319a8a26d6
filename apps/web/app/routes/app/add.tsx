import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMAGE_MIN_SIDE_PX, MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import { localizePath } from '@hs/domain/locale';
import { resolutionLabel } from '@hs/domain/packages';
import { minimumPhotos } from '@hs/domain/photo-rules';
import { PHOTOS_PER_STYLE } from '@hs/domain/photos-per-package';
import { buttonClasses } from '@hs/ui/button-classes';
import { CameraIcon, CheckIcon, InfoIcon, StarIcon, XIcon } from '@hs/ui/icons';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { LeaveLink } from '../../components/upload/leave-link.tsx';
import { UPLOAD_STEPS } from '../../upload/steps.ts';
import { useEntitlement, type Entitlement } from '../../upload/use-entitlement.ts';

const NEEDS = [
  { key: 'variety', good: true },
  { key: 'noSunglasses', good: false },
  { key: 'alone', good: false },
] as const;

/** issue 12: what the person's package delivers, else what each package does. */
function PackageSummary({ entitlement }: { entitlement: Entitlement & { status: 'ready' } }) {
  const { t } = useTranslation();
  const next = entitlement.nextPackage;
  if (next) {
    return (
      <p className="mt-4 text-sm leading-6 font-medium text-gray-900" data-testid="your-package">
        {t('upload.add.gets.yourPackage', {
          name: next.name,
          styles: next.styles,
          headshots: next.headshots,
          resolution: resolutionLabel(next),
        })}
      </p>
    );
  }
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-gray-900">{t('upload.add.gets.byPackage')}</h3>
      <ul className="mt-2 space-y-1 text-sm leading-6 text-gray-700" data-testid="package-terms">
        {entitlement.packages.map((pkg) => (
          <li key={pkg.id}>
            {t('upload.add.gets.eachPackage', {
              name: pkg.name,
              styles: pkg.stylesAllowed,
              headshots: pkg.headshots,
              resolution: pkg.resolution,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

// spec 001 section 2: /app/add, where creating headshots starts.
export default function AddPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer, payments } = usePageContext();
  const entitlement = useEntitlement().state;
  const isTestUser = viewer?.user?.isTestUser ?? false;
  // spec 001 section 6 and 9: 15 photos, 2 for test users
  const minimum = minimumPhotos(isTestUser);

  return (
    <div className="mx-auto max-w-4xl py-8 sm:py-12">
      <title>{`${t('upload.add.title')} · Headshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('upload.add.title')}</h1>
      <p className="mt-3 max-w-2xl text-base leading-7 text-gray-700">{t('upload.add.intro')}</p>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="need"
          className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="need" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <CameraIcon className="size-5 text-brand-600" />
            {t('upload.add.needTitle')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm leading-6 text-gray-700">
            <li className="flex gap-2.5">
              <CheckIcon className="mt-1 size-4 text-green-600" />
              <span>
                <strong className="font-semibold text-gray-900">
                  {t('upload.add.needs.selfies', { count: minimum })}
                </strong>
                {isTestUser ? (
                  <span className="block text-gray-600">
                    {t('upload.add.needs.testUser', { count: minimum })}
                  </span>
                ) : null}
              </span>
            </li>
            {NEEDS.map(({ key, good }) => (
              <li key={key} className="flex gap-2.5">
                {good ? (
                  <CheckIcon className="mt-1 size-4 text-green-600" />
                ) : (
                  <XIcon className="mt-1 size-4 text-red-600" />
                )}
                {t(`upload.add.needs.${key}`)}
              </li>
            ))}
            <li className="flex gap-2.5">
              <CheckIcon className="mt-1 size-4 text-green-600" />
              {t('upload.add.needs.fullBody', { count: MAX_FULL_BODY_PHOTOS })}
            </li>
            <li className="flex gap-2.5">
              <InfoIcon className="mt-1 size-4 text-gray-500" />
              {t('upload.add.needs.formats', { size: IMAGE_MIN_SIDE_PX })}
            </li>
          </ul>
        </section>

        <section
          aria-labelledby="get"
          className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="get" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <StarIcon className="size-5 text-brand-600" />
            {t('upload.add.getTitle')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm leading-6 text-gray-700">
            {entitlement.status === 'ready' ? (
              <li className="flex gap-2.5">
                <CheckIcon className="mt-1 size-4 text-green-600" />
                {t('upload.add.gets.styles', { count: entitlement.maxStyles })}
              </li>
            ) : null}
            <li className="flex gap-2.5">
              <CheckIcon className="mt-1 size-4 text-green-600" />
              {t('upload.add.gets.perStyle', { count: PHOTOS_PER_STYLE })}
            </li>
            <li className="flex gap-2.5">
              <CheckIcon className="mt-1 size-4 text-green-600" />
              {t('upload.add.gets.likeYou')}
            </li>
          </ul>
          {entitlement.status === 'ready' ? <PackageSummary entitlement={entitlement} /> : null}
          <p className="mt-5 rounded-lg bg-amber-50 p-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200 ring-inset">
            {t('upload.add.honest')}
          </p>
        </section>
      </div>

      <section aria-labelledby="steps" className="mt-8">
        <h2 id="steps" className="text-lg font-semibold text-gray-900">
          {t('upload.add.stepsTitle')}
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-4">
          {UPLOAD_STEPS.map((step, index) => (
            <li
              key={step}
              className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <span className="font-medium text-gray-900">{t(`upload.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>

      {viewer?.user &&
      viewer.user.role !== 'TeamMember' &&
      payments !== 'off' &&
      entitlement.status === 'ready' &&
      !entitlement.nextPackage ? (
        <section
          aria-labelledby="buy"
          className="mt-8 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="buy" className="text-lg font-semibold text-gray-900">
              {t('buying.checkout.fromAdd')}
            </h2>
            <p className="text-sm text-gray-700">{t('buying.checkout.fromAddBody')}</p>
          </div>
          <Link to={localizePath('/checkout', locale)} className={buttonClasses('secondary', 'md')}>
            {t('buying.checkout.title')}
          </Link>
        </section>
      ) : null}

      <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <LeaveLink />
        <Link to={localizePath('/app/upload', locale)} className={buttonClasses('primary', 'lg')}>
          {t('upload.add.start')}
        </Link>
      </div>
    </div>
  );
}
