import type { Backdrop } from '../schema/catalogue.ts';

// The backdrop catalogue the local engine can render (ARCHITECTURE: generation engines).
export const STYLES: {
  id: string;
  name: string;
  description: string;
  backdrop: Backdrop;
  /** The style for a generative engine: clothing, backdrop, light (style.prompt). */
  prompt: string;
  preselected: boolean;
}[] = [
  {
    id: 'studio-grey',
    name: 'Studio grey',
    description: 'Classic mid-grey studio paper, soft vignette.',
    backdrop: { kind: 'gradient', colors: ['#9ca3af', '#4b5563'] },
    prompt:
      'wearing a dark suit jacket, on a mid-grey seamless studio backdrop with a soft vignette, soft key light from the side',
    preselected: true,
  },
  {
    id: 'office-white',
    name: 'Bright white',
    description: 'Clean white for company pages and ID photos.',
    backdrop: { kind: 'solid', colors: ['#f8fafc'] },
    prompt: 'wearing smart business attire, on a clean bright white backdrop, even soft light',
    preselected: true,
  },
  {
    id: 'navy-executive',
    name: 'Navy executive',
    description: 'Deep navy gradient for leadership profiles.',
    backdrop: { kind: 'gradient', colors: ['#1e3a8a', '#0f172a'] },
    prompt:
      'wearing a tailored navy suit, on a deep navy gradient backdrop, executive portrait lighting',
    preselected: false,
  },
  {
    id: 'warm-beige',
    name: 'Warm beige',
    description: 'Soft warm tone, friendly and approachable.',
    backdrop: { kind: 'gradient', colors: ['#f5e6d3', '#d6bfa3'] },
    prompt:
      'wearing a light knit sweater, on a warm beige backdrop, soft warm window light, friendly expression',
    preselected: false,
  },
  {
    id: 'charcoal',
    name: 'Charcoal',
    description: 'Dark charcoal for a dramatic, editorial look.',
    backdrop: { kind: 'gradient', colors: ['#374151', '#111827'] },
    prompt: 'wearing a black blazer, on a dark charcoal backdrop, dramatic editorial side light',
    preselected: false,
  },
  {
    id: 'teal-brand',
    name: 'Teal accent',
    description: 'A calm teal that stands out on LinkedIn.',
    backdrop: { kind: 'gradient', colors: ['#5eead4', '#0f766e'] },
    prompt: 'wearing a crisp white shirt, on a calm teal backdrop, bright even light',
    preselected: false,
  },
  {
    id: 'sky-blue',
    name: 'Sky blue',
    description: 'Light blue, fresh and optimistic.',
    backdrop: { kind: 'gradient', colors: ['#e0f2fe', '#7dd3fc'] },
    prompt: 'wearing a light blue shirt, on a light sky-blue backdrop, fresh airy light',
    preselected: false,
  },
  {
    id: 'forest-green',
    name: 'Forest green',
    description: 'Muted green for a natural, confident feel.',
    backdrop: { kind: 'gradient', colors: ['#4d7c0f', '#1a2e05'] },
    prompt: 'wearing a neutral linen jacket, on a muted forest green backdrop, natural soft light',
    preselected: false,
  },
];
