import { useTranslation } from 'react-i18next';
import { Link, data } from 'react-router';
import type { BlogPost } from '@hs/contracts/site';
import { LOCALES, localeFromPath, localizePath, type Locale } from '@hs/domain/locale';
import type { Route } from './+types/blog-post';
import { MarkdownBody } from '../../components/site/markdown-body.tsx';
import { getFromApi } from '../../components/site/page-api.ts';
import { frameFromMatches } from '../../components/site/site-frame.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { pageMeta, publicUrlFrom } from '../../seo.ts';
import { formatPostDate } from './blog.tsx';

function postPath(slug: string, locale: Locale): string {
  return localizePath(`/blog/${slug}`, locale);
}

// spec 001 section 3: a draft or an unknown slug is not found.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await getFromApi<{ data?: { post: BlogPost } }>(
    context,
    `/api/blog/posts/${encodeURIComponent(params.slug)}?locale=${locale}`,
  );
  if (answer?.status === 404) throw data(null, { status: 404 });
  if (answer?.status !== 200 || !answer.body.data) throw data(null, { status: 503 });
  const { post } = answer.body.data;
  // The language selector leads to the same post in each language (slugs differ).
  const localeAlternates = Object.fromEntries(
    post.translations.map((tr) => [tr.locale, postPath(tr.slug, tr.locale)]),
  );
  return { post, localeAlternates };
}

export function meta({ data: loaded, matches, location }: Route.MetaArgs) {
  if (!loaded) return [];
  const { post, localeAlternates } = loaded;
  const locale = localeFromPath(location.pathname);
  const publicUrl = publicUrlFrom(matches) ?? (frameFromMatches(matches).publicUrl || null);
  const absolute = (path: string) => (publicUrl ? `${publicUrl.replace(/\/+$/, '')}${path}` : path);
  // pageMeta's alternates assume one path in every language; a post's slug differs.
  const base = pageMeta({
    path: location.pathname,
    locale,
    title: post.title,
    description: post.excerpt,
    publicUrl,
  }).filter((m) => !('rel' in m && m.rel === 'alternate'));
  const alternates = LOCALES.flatMap((l) =>
    localeAlternates[l]
      ? [{ tagName: 'link', rel: 'alternate', hrefLang: l, href: absolute(localeAlternates[l]) }]
      : [],
  );
  const fallback = localeAlternates.en ?? localeAlternates[locale];
  return [
    ...base,
    ...alternates,
    ...(fallback
      ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(fallback) }]
      : []),
    { property: 'og:type', content: 'article' },
    ...(post.thumbnail.large
      ? [{ property: 'og:image', content: absolute(post.thumbnail.large) }]
      : []),
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { post } = loaderData;
  const date = formatPostDate(post.publishedAt, locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to={localizePath('/blog', locale)}
        className="text-sm font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        ← {t('site.blog.back')}
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {post.title}
      </h1>
      {date ? (
        <p className="mt-3 text-sm text-slate-500">{t('site.blog.published', { date })}</p>
      ) : null}
      <p className="mt-6 text-lg leading-8 text-slate-700">{post.excerpt}</p>
      {post.thumbnail.large ? (
        <img
          src={post.thumbnail.large}
          alt=""
          width={1200}
          height={630}
          className="mt-8 aspect-[40/21] w-full rounded-xl bg-slate-100 object-cover"
        />
      ) : null}
      <div className="mt-8">
        <MarkdownBody html={post.html} className="space-y-5 text-base leading-7 text-slate-700" />
      </div>
    </article>
  );
}
