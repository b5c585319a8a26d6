import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALES } from '../locale.ts';
import { emailSignatureHtml } from './email-signature.ts';
import { BIO_MAX, linkedinBio } from './linkedin-bio.ts';
import { HEADLINE_MAX, linkedinHeadlines } from './linkedin-headline.ts';
import { linkedinProfile } from './linkedin-profile.ts';
import { teamPageHtml } from './team-page.ts';
import { escapeHtml, fit, initials, joinAnd, safeColor, safeUrl, splitList } from './text.ts';

const locale = fc.constantFrom(...LOCALES);
const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "javascript:alert('x')",
    '&amp;<b>',
  ),
);
const ALLOWED_TAGS = new Set([
  'table',
  'tr',
  'td',
  'div',
  'a',
  'br',
  'section',
  'h2',
  'h3',
  'p',
  'img',
]);

/**
 * The tags of generated HTML with attribute values blanked (escaped text holds no '<' and
 * no '"', so values end where the generator ended them): what a browser would parse.
 */
function tags(html: string): string {
  return [...html.matchAll(/<[^>]*>/g)].map((m) => m[0].replace(/"[^"]*"/g, '""')).join('');
}

/** href and src values. */
function links(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
}

/** Every tag name in generated HTML: only the generator's own may appear. */
function tagNames(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1]!.toLowerCase());
}

describe('text helpers', () => {
  it('splits, cleans and dedupes lists', () => {
    expect(splitList(' SEO, seo ; Content\nStrategy ,, ')).toEqual(['SEO', 'Content', 'Strategy']);
  });
  it('joins in the language', () => {
    expect(joinAnd(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(joinAnd(['a', 'b'], 'es')).toBe('a y b');
    expect(joinAnd(['a'], 'de')).toBe('a');
  });
  it('fits text at a word boundary', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 10, max: 300 }), (s, max) => {
        expect(fit(s, max).length).toBeLessThanOrEqual(max);
      }),
    );
    expect(fit('one two three four', 12)).toBe('one two…');
  });
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
  it('accepts only web, mail and phone links', () => {
    expect(safeUrl('example.com', 'web')).toBe('https://example.com/');
    expect(safeUrl('javascript:alert(1)', 'web')).toBeNull();
    expect(safeUrl('data:text/html,x', 'web')).toBeNull();
    expect(safeUrl('localhost', 'web')).toBeNull();
    expect(safeUrl('ana@example.com', 'email')).toBe('mailto:ana@example.com');
    expect(safeUrl('ana@example', 'email')).toBeNull();
    expect(safeUrl('+31 (0)6 1234 5678', 'phone')).toBe('tel:+31061234567' + '8');
    expect(safeColor('#ABCDEF')).toBe('#abcdef');
    expect(safeColor('red;background:url(x)')).toBe('#0f766e');
    expect(initials('Ana María López')).toBe('AL');
  });
});

describe('LinkedIn headline generator', () => {
  it('gives several headlines built from the input', () => {
    const list = linkedinHeadlines(
      {
        role: 'Product Designer',
        company: 'Acme',
        skills: 'UX research, Figma, Design systems',
        audience: 'SaaS startups',
        achievement: 'Shipped 40+ features',
      },
      'en',
    );
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]).toBe('Product Designer at Acme | UX research · Figma · Design systems');
    expect(list).toContain('Product Designer helping SaaS startups with UX research and Figma');
    const de = linkedinHeadlines({ role: 'Entwicklerin', company: 'Acme', skills: ['Go'] }, 'de');
    expect(de[0]).toBe('Entwicklerin bei Acme | Go');
  });
  it('stays within 220 characters, contains the role, and needs one', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.array(fc.string()),
        fc.string(),
        locale,
        (role, company, skills, audience, l) => {
          const list = linkedinHeadlines({ role, company, skills, audience }, l);
          if (!role.trim()) expect(list).toEqual([]);
          for (const h of list) {
            expect(h.length).toBeLessThanOrEqual(HEADLINE_MAX);
            expect(h.length).toBeGreaterThan(0);
          }
          expect(new Set(list).size).toBe(list.length);
        },
      ),
    );
  });
});

describe('LinkedIn bio generator', () => {
  const input = {
    name: 'Ana López',
    role: 'data analyst',
    company: 'Acme',
    years: 6,
    skills: 'SQL, Python, dashboards',
    audience: 'retail teams',
    achievement: 'cut reporting time by half',
    goal: 'open to new projects',
    tone: 'professional' as const,
  };
  it('writes a short and a long text in the language', () => {
    const en = linkedinBio(input, 'en');
    expect(en.short).toBe(
      'I am Ana López, data analyst at Acme. My work focuses on SQL, Python and dashboards.',
    );
    expect(en.long.split('\n\n')).toHaveLength(4);
    expect(en.long).toContain('6 years of experience');
    expect(linkedinBio(input, 'es').long).toContain('Soy Ana López, data analyst en Acme.');
    expect(linkedinBio({ ...input, tone: 'friendly' }, 'de').short).toMatch(
      /^Hallo! Ich bin Ana López/,
    );
  });
  it('stays within LinkedIn limits', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ maxLength: 500 }),
        fc.array(fc.string({ maxLength: 80 })),
        fc.string({ maxLength: 400 }),
        locale,
        (name, role, skills, achievement, l) => {
          const bio = linkedinBio({ name, role, skills, achievement, tone: 'friendly' }, l);
          expect(bio.long.length).toBeLessThanOrEqual(BIO_MAX);
          expect(bio.short.length).toBeLessThanOrEqual(300);
          if (!role.trim()) expect(bio).toEqual({ short: '', long: '' });
        },
      ),
    );
  });
});

describe('LinkedIn profile generator', () => {
  it('drafts a whole profile', () => {
    const draft = linkedinProfile(
      {
        name: 'Jürgen Weiß',
        role: 'Sales Manager',
        location: 'Berlin',
        skills: 'B2B, CRM',
        tone: 'professional',
      },
      'de',
    );
    expect(draft?.headline).toBe('Sales Manager | B2B · CRM');
    expect(draft?.profileUrl).toBe('linkedin.com/in/jurgen-weiss');
    expect(draft?.skills).toEqual(['B2B', 'CRM']);
    expect(draft?.checklist.join(' ')).toContain('Berlin');
    expect(draft?.about).toContain('Ich bin Jürgen Weiß');
    expect(
      linkedinProfile({ name: 'x', role: ' ', skills: '', tone: 'friendly' }, 'en'),
    ).toBeNull();
  });
});

describe('email signature generator', () => {
  it('renders the details with links', () => {
    const html = emailSignatureHtml({
      name: 'Ana López',
      title: 'CEO',
      company: 'Acme & Co',
      email: 'ana@acme.com',
      phone: '+34 600 000 000',
      website: 'acme.com',
      color: '#112233',
      layout: 'bar',
    });
    expect(html).toContain('Ana López');
    expect(html).toContain('CEO | Acme &amp; Co');
    expect(html).toContain('href="mailto:ana@acme.com"');
    expect(html).toContain('href="tel:+34600000000"');
    expect(html).toContain('href="https://acme.com/"');
    expect(html).toContain('background:#112233');
    expect(emailSignatureHtml({ name: '  ' })).toBe('');
  });
  it('never lets user input become markup', () => {
    fc.assert(
      fc.property(
        nasty,
        nasty,
        nasty,
        nasty,
        nasty,
        fc.constantFrom('stacked', 'bar', 'initials') as fc.Arbitrary<'stacked'>,
        (name, title, email, website, color, layout) => {
          const html = emailSignatureHtml({
            name: `x${name}`,
            title,
            email,
            website,
            linkedin: website,
            color,
            layout,
          });
          for (const tag of tagNames(html)) expect(ALLOWED_TAGS).toContain(tag);
          for (const href of links(html)) expect(href).toMatch(/^(https?:|mailto:|tel:)/);
          expect(tags(html)).not.toMatch(/\son[a-z]+=/i);
        },
      ),
    );
  });
});

describe('team page generator', () => {
  it('renders a card per named person', () => {
    const html = teamPageHtml({
      title: 'Our team',
      members: [
        { name: 'Ana López', role: 'CEO', photoUrl: 'https://img.example.com/a.jpg' },
        { name: 'Bo Chen', photoUrl: 'http://insecure.example.com/b.jpg' },
        { name: '' },
      ],
    });
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html).toContain('src="https://img.example.com/a.jpg"');
    expect(html).not.toContain('insecure');
    expect(html).toContain('>BC</div>');
    expect(teamPageHtml({ members: [] })).toBe('');
  });
  it('never lets user input become markup', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ name: nasty, role: nasty, photoUrl: nasty, linkedin: nasty, bio: nasty }),
          { maxLength: 5 },
        ),
        nasty,
        nasty,
        (members, title, intro) => {
          const html = teamPageHtml({ title, intro, members });
          for (const tag of tagNames(html)) expect(ALLOWED_TAGS).toContain(tag);
          for (const href of links(html)) expect(href).toMatch(/^(https?:|mailto:|tel:)/);
          expect(tags(html)).not.toMatch(/\son[a-z]+=/i);
        },
      ),
    );
  });
});
