import type { BlogPostSummary } from '@hs/contracts/site';
import { LOCALES, localizePath } from '@hs/domain/locale';
import { publicPagePaths } from '@hs/domain/site-navigation';
import type { Route } from './+types/sitemap.xml';
import { getFromApi } from '../components/site/page-api.ts';
import { loadSiteFrame } from '../components/site/site-frame.ts';
import { everyLocale, sitemapXml, type PageVariants } from '../components/site/sitemap.ts';

/** The blog posts, one entry per post with its slug in each language. */
async function blogPages(context: unknown): Promise<PageVariants[]> {
  const byKey = new Map<string, PageVariants>();
  for (const locale of LOCALES) {
    const answer = await getFromApi<{ data?: { posts: BlogPostSummary[] } }>(
      context,
      `/api/blog/posts?locale=${locale}`,
    );
    for (const post of answer?.body.data?.posts ?? []) {
      const variants = byKey.get(post.key) ?? {};
      variants[locale] = localizePath(`/blog/${post.slug}`, locale);
      byKey.set(post.key, variants);
    }
  }
  return [...byKey.values()];
}

// Every public page of the navigation and footer in the three languages, and the blog.
export async function loader({ context, request }: Route.LoaderArgs) {
  const frame = await loadSiteFrame(context);
  const publicUrl = frame.publicUrl || new URL(request.url).origin;
  const pages = [...publicPagePaths().map(everyLocale), ...(await blogPages(context))];
  return new Response(sitemapXml(publicUrl, pages), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
