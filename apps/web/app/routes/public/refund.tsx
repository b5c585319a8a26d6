import { REFUND_PROCESSING_HOURS } from '@hs/domain/refund-window';
import type { Route } from './+types/refund';
import { LegalPage } from './parts/legal-page.tsx';
import { contentMeta } from './parts/meta.ts';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesLegal.refund');
}

// spec 001 section 9: refunds are processed within 48 hours; section 6: team members
// cannot request refunds.
export default function Refund() {
  return (
    <LegalPage
      page="refund"
      sections={['who', 'how', 'time']}
      values={{ hours: REFUND_PROCESSING_HOURS }}
    />
  );
}
