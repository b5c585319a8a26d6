import type { Locale } from '../locale.ts';
import { clean, fit, joinAnd, splitList } from './text.ts';

// spec 001 section 2, Tools: free-linkedin-headline-generator. Template-based: a handful of
// proven headline shapes filled with the person's own words, in their language.

// LinkedIn's headline limit.
export const HEADLINE_MAX = 220;

export interface HeadlineInput {
  role: string;
  company?: string;
  skills: string | readonly string[];
  audience?: string;
  achievement?: string;
}

interface Parts {
  role: string;
  company: string;
  skills: string[];
  audience: string;
  achievement: string;
}

type Template = (p: Parts, locale: Locale) => string | null;

const TEMPLATES: Record<Locale, Template[]> = {
  en: [
    (p) =>
      `${p.role}${p.company ? ` at ${p.company}` : ''}${p.skills.length ? ` | ${p.skills.slice(0, 3).join(' · ')}` : ''}`,
    (p, l) =>
      p.audience
        ? `${p.role} helping ${p.audience}${p.skills.length ? ` with ${joinAnd(p.skills.slice(0, 2), l)}` : ''}`
        : null,
    (p) => (p.achievement ? `${p.role} | ${p.achievement}` : null),
    (p) => (p.skills.length ? `${p.skills.slice(0, 4).join(' | ')} | ${p.role}` : null),
    (p, l) =>
      p.skills.length
        ? `${p.role} specialised in ${joinAnd(p.skills.slice(0, 3), l)}${p.audience ? ` for ${p.audience}` : ''}`
        : null,
  ],
  es: [
    (p) =>
      `${p.role}${p.company ? ` en ${p.company}` : ''}${p.skills.length ? ` | ${p.skills.slice(0, 3).join(' · ')}` : ''}`,
    (p, l) =>
      p.audience
        ? `${p.role} que ayuda a ${p.audience}${p.skills.length ? ` con ${joinAnd(p.skills.slice(0, 2), l)}` : ''}`
        : null,
    (p) => (p.achievement ? `${p.role} | ${p.achievement}` : null),
    (p) => (p.skills.length ? `${p.skills.slice(0, 4).join(' | ')} | ${p.role}` : null),
    (p, l) =>
      p.skills.length
        ? `${p.role} con especialidad en ${joinAnd(p.skills.slice(0, 3), l)}${p.audience ? ` para ${p.audience}` : ''}`
        : null,
  ],
  de: [
    (p) =>
      `${p.role}${p.company ? ` bei ${p.company}` : ''}${p.skills.length ? ` | ${p.skills.slice(0, 3).join(' · ')}` : ''}`,
    (p, l) =>
      p.audience
        ? `${p.role} – ich unterstütze ${p.audience}${p.skills.length ? ` bei ${joinAnd(p.skills.slice(0, 2), l)}` : ''}`
        : null,
    (p) => (p.achievement ? `${p.role} | ${p.achievement}` : null),
    (p) => (p.skills.length ? `${p.skills.slice(0, 4).join(' | ')} | ${p.role}` : null),
    (p, l) =>
      p.skills.length
        ? `${p.role} mit Schwerpunkt ${joinAnd(p.skills.slice(0, 3), l)}${p.audience ? ` für ${p.audience}` : ''}`
        : null,
  ],
};

export function headlineParts(input: HeadlineInput): Parts {
  return {
    role: clean(input.role, 100),
    company: clean(input.company, 100),
    skills: splitList(input.skills, 6),
    audience: clean(input.audience, 100),
    achievement: clean(input.achievement, 120),
  };
}

/** Up to five different headlines, each within LinkedIn's 220 characters; none without a role. */
export function linkedinHeadlines(input: HeadlineInput, locale: Locale): string[] {
  const parts = headlineParts(input);
  if (!parts.role) return [];
  const out: string[] = [];
  for (const template of TEMPLATES[locale]) {
    const text = template(parts, locale);
    if (!text) continue;
    const headline = fit(text, HEADLINE_MAX);
    if (!out.includes(headline)) out.push(headline);
  }
  return out;
}
