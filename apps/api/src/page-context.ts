import { eq } from 'drizzle-orm';
import type { PageContext } from '@hs/contracts/page-context';
import { appUser } from '@hs/db/schema';
import { impersonationEnded } from '@hs/domain/impersonation';
import { PREFERRED_CURRENCY_COOKIE, isSelectable } from '@hs/domain/currency';
import { countryFromAcceptLanguage, normalizeCountryCode } from '@hs/domain/location';
import { parse } from 'hono/utils/cookie';
import { TRACKING_COOKIE } from '@hs/domain/tracking';
import { DEFAULT_BILLING_CONFIG, paymentsMode } from './billing/config.ts';
import { verifiedParity } from './billing/parity.ts';
import type { Services } from './context.ts';
import { balancesOf } from './entitlements/ledger.ts';
import { toUserDetails } from './user/service.ts';
import type { VisitorFacts } from './public-cache/visitor-key.ts';

/** What `visitorFacts` reads of a request: its headers (a Request, or a Node request's). */
export interface HeaderSource {
  headers: { get(name: string): string | null };
}

/**
 * The visitor facts a signed-out page depends on: the country (currency), the verified
 * parity and the currency they chose, when their country may use it (so a forged cookie
 * adds at most one page per selectable currency to the cache).
 */
export function visitorFacts(services: Services, request: HeaderSource): VisitorFacts {
  // spec 000 section 9: the currency derives from the country, so SSR needs it (as GET /user/location).
  const header = services.config.countryHeader;
  const countryCode =
    (header ? normalizeCountryCode(request.headers.get(header)) : null) ??
    countryFromAcceptLanguage(request.headers.get('accept-language'));
  const cookie = request.headers.get('cookie');
  const cookies = cookie ? parse(cookie) : {};
  const chosen = cookies[PREFERRED_CURRENCY_COOKIE];
  return {
    countryCode,
    parity: verifiedParity(services.fileSecret, cookies[TRACKING_COOKIE.parity]),
    currency: isSelectable(chosen, countryCode) ? chosen : null,
  };
}

/** The page context of a signed-out visitor with these facts (what a cached page is rendered from). */
export async function signedOutPageContext(
  services: Services,
  facts: VisitorFacts,
): Promise<PageContext> {
  return {
    viewer: null,
    parameters: await services.parameters.get(),
    oauthProviders: services.config.oauthProviders,
    countryCode: facts.countryCode,
    payments: paymentsMode(services.config.billing ?? DEFAULT_BILLING_CONFIG),
    supportEmail: services.config.supportEmail ?? 'support@localhost',
    parity: facts.parity,
    currency: facts.currency,
  };
}

/** The viewer (from the session cookie) and runtime switches for server-rendered pages. */
export async function loadPageContext(services: Services, request: Request): Promise<PageContext> {
  const [session, signedOut] = await Promise.all([
    services.auth.api.getSession({ headers: request.headers }).catch(() => null),
    signedOutPageContext(services, visitorFacts(services, request)),
  ]);
  if (!session) return signedOut;
  const { impersonatedBy } = session.session as { impersonatedBy?: string | null };
  if (impersonatedBy && impersonationEnded(new Date(session.session.createdAt), new Date())) {
    return signedOut;
  }
  const isAnonymous = (session.user as { isAnonymous?: boolean | null }).isAnonymous === true;
  const [row] = await services.database.db
    .select()
    .from(appUser)
    .where(eq(appUser.uid, session.user.id));
  const [staff] = impersonatedBy
    ? await services.database.db
        .select({ uid: appUser.uid, email: appUser.email })
        .from(appUser)
        .where(eq(appUser.uid, impersonatedBy))
    : [];
  const viewer: PageContext['viewer'] = {
    uid: session.user.id,
    email: session.user.email,
    name: session.user.name,
    isAnonymous,
    user: row
      ? toUserDetails(
          row,
          isAnonymous,
          (await balancesOf(services.database.db, row.uid)).studio_credits ?? 0,
        )
      : null,
    impersonatedBy: impersonatedBy ? (staff ?? { uid: impersonatedBy, email: '' }) : null,
  };
  return { ...signedOut, viewer };
}
