import { clean, escapeHtml, initials, safeColor, safeUrl } from './text.ts';

// spec 001 section 2, Tools: free-team-page-generator. People in, an HTML snippet out, built
// from escaped values only; photos must be https addresses.

export const TEAM_PAGE_MAX_MEMBERS = 60;

export interface TeamMemberInput {
  name: string;
  role?: string;
  photoUrl?: string;
  linkedin?: string;
  bio?: string;
}

export interface TeamPageInput {
  title?: string;
  intro?: string;
  color?: string;
  members: readonly TeamMemberInput[];
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

function avatar(member: TeamMemberInput, name: string, color: string): string {
  const photo = safeUrl(member.photoUrl ?? '', 'web');
  if (photo && photo.startsWith('https://')) {
    return `<img src="${escapeHtml(photo)}" alt="${escapeHtml(name)}" width="120" height="120" style="width:120px;height:120px;border-radius:60px;object-fit:cover;display:block;margin:0 auto;">`;
  }
  return `<div aria-hidden="true" style="${FONT}width:120px;height:120px;border-radius:60px;background:${color};color:#ffffff;font-size:40px;font-weight:bold;line-height:120px;text-align:center;margin:0 auto;">${escapeHtml(initials(name))}</div>`;
}

function card(member: TeamMemberInput, color: string): string | null {
  const name = clean(member.name, 100);
  if (!name) return null;
  const role = clean(member.role, 100);
  const bio = clean(member.bio, 300);
  const linkedin = safeUrl(member.linkedin ?? '', 'web');
  return (
    `<div style="${FONT}width:200px;padding:16px;text-align:center;box-sizing:border-box;">` +
    avatar(member, name, color) +
    `<h3 style="font-size:17px;margin:12px 0 2px;color:#111827;">${escapeHtml(name)}</h3>` +
    (role ? `<p style="font-size:14px;margin:0;color:${color};">${escapeHtml(role)}</p>` : '') +
    (bio
      ? `<p style="font-size:13px;margin:8px 0 0;color:#4b5563;line-height:1.5;">${escapeHtml(bio)}</p>`
      : '') +
    (linkedin
      ? `<p style="font-size:13px;margin:8px 0 0;"><a href="${escapeHtml(linkedin)}" style="color:${color};">LinkedIn</a></p>`
      : '') +
    `</div>`
  );
}

/** The team section as an HTML fragment; empty when nobody has a name. */
export function teamPageHtml(input: TeamPageInput): string {
  const color = safeColor(input.color);
  const cards = input.members
    .slice(0, TEAM_PAGE_MAX_MEMBERS)
    .map((m) => card(m, color))
    .filter((c): c is string => c !== null);
  if (cards.length === 0) return '';
  const title = clean(input.title, 120);
  const intro = clean(input.intro, 400);
  return (
    `<section style="${FONT}max-width:960px;margin:0 auto;padding:32px 16px;">` +
    (title
      ? `<h2 style="font-size:28px;text-align:center;margin:0 0 8px;color:#111827;">${escapeHtml(title)}</h2>`
      : '') +
    (intro
      ? `<p style="font-size:16px;text-align:center;margin:0 0 24px;color:#4b5563;">${escapeHtml(intro)}</p>`
      : '') +
    `<div style="display:flex;flex-wrap:wrap;justify-content:center;gap:8px;">${cards.join('')}</div>` +
    `</section>`
  );
}
