import { clean, escapeHtml, initials, safeColor, safeUrl } from './text.ts';

// spec 001 section 2, Tools: free-email-signature-generator. The HTML is built from escaped
// values only (never the user's own markup), as a table with inline styles because that is
// what mail programs render.

export const SIGNATURE_LAYOUTS = ['stacked', 'bar', 'initials'] as const;
export type SignatureLayout = (typeof SIGNATURE_LAYOUTS)[number];

export interface SignatureInput {
  name: string;
  title?: string;
  company?: string;
  email?: string;
  phone?: string;
  website?: string;
  linkedin?: string;
  color?: string;
  layout?: SignatureLayout;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

function link(href: string, text: string, color: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${color};text-decoration:none;">${escapeHtml(text)}</a>`;
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** The contact lines (email, phone, website, LinkedIn) that are valid, as HTML. */
function contactLines(input: SignatureInput, color: string): string[] {
  const lines: string[] = [];
  const email = safeUrl(input.email ?? '', 'email');
  if (email) lines.push(link(email, email.slice('mailto:'.length), color));
  const phone = safeUrl(input.phone ?? '', 'phone');
  if (phone) lines.push(link(phone, clean(input.phone, 40), color));
  const website = safeUrl(input.website ?? '', 'web');
  if (website) lines.push(link(website, displayUrl(website), color));
  const linkedin = safeUrl(input.linkedin ?? '', 'web');
  if (linkedin) lines.push(link(linkedin, 'LinkedIn', color));
  return lines;
}

/** The signature as an HTML fragment; empty without a name. */
export function emailSignatureHtml(input: SignatureInput): string {
  const name = clean(input.name, 100);
  if (!name) return '';
  const color = safeColor(input.color);
  const title = clean(input.title, 100);
  const company = clean(input.company, 100);
  const layout: SignatureLayout = SIGNATURE_LAYOUTS.includes(input.layout as SignatureLayout)
    ? (input.layout as SignatureLayout)
    : 'stacked';
  const role = [title, company].filter(Boolean).map(escapeHtml).join(' | ');
  const contacts = contactLines(input, color);

  const details =
    `<div style="${FONT}font-size:16px;font-weight:bold;color:#111827;">${escapeHtml(name)}</div>` +
    (role ? `<div style="${FONT}font-size:13px;color:#4b5563;margin-top:2px;">${role}</div>` : '') +
    (contacts.length
      ? `<div style="${FONT}font-size:13px;margin-top:8px;line-height:20px;">${contacts.join('<br>')}</div>`
      : '');

  let left = '';
  if (layout === 'bar') {
    left = `<td style="width:4px;background:${color};" width="4"></td><td style="width:12px;" width="12"></td>`;
  } else if (layout === 'initials') {
    left =
      `<td style="vertical-align:top;padding-right:12px;"><div style="${FONT}width:48px;height:48px;border-radius:24px;background:${color};color:#ffffff;font-size:18px;font-weight:bold;line-height:48px;text-align:center;">` +
      `${escapeHtml(initials(name))}</div></td>`;
  }
  return (
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;">` +
    `<tr>${left}<td style="vertical-align:top;">${details}</td></tr></table>`
  );
}
