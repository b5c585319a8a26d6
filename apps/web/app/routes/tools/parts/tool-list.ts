// spec 001 section 2, Tools: the free tools and their paths under /tools.
export const TOOLS = [
  { key: 'headshot', path: '/tools/free-headshot-generator' },
  { key: 'headline', path: '/tools/free-linkedin-headline-generator' },
  { key: 'bio', path: '/tools/free-linkedin-bio-generator' },
  { key: 'profile', path: '/tools/free-linkedin-profile-generator' },
  { key: 'signature', path: '/tools/free-email-signature-generator' },
  { key: 'team', path: '/tools/free-team-page-generator' },
] as const;

export type ToolKey = (typeof TOOLS)[number]['key'];
