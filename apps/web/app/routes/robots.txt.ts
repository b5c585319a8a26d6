import { LOCALES, localizePath } from '@hs/domain/locale';
import type { Route } from './+types/robots.txt';
import { loadSiteFrame } from '../components/site/site-frame.ts';

// The app, the back office, the JSON API and the design system are not for search
// engines. `/api/` (not `/api`): the bare /api is the public page about the API.
const PRIVATE = ['/app', '/admin', '/api/', '/design-system'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const frame = await loadSiteFrame(context);
  const base = (frame.publicUrl || new URL(request.url).origin).replace(/\/+$/, '');
  const disallowed = [
    ...PRIVATE,
    ...LOCALES.filter((l) => l !== 'en').map((l) => localizePath('/app', l)),
  ];
  const body = [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
