import { Outlet } from 'react-router';
import { SiteShell } from '../../components/site-shell.tsx';
import { loadSiteFrame } from '../../components/site/site-frame.ts';
import type { Route } from './+types/layout';

// The header's stats, brand and footer links, read on the server (GET /api/site).
export function loader({ context }: Route.LoaderArgs) {
  return loadSiteFrame(context);
}

// The frame's data does not change while a visitor moves between pages; a page of
// another language is another layout route and loads its own.
export function shouldRevalidate() {
  return false;
}

// The public site's frame (spec 000 section 2, spec 001 section 2 "Other"): header and
// footer around every public page.
export default function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
