import { escapeHtml } from '@hs/domain/tools/text';
import type { Mail } from './mailer.ts';

function layout(title: string, body: string, action?: { label: string; url: string }): string {
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0d9488;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="color:#64748b;font-size:13px">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${button}<p style="color:#64748b;font-size:13px">Headshot Studio</p></body></html>`;
}

/** A mail of one paragraph and, optionally, one button (its link also written out). */
export function mail(
  kind: string,
  to: string,
  subject: string,
  body: string,
  action?: { label: string; url: string; token?: string },
): Mail {
  const text = action ? `${body}\n\n${action.label}: ${action.url}\n` : `${body}\n`;
  const secrets = action?.token === undefined ? [] : [action.token];
  return { kind, to, subject, text, html: layout(subject, body, action), secrets };
}

// The links below carry one-time tokens: the token goes along as the mail's secret, so the
// outbox keeps it redacted (decision 012).
export const magicLinkMail = (to: string, url: string, token: string) =>
  mail(
    'magic-link',
    to,
    'Your sign-in link',
    'Use this link to sign in to Headshot Studio. It works once and expires in 10 minutes.',
    { label: 'Sign in', url, token },
  );

export const verifyEmailMail = (to: string, url: string, token: string) =>
  mail(
    'verify-email',
    to,
    'Confirm your email address',
    'Confirm your email address to finish creating your Headshot Studio account.',
    { label: 'Confirm email', url, token },
  );

export const resetPasswordMail = (to: string, url: string, token: string) =>
  mail(
    'reset-password',
    to,
    'Reset your password',
    'Someone asked to reset the password of your Headshot Studio account. If it was you, choose a new password with this link. It expires in 1 hour.',
    { label: 'Choose a new password', url, token },
  );

export const existingAccountMail = (to: string, url: string) =>
  mail(
    'existing-account',
    to,
    'You already have an account',
    'Someone tried to sign up with this email address, which already has a Headshot Studio account. If it was you, sign in instead, or reset your password.',
    { label: 'Sign in', url },
  );

/** A mail whose body is a person's own text: kept as text, escaped in the HTML. */
function textMail(kind: string, to: string, subject: string, intro: string, quoted: string): Mail {
  const text = `${intro}\n\n${quoted}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p><blockquote style="white-space:pre-wrap;border-left:3px solid #cbd5e1;margin:16px 0;padding:4px 12px;color:#334155">${escapeHtml(quoted)}</blockquote><p style="color:#64748b;font-size:13px">Headshot Studio</p></body></html>`;
  return { kind, to, subject, text, html };
}

// spec 001 section 8: the submitted view's words; the requester's copy of what they sent.
const SUPPORT_RECEIVED = "We've got your message! We will get back to you as soon as possible.";

/**
 * The requester's copy of what they sent goes only to their account's confirmed address
 * (issue 35 item 3): to an address a visitor typed, the mail says nothing of theirs.
 */
export const supportConfirmationMail = (to: string, brand: string, message: string | null) =>
  message === null
    ? mail('support-confirmation', to, `Your request to ${brand}`, SUPPORT_RECEIVED)
    : textMail(
        'support-confirmation',
        to,
        `Your request to ${brand}`,
        `${SUPPORT_RECEIVED} You wrote:`,
        message,
      );

export const supportNotificationMail = (
  to: string,
  request: { type: string; name: string; email: string; page: string; id: string; message: string },
  inboxUrl: string,
) =>
  textMail(
    'support-notification',
    to,
    `New ${request.type} request from ${request.name}`,
    `${request.name} <${request.email}> wrote from ${request.page || 'an unknown page'}. Answer in the inbox: ${inboxUrl}`,
    request.message,
  );

export const supportReplyMail = (to: string, brand: string, reply: string) =>
  textMail(
    'support-reply',
    to,
    `Re: Your request to ${brand}`,
    `${brand} support answered:`,
    reply,
  );

/** issue 17: an e-mail invite to join an organization; the link's id is the secret. */
export const organizationInviteMail = (
  to: string,
  organizationName: string,
  url: string,
  token: string,
  { reminder = false, name = null }: { reminder?: boolean; name?: string | null } = {},
) =>
  mail(
    reminder ? 'organization-invite-reminder' : 'organization-invite',
    to,
    reminder
      ? `Reminder: ${organizationName} is waiting for your headshots`
      : `${organizationName} invited you to get your headshots`,
    `${name ? `Hi ${name}! ` : ''}${reminder ? 'A friendly reminder: ' : ''}${organizationName} invited you to create your professional headshots with Headshot Studio. Accept the invite, upload a few selfies, and your team lead's plan covers the rest.`,
    { label: 'Accept the invite', url, token },
  );
