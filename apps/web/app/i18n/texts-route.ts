// GET /texts/:locale?paths=a,b.c&v=version: the texts a browser lacks for a page it moves to
// (decision 042). Every text is public (they are the pages' words); the answer can be kept
// for good when it names the current version, as another version is another address.
import type { LoaderFunctionArgs } from 'react-router';
import { LOCALES, type Locale } from '@hs/domain/locale';
import { textsOf, textsVersion } from './i18n.ts';
import { isTextPath } from './text-paths.ts';

const MAX_PATHS = 64;

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = params.locale as Locale;
  if (!LOCALES.includes(locale)) return new Response('Not found', { status: 404 });
  const query = new URL(request.url).searchParams;
  const paths = (query.get('paths') ?? '').split(',').filter(Boolean);
  if (!paths.length || paths.length > MAX_PATHS || !paths.every(isTextPath)) {
    return new Response('paths: up to 64 text paths, comma-separated', { status: 400 });
  }
  const current = query.get('v') === textsVersion();
  return Response.json(
    { texts: textsOf(locale, paths) },
    {
      headers: {
        'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    },
  );
}
