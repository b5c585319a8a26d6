import type { Route } from './+types/security-policy';
import { LegalPage } from '../parts/legal-page.tsx';
import { contentMeta } from '../parts/meta.ts';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesLegal.security');
}

// spec 001 section 2 (Other): a footer link of the public site.
export default function SecurityPolicy() {
  return (
    <LegalPage
      page="security"
      sections={['access', 'transport', 'accounts', 'staff', 'report', 'software']}
    />
  );
}
