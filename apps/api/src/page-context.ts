import { eq } from 'drizzle-orm';
import type { PageContext } from '@hs/contracts/page-context';
import { appUser } from '@hs/db/schema';
import { countryFromAcceptLanguage, normalizeCountryCode } from '@hs/domain/location';
import type { Services } from './context.ts';
import { toUserDetails } from './routes/user.ts';

/** The viewer (from the session cookie) and runtime switches for server-rendered pages. */
export async function loadPageContext(services: Services, request: Request): Promise<PageContext> {
  const [session, parameters] = await Promise.all([
    services.auth.api.getSession({ headers: request.headers }).catch(() => null),
    services.parameters.get(),
  ]);
  let viewer: PageContext['viewer'] = null;
  if (session) {
    const isAnonymous = (session.user as { isAnonymous?: boolean | null }).isAnonymous === true;
    const [row] = await services.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.uid, session.user.id));
    viewer = {
      uid: session.user.id,
      email: session.user.email,
      name: session.user.name,
      isAnonymous,
      user: row ? toUserDetails(row, isAnonymous) : null,
    };
  }
  // spec 000 section 9: the currency derives from the country, so SSR needs it (as GET /user/location).
  const header = services.config.countryHeader;
  const countryCode =
    (header ? normalizeCountryCode(request.headers.get(header)) : null) ??
    countryFromAcceptLanguage(request.headers.get('accept-language'));
  return { viewer, parameters, oauthProviders: services.config.oauthProviders, countryCode };
}
