import type { Locale } from '../locale.ts';
import { slugify } from '../slug.ts';
import { linkedinBio, type BioTone } from './linkedin-bio.ts';
import { linkedinHeadlines } from './linkedin-headline.ts';
import { clean, splitList } from './text.ts';

// spec 001 section 2, Tools: free-linkedin-profile-generator. A whole profile draft: headline,
// About, skills, a custom profile address and a checklist, from the same templates.

export interface ProfileInput {
  name: string;
  role: string;
  company?: string;
  location?: string;
  years?: number | null;
  skills: string | readonly string[];
  audience?: string;
  achievement?: string;
  tone: BioTone;
}

export interface ProfileDraft {
  headline: string;
  alternativeHeadlines: string[];
  about: string;
  skills: string[];
  /** A suggested custom address, e.g. linkedin.com/in/ana-lopez. */
  profileUrl: string | null;
  checklist: string[];
}

const CHECKLIST: Record<Locale, (p: { location: string; skills: number }) => string[]> = {
  en: ({ location, skills }) => [
    'Use a recent professional headshot: face centred, plain background, good light.',
    'Add a banner image that shows your work or your company.',
    location
      ? `Set your location to ${location} so recruiters nearby find you.`
      : 'Set your location so recruiters nearby find you.',
    skills < 5 ? 'List at least five skills; pin your top three.' : 'Pin your top three skills.',
    'Ask two colleagues for a recommendation.',
    'Turn on "Open to work" or "Providing services" if it applies.',
  ],
  es: ({ location, skills }) => [
    'Usa un retrato profesional reciente: cara centrada, fondo liso y buena luz.',
    'Añade una imagen de portada que muestre tu trabajo o tu empresa.',
    location
      ? `Indica ${location} como ubicación para que te encuentren los reclutadores de la zona.`
      : 'Indica tu ubicación para que te encuentren los reclutadores de la zona.',
    skills < 5
      ? 'Añade al menos cinco aptitudes y destaca las tres principales.'
      : 'Destaca tus tres aptitudes principales.',
    'Pide una recomendación a dos compañeros.',
    'Activa «Open to work» o «Ofrezco servicios» si te corresponde.',
  ],
  de: ({ location, skills }) => [
    'Verwende ein aktuelles professionelles Porträt: Gesicht mittig, ruhiger Hintergrund, gutes Licht.',
    'Füge ein Titelbild hinzu, das deine Arbeit oder dein Unternehmen zeigt.',
    location
      ? `Gib ${location} als Standort an, damit dich Recruiter in der Nähe finden.`
      : 'Gib deinen Standort an, damit dich Recruiter in der Nähe finden.',
    skills < 5
      ? 'Nenne mindestens fünf Kenntnisse und hebe die drei wichtigsten hervor.'
      : 'Hebe deine drei wichtigsten Kenntnisse hervor.',
    'Bitte zwei Kolleginnen oder Kollegen um eine Empfehlung.',
    'Aktiviere „Offen für Jobs“ oder „Dienstleistungen anbieten“, wenn es passt.',
  ],
};

/** A profile draft; null without a role. */
export function linkedinProfile(input: ProfileInput, locale: Locale): ProfileDraft | null {
  const headlines = linkedinHeadlines(input, locale);
  if (headlines.length === 0) return null;
  const bio = linkedinBio(input, locale);
  const skills = splitList(input.skills, 10);
  const slug = slugify(clean(input.name, 100)).replace(/_/g, '-').slice(0, 100);
  return {
    headline: headlines[0]!,
    alternativeHeadlines: headlines.slice(1),
    about: bio.long,
    skills,
    profileUrl: slug.length >= 3 ? `linkedin.com/in/${slug}` : null,
    checklist: CHECKLIST[locale]({ location: clean(input.location, 100), skills: skills.length }),
  };
}
