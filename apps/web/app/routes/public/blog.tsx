import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogPostSummary } from '@hs/contracts/site';
import { localeFromPath, localizePath } from '@hs/domain/locale';
import type { Route } from './+types/blog';
import { getFromApi } from '../../components/site/page-api.ts';
import { frameFromMatches } from '../../components/site/site-frame.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { getI18n } from '../../i18n/i18n.ts';
import { pageMeta, publicUrlFrom } from '../../seo.ts';

// spec 001 section 3 "Blog post": the published posts of this language, newest first.
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const answer = await getFromApi<{ data?: { posts: BlogPostSummary[] } }>(
      context,
      `/api/blog/posts?locale=${locale}`,
    );
    if (answer?.status === 200 && answer.body.data) return { posts: answer.body.data.posts };
  } catch {
    // Shown as the error state below.
  }
  return { posts: null };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const { t } = getI18n(locale);
  const brand = frameFromMatches(matches).brandName;
  return pageMeta({
    path: location.pathname,
    locale,
    title: t('site.blog.metaTitle', { brand }),
    description: t('site.blog.metaDescription'),
    publicUrl: publicUrlFrom(matches) ?? (frameFromMatches(matches).publicUrl || null),
  });
}

export function formatPostDate(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { posts } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('site.blog.title')}
      </h1>
      <p className="mt-3 text-lg text-slate-600">{t('site.blog.intro')}</p>
      {posts === null ? (
        <p role="alert" className="mt-10 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('site.blog.loadFailed')}
        </p>
      ) : posts.length === 0 ? (
        <p className="mt-10 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
          {t('site.blog.empty')}
        </p>
      ) : (
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => {
            const date = formatPostDate(post.publishedAt, locale);
            return (
              <li key={post.key}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                  {post.thumbnail.small ? (
                    <img
                      src={post.thumbnail.small}
                      alt=""
                      width={400}
                      height={250}
                      // The first card's picture is the largest paint: not lazy.
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                      className="aspect-[8/5] w-full bg-slate-100 object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col p-5">
                    {date ? (
                      <p className="text-xs text-slate-500">
                        <time dateTime={post.publishedAt ?? undefined}>{date}</time>
                      </p>
                    ) : null}
                    <h2 className="mt-2 text-lg font-semibold text-slate-900">
                      <Link
                        to={localizePath(`/blog/${post.slug}`, locale)}
                        className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 group-hover:text-teal-800"
                      >
                        {post.title}
                      </Link>
                    </h2>
                    <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{post.excerpt}</p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
