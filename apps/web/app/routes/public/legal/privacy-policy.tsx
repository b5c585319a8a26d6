import type { Route } from './+types/privacy-policy';
import { LegalPage } from '../parts/legal-page.tsx';
import { contentMeta } from '../parts/meta.ts';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesLegal.privacy');
}

// spec 001 section 2 (Other): a footer link of the public site.
export default function PrivacyPolicy() {
  return (
    <LegalPage
      page="privacy"
      sections={['what', 'why', 'where', 'cookies', 'retention', 'rights']}
    />
  );
}
