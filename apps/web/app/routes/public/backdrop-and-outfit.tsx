import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { listStylesRoute } from '@hs/contracts/onboarding';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import type { Route } from './+types/backdrop-and-outfit';
import { useLocale } from '../../hooks/use-locale.ts';
import { CallToAction } from './parts/call-to-action.tsx';
import { getFromApi } from '../../components/site/page-api.ts';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { Section } from './parts/section.tsx';

const stylesSchema = listStylesRoute.responses[200].content['application/json'].schema;

// The backdrop catalogue from the database, through the styles API (called in process).
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const answer = await getFromApi(context, '/api/styles/');
    if (answer?.status !== 200) return { styles: null };
    return { styles: stylesSchema.parse(answer.body).data.styles };
  } catch {
    return { styles: null };
  }
}

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesExamples.backdrops');
}

const TIPS = ['wear', 'solid', 'contrast', 'neat'] as const;

// spec 001 section 2 (Other): the Headshots menu's child /backdrop-and-outfit.
export default function BackdropAndOutfit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { styles } = loaderData;
  // The catalogue's own texts are English; known backdrops have translations.
  const text = (kind: 'names' | 'descriptions', id: string, own: string) =>
    locale === 'en' ? own : t(`pagesExamples.backdrops.${kind}.${id}`, { defaultValue: own });
  return (
    <>
      <PageHero
        title={t('pagesExamples.backdrops.title')}
        lead={t('pagesExamples.backdrops.lead')}
      />
      <Section id="backdrops" title={t('pagesExamples.backdrops.catalogueTitle')}>
        {styles === null ? (
          <div
            role="alert"
            className="mx-auto max-w-md rounded-lg bg-red-50 p-4 text-center text-red-800"
          >
            <p>{t('pagesExamples.backdrops.failed')}</p>
            <a href={pathname} className={buttonClasses('secondary', 'sm', 'mt-3')}>
              {t('pagesExamples.backdrops.retry')}
            </a>
          </div>
        ) : styles.length === 0 ? (
          <p className="text-center text-slate-600">{t('pagesExamples.backdrops.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4" lang={i18n.language}>
            {styles.map((style) => {
              const name = text('names', style._id, style.name);
              return (
                <li
                  key={style._id}
                  className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <img
                    src={style.previewUrl}
                    alt={t('pagesExamples.backdrops.preview', { name })}
                    width={256}
                    height={256}
                    loading="lazy"
                    className="aspect-square w-full bg-slate-100 object-cover"
                  />
                  <div className="p-3">
                    <h3 className="text-sm font-semibold text-slate-900">{name}</h3>
                    <p className="mt-1 text-xs leading-5 text-slate-600">
                      {text('descriptions', style._id, style.description)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section id="outfit" tinted title={t('pagesExamples.backdrops.outfitTitle')}>
        <div className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
          <p className="leading-7 text-slate-700">{t('pagesExamples.backdrops.outfitBody')}</p>
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <h3 className="font-semibold text-slate-900">
              {t('pagesExamples.backdrops.tipsTitle')}
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700">
              {TIPS.map((tip) => (
                <li key={tip}>{t(`pagesExamples.backdrops.tips.${tip}`)}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="teams"
        title={t('pagesExamples.backdrops.teamsTitle')}
        intro={t('pagesExamples.backdrops.teamsBody')}
      >
        <p className="text-center">
          <Link
            to={localizePath('/company-headshots', locale)}
            className={buttonClasses('secondary', 'md')}
          >
            {t('pagesHome.teams.link')}
          </Link>
        </p>
      </Section>

      <CallToAction
        title={t('pagesHome.final.title')}
        body={t('pagesHome.final.body')}
        to={localizePath('/app/add', locale)}
        label={t('pagesExamples.backdrops.start')}
      />
    </>
  );
}
