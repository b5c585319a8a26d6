import type { Locale } from '../locale.ts';
import { clean, fit, joinAnd, splitList } from './text.ts';

// spec 001 section 2, Tools: free-linkedin-bio-generator. The About section from templates in
// the person's language, first person, in a professional or a friendly tone.

// LinkedIn's About limit.
export const BIO_MAX = 2600;
export const BIO_TONES = ['professional', 'friendly'] as const;
export type BioTone = (typeof BIO_TONES)[number];

export interface BioInput {
  name: string;
  role: string;
  company?: string;
  years?: number | null;
  skills: string | readonly string[];
  audience?: string;
  achievement?: string;
  goal?: string;
  tone: BioTone;
}

export interface Bio {
  short: string;
  long: string;
}

interface P {
  name: string;
  role: string;
  company: string;
  years: number | null;
  skills: string[];
  audience: string;
  achievement: string;
  goal: string;
  tone: BioTone;
}

type Copy = {
  opening: (p: P) => string;
  years: (p: P) => string;
  skills: (p: P, list: string) => string;
  audience: (p: P) => string;
  achievement: (p: P) => string;
  goal: (p: P) => string;
  closing: (p: P) => string;
};

const COPY: Record<Locale, Copy> = {
  en: {
    opening: (p) =>
      p.tone === 'friendly'
        ? `Hi! ${p.name ? `I'm ${p.name}, ` : "I'm "}${p.role}${p.company ? ` at ${p.company}` : ''}.`
        : `${p.name ? `I am ${p.name}, ` : 'I am '}${p.role}${p.company ? ` at ${p.company}` : ''}.`,
    years: (p) =>
      `I have ${p.years} ${p.years === 1 ? 'year' : 'years'} of experience in my field.`,
    skills: (p, list) =>
      p.tone === 'friendly'
        ? `Most days you will find me working on ${list}.`
        : `My work focuses on ${list}.`,
    audience: (p) =>
      p.tone === 'friendly'
        ? `I love helping ${p.audience}.`
        : `I help ${p.audience} get results they can measure.`,
    achievement: (p) => `One thing I am proud of: ${p.achievement}.`,
    goal: (p) => `Right now I am ${p.goal}.`,
    closing: (p) =>
      p.tone === 'friendly'
        ? 'Say hello — I am always happy to connect.'
        : 'Feel free to connect or send me a message.',
  },
  es: {
    opening: (p) =>
      p.tone === 'friendly'
        ? `¡Hola! ${p.name ? `Soy ${p.name}, ` : 'Soy '}${p.role}${p.company ? ` en ${p.company}` : ''}.`
        : `${p.name ? `Soy ${p.name}, ` : 'Soy '}${p.role}${p.company ? ` en ${p.company}` : ''}.`,
    years: (p) => `Tengo ${p.years} ${p.years === 1 ? 'año' : 'años'} de experiencia en mi campo.`,
    skills: (p, list) =>
      p.tone === 'friendly'
        ? `Casi todos los días trabajo en ${list}.`
        : `Mi trabajo se centra en ${list}.`,
    audience: (p) =>
      p.tone === 'friendly'
        ? `Me encanta ayudar a ${p.audience}.`
        : `Ayudo a ${p.audience} a conseguir resultados medibles.`,
    achievement: (p) => `Algo de lo que me enorgullezco: ${p.achievement}.`,
    goal: (p) => `Ahora mismo estoy ${p.goal}.`,
    closing: (p) =>
      p.tone === 'friendly'
        ? 'Escríbeme: siempre me alegra conectar.'
        : 'No dudes en conectar conmigo o enviarme un mensaje.',
  },
  de: {
    opening: (p) =>
      p.tone === 'friendly'
        ? `Hallo! ${p.name ? `Ich bin ${p.name}, ` : 'Ich bin '}${p.role}${p.company ? ` bei ${p.company}` : ''}.`
        : `${p.name ? `Ich bin ${p.name}, ` : 'Ich bin '}${p.role}${p.company ? ` bei ${p.company}` : ''}.`,
    years: (p) =>
      `Ich bringe ${p.years} ${p.years === 1 ? 'Jahr' : 'Jahre'} Erfahrung in meinem Fachgebiet mit.`,
    skills: (p, list) =>
      p.tone === 'friendly'
        ? `Meistens beschäftige ich mich mit ${list}.`
        : `Mein Schwerpunkt liegt auf ${list}.`,
    audience: (p) =>
      p.tone === 'friendly'
        ? `Ich helfe gern ${p.audience}.`
        : `Ich unterstütze ${p.audience} dabei, messbare Ergebnisse zu erzielen.`,
    achievement: (p) => `Darauf bin ich stolz: ${p.achievement}.`,
    goal: (p) => `Aktuell bin ich ${p.goal}.`,
    closing: (p) =>
      p.tone === 'friendly'
        ? 'Schreib mir gern – ich freue mich über neue Kontakte.'
        : 'Vernetzen Sie sich gern mit mir oder schreiben Sie mir eine Nachricht.',
  },
};

function parts(input: BioInput): P {
  const years =
    typeof input.years === 'number' && Number.isFinite(input.years)
      ? Math.round(input.years)
      : null;
  return {
    name: clean(input.name, 100),
    role: clean(input.role, 100),
    company: clean(input.company, 100),
    years: years !== null && years > 0 && years <= 70 ? years : null,
    skills: splitList(input.skills, 8),
    audience: clean(input.audience, 150),
    achievement: clean(input.achievement, 300).replace(/[.!]+$/, ''),
    goal: clean(input.goal, 200).replace(/[.!]+$/, ''),
    tone: input.tone === 'friendly' ? 'friendly' : 'professional',
  };
}

/**
 * A short bio (two or three sentences) and a long About text (paragraphs), both within
 * LinkedIn's 2600 characters; empty strings without a role.
 */
export function linkedinBio(input: BioInput, locale: Locale): Bio {
  const p = parts(input);
  if (!p.role) return { short: '', long: '' };
  const c = COPY[locale];
  const list = joinAnd(p.skills, locale);
  const intro = [c.opening(p), p.years ? c.years(p) : null].filter(Boolean).join(' ');
  const work = [p.skills.length ? c.skills(p, list) : null, p.audience ? c.audience(p) : null]
    .filter(Boolean)
    .join(' ');
  const proof = [p.achievement ? c.achievement(p) : null, p.goal ? c.goal(p) : null]
    .filter(Boolean)
    .join(' ');
  const long = [intro, work, proof, c.closing(p)].filter(Boolean).join('\n\n');
  const short = [
    c.opening(p),
    p.skills.length ? c.skills(p, joinAnd(p.skills.slice(0, 3), locale)) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return { short: fit(short, 300), long: fit(long, BIO_MAX) };
}
