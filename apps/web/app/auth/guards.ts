import type { PageContext } from '@hs/contracts/page-context';
import { anonymousRedirect, type StaffRole } from '@hs/domain/roles';
import { localeFromPath, localizePath, stripLocale } from '@hs/domain/locale';
import { DESIGN_SYSTEM_ROLES } from '@hs/domain/staff-menu';
import { loginPageURL } from './login-flow.ts';

// Where each layout sends a request it must not render (spec 001 section 4, Layout access;
// spec 000 section 4, anonymous users). Pure, so loaders and tests share one rule.

type Viewer = PageContext['viewer'];

/** The query the team layout adds to /app so the customer layout shows the refusal toast. */
export const NOT_AUTHORIZED_NOTICE = 'not-authorized';

const TEAM_NEW = '/app/admin/team/new';

/** spec 001 section 2: /auth/login in the page's language, with the encoded path + query. */
export function loginPath(url: URL): string {
  return loginPageURL(localeFromPath(url.pathname), url.pathname + url.search);
}

/** Customer layout: signed in shows the page; anonymous visitors only some /app pages. */
export function customerRedirect(viewer: Viewer, url: URL): string | null {
  if (!viewer) return loginPath(url);
  if (viewer.isAnonymous) return anonymousRedirect(url.pathname);
  // Signed in but the product account is not created yet: the login page finishes it.
  if (!viewer.user) return loginPath(url);
  return null;
}

/** Team-lead layout: team leads with an organization; others to team creation or /app. */
export function teamRedirect(viewer: Viewer, url: URL): string | null {
  if (!viewer) return loginPath(url);
  if (viewer.isAnonymous) return anonymousRedirect(url.pathname);
  if (!viewer.user) return loginPath(url);
  const locale = localeFromPath(url.pathname);
  const onTeamNew = stripLocale(url.pathname).replace(/\/+$/, '') === TEAM_NEW;
  if (!viewer.user.organizationId) return onTeamNew ? null : localizePath(TEAM_NEW, locale);
  if (viewer.user.role !== 'TeamLead') {
    return `${localizePath('/app', locale)}?notice=${NOT_AUTHORIZED_NOTICE}`;
  }
  return null;
}

/**
 * Admin layout: staff only, and never in white-label mode (spec 001 section 2, Layouts);
 * gives the staff role the menu and page access are decided by.
 */
export function adminAccess(
  viewer: Viewer,
  url: URL,
  whiteLabel: boolean,
): { redirect: string } | { role: StaffRole } {
  if (!viewer) return { redirect: loginPath(url) };
  const role = viewer.user?.adminRole;
  if (whiteLabel || !role) return { redirect: '/' };
  return { role };
}

/** Design-system area: admin and dev only (spec 001 section 2 and 6). */
export function designSystemRedirect(viewer: Viewer, url: URL): string | null {
  if (!viewer) return loginPath(url);
  const role = viewer.user?.adminRole;
  if (!role || !DESIGN_SYSTEM_ROLES.includes(role)) return '/';
  return null;
}

/**
 * The guards depend on the path (anonymous pages, team creation, per-page staff access),
 * so a layout's loader runs again on every navigation that changes it.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}
