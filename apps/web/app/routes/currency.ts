import { isCurrencyCode } from '@hs/domain/currency';
import type { Route } from './+types/currency';
import { currencyCookie, safeBackPath } from '../components/currency/currency-cookie.ts';

/**
 * The currency switch without JavaScript (decision 047): `GET /currency?to=eur&back=/pricing`
 * stores the choice in the preferedCurrency cookie and sends the visitor back to the page
 * (303), which the server renders in that currency. An unknown currency changes nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const to = query.get('to');
  const headers = new Headers({
    location: safeBackPath(query.get('back')),
    'cache-control': 'no-store',
  });
  if (isCurrencyCode(to)) headers.append('set-cookie', currencyCookie(to));
  return new Response(null, { status: 303, headers });
}
