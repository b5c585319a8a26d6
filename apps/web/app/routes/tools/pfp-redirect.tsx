import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '@hs/domain/locale';
import type { Route } from './+types/pfp-redirect';

// spec 001 section 2: /tools/free-pfp-generator redirects to /tools/free-headshot-generator.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return redirect(localizePath('/tools/free-headshot-generator', locale), 301);
}
