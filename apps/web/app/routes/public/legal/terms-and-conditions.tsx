import type { Route } from './+types/terms-and-conditions';
import { LegalPage } from '../parts/legal-page.tsx';
import { contentMeta } from '../parts/meta.ts';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesLegal.terms');
}

// spec 001 section 2 (Other): a footer link of the public site.
export default function TermsAndConditions() {
  return (
    <LegalPage
      page="terms"
      sections={['service', 'account', 'photos', 'payment', 'use', 'liability', 'changes']}
    />
  );
}
