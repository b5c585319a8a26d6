import { useTranslation } from 'react-i18next';
import type { PublicExample } from '@hs/contracts/examples';
import { getFromApi } from '../../../components/site/page-api.ts';
import { useBrand } from './brand.ts';

/**
 * The published before-and-after examples (GET /api/examples), for a public page's loader.
 * Read on every render: cached pages render again when staff publish (decision 024).
 * None on any failure: the page then shows its drawings and says they are drawings.
 */
export async function loadExamples(context: unknown): Promise<PublicExample[]> {
  try {
    const answer = await getFromApi<{ examples?: PublicExample[] }>(context, '/api/examples');
    if (answer?.status === 200 && Array.isArray(answer.body.examples)) return answer.body.examples;
  } catch {
    // The examples never take a page down.
  }
  return [];
}

// One or two examples stay centred rather than filling the first columns of three.
const LAYOUT = ['', 'max-w-sm', 'max-w-3xl sm:grid-cols-2', 'sm:grid-cols-2 lg:grid-cols-3'];

/**
 * Issue 20 item 1 (decision 039): each real example's uploaded photo beside the headshot
 * made from it. Server-rendered markup only (no state, no effects); pictures are lazy and
 * sized so nothing moves as they arrive.
 */
export function ExamplePairs({ examples }: { examples: readonly PublicExample[] }) {
  return (
    <ul
      className={`mx-auto grid gap-6 ${LAYOUT[Math.min(examples.length, 3)]}`}
      data-testid="example-pairs"
    >
      {examples.map((example) => (
        <li
          key={example.id}
          className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
        >
          <BeforeAfter example={example} />
        </li>
      ))}
    </ul>
  );
}

/** One example's two pictures, the uploaded photo and the headshot, captioned (public and staff). */
export function BeforeAfter({
  example,
}: {
  example: Pick<PublicExample, 'before' | 'after' | 'style'>;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const picture = 'aspect-[4/5] w-full rounded-lg bg-slate-100 object-cover';
  return (
    <div className="grid grid-cols-2 gap-3 text-center text-xs font-medium text-slate-600">
      <figure>
        <img
          src={example.before.url}
          width={example.before.width}
          height={example.before.height}
          alt={t('showcase.public.beforeAlt')}
          loading="lazy"
          decoding="async"
          className={picture}
        />
        <figcaption className="mt-2">{t('showcase.public.before')}</figcaption>
      </figure>
      <figure>
        <img
          src={example.after.url}
          width={example.after.width}
          height={example.after.height}
          alt={t('showcase.public.afterAlt', { brand })}
          loading="lazy"
          decoding="async"
          className={picture}
        />
        <figcaption className="mt-2">
          {example.style
            ? t('showcase.public.afterStyle', { style: example.style })
            : t('showcase.public.after')}
        </figcaption>
      </figure>
    </div>
  );
}
