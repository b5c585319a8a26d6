import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon, XIcon } from '@hs/ui/icons';

type Example = 'good' | 'sunglasses' | 'group' | 'far';

// Drawn pictograms, not photos: no external images, and they say the point at a glance.
function Head({
  x,
  y,
  scale = 1,
  glasses = false,
}: {
  x: number;
  y: number;
  scale?: number;
  glasses?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-22 40a22 22 0 0 1 44 0z" className="fill-gray-400" />
      <circle cx="0" cy="0" r="13" className="fill-gray-300" />
      {glasses ? (
        <g className="fill-gray-800">
          <rect x="-11" y="-4" width="9" height="6" rx="2" />
          <rect x="2" y="-4" width="9" height="6" rx="2" />
          <rect x="-2" y="-3" width="4" height="1.5" />
        </g>
      ) : null}
    </g>
  );
}

function Pictogram({ example }: { example: Example }) {
  const good = example === 'good';
  return (
    <span className="relative shrink-0">
      <svg viewBox="0 0 64 64" className="size-14 rounded-lg bg-gray-100" aria-hidden="true">
        {example === 'good' ? <Head x={32} y={26} /> : null}
        {example === 'sunglasses' ? <Head x={32} y={26} glasses /> : null}
        {example === 'group' ? (
          <>
            <Head x={16} y={30} scale={0.6} />
            <Head x={48} y={30} scale={0.6} />
            <Head x={32} y={26} scale={0.7} />
          </>
        ) : null}
        {example === 'far' ? <Head x={44} y={44} scale={0.35} /> : null}
      </svg>
      <span
        className={`absolute -right-1.5 -bottom-1.5 flex size-5 items-center justify-center rounded-full text-white ring-2 ring-white ${good ? 'bg-green-600' : 'bg-red-600'}`}
      >
        {good ? <CheckIcon className="size-3.5" /> : <XIcon className="size-3.5" />}
      </span>
    </span>
  );
}

const GOOD = ['alone', 'face', 'variety', 'recent'] as const;
const BAD = ['sunglasses', 'group', 'blurry', 'far'] as const;

/**
 * What makes a good selfie, with drawn examples of good and bad photos. Open until photos
 * are chosen, so on a phone the tips do not push the photos down afterwards.
 */
export function PhotoTips({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-5 [&::-webkit-details-marker]:hidden">
        <h3 className="text-base font-semibold text-gray-900">{t('upload.tips.title')}</h3>
        <ChevronDownIcon className="size-5 text-gray-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-4 sm:px-5 sm:pb-5">
        <div className="flex flex-wrap gap-4" aria-hidden="true">
          <Pictogram example="good" />
          <Pictogram example="sunglasses" />
          <Pictogram example="group" />
          <Pictogram example="far" />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <div>
            <h4 className="text-sm font-medium text-green-800">{t('upload.tips.goodTitle')}</h4>
            <ul className="mt-2 space-y-1.5 text-sm text-gray-700">
              {GOOD.map((tip) => (
                <li key={tip} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-4 text-green-600" />
                  {t(`upload.tips.good.${tip}`)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-medium text-red-800">{t('upload.tips.badTitle')}</h4>
            <ul className="mt-2 space-y-1.5 text-sm text-gray-700">
              {BAD.map((tip) => (
                <li key={tip} className="flex gap-2">
                  <XIcon className="mt-0.5 size-4 text-red-600" />
                  {t(`upload.tips.bad.${tip}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </details>
  );
}
