import { photosNeededMail } from '../generation/photos-needed-mail.ts';
import { headshotsReadyMail } from '../generation/ready-mail.ts';
import { receiptMail } from '../billing/receipt.ts';
import { refundedMail } from '../billing/refund-mail.ts';
import type { Mail } from './mailer.ts';
import {
  existingAccountMail,
  magicLinkMail,
  organizationInviteMail,
  resetPasswordMail,
  supportConfirmationMail,
  supportNotificationMail,
  supportReplyMail,
  verifyEmailMail,
} from './templates.ts';

// Issue 19, Content: the back office's template preview. Every mail the product sends,
// rendered by its own template with sample values; links point at example.invalid, so
// nothing shown here signs anyone in.

const TO = 'alex@example.invalid';
const SITE = 'https://headshots.example.invalid';
const TOKEN = 'sample-one-time-token';

/** The previews, one for each kind of mail, in the order a customer meets them. */
export function mailPreviews(brand: string): Pick<Mail, 'kind' | 'subject' | 'text' | 'html'>[] {
  const request = {
    type: 'support',
    name: 'Alex Sample',
    email: TO,
    page: `${SITE}/pricing`,
    id: 'sample-request',
    message: 'Can I change my backdrop after ordering?',
  };
  const mails: Mail[] = [
    verifyEmailMail(TO, `${SITE}/api/auth/verify-email?token=${TOKEN}`, TOKEN),
    magicLinkMail(TO, `${SITE}/api/auth/magic-link/verify?token=${TOKEN}`, TOKEN),
    resetPasswordMail(TO, `${SITE}/auth/reset-password?token=${TOKEN}`, TOKEN),
    existingAccountMail(TO, `${SITE}/auth/login`),
    receiptMail({
      to: TO,
      paymentId: 'pay_sample',
      items: ['Professional headshots'],
      amount: '$39.00',
      invoiceUrl: `${SITE}/app/invoice?id=pay_sample`,
      test: false,
    }),
    headshotsReadyMail(TO, `${SITE}/app/results`, 100, 'en'),
    photosNeededMail(TO, `${SITE}/app/upload?modelId=sample-model`, 'en'),
    refundedMail({
      to: TO,
      locale: 'en',
      amount: 3900,
      currency: 'usd',
      test: false,
      reversals: [{ kind: 'package', granted: 1, reversed: 1, spent: 0 }],
      restored: false,
    }),
    supportConfirmationMail(TO, brand, request.message),
    supportNotificationMail(`support@example.invalid`, request, `${SITE}/admin/support`),
    supportReplyMail(TO, brand, 'Yes: open your results and choose Remix.'),
    organizationInviteMail(TO, 'Acme Inc.', `${SITE}/invite?invite=${TOKEN}`, TOKEN, {
      name: 'Alex',
    }),
    organizationInviteMail(TO, 'Acme Inc.', `${SITE}/invite?invite=${TOKEN}`, TOKEN, {
      reminder: true,
    }),
  ];
  return mails.map(({ kind, subject, text, html }) => ({ kind, subject, text, html }));
}
