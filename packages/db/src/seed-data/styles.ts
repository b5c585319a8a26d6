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
    backdrop: {
      kind: 'gradient',
      colors: ['#9ca3af', '#4b5563'],
      light: { kelvin: 5600, contrast: 0.45, key: 0.5 },
    },
    prompt:
      'wearing a dark suit jacket, on a mid-grey seamless studio backdrop with a soft vignette, soft key light from the side',
    preselected: true,
  },
  {
    id: 'office-white',
    name: 'Bright white',
    description: 'Clean white for company pages and ID photos.',
    backdrop: {
      kind: 'solid',
      colors: ['#f8fafc'],
      light: { kelvin: 5800, side: 0, contrast: 0.15, key: 0.62 },
    },
    prompt: 'wearing smart business attire, on a clean bright white backdrop, even soft light',
    preselected: true,
  },
  {
    id: 'navy-executive',
    name: 'Navy executive',
    description: 'Deep navy gradient for leadership profiles.',
    backdrop: {
      kind: 'gradient',
      colors: ['#1e3a8a', '#0f172a'],
      light: { kelvin: 5400, side: -1, contrast: 0.5, key: 0.45 },
    },
    prompt:
      'wearing a tailored navy suit, on a deep navy gradient backdrop, executive portrait lighting',
    preselected: false,
  },
  {
    id: 'warm-beige',
    name: 'Warm beige',
    description: 'Soft warm tone, friendly and approachable.',
    backdrop: {
      kind: 'gradient',
      colors: ['#f5e6d3', '#d6bfa3'],
      light: { kelvin: 4400, side: 1, contrast: 0.3, key: 0.58 },
    },
    prompt:
      'wearing a light knit sweater, on a warm beige backdrop, soft warm window light, friendly expression',
    preselected: false,
  },
  {
    id: 'charcoal',
    name: 'Charcoal',
    description: 'Dark charcoal for a dramatic, editorial look.',
    backdrop: {
      kind: 'gradient',
      colors: ['#374151', '#111827'],
      light: { kelvin: 5200, side: -1, contrast: 0.8, key: 0.4 },
    },
    prompt: 'wearing a black blazer, on a dark charcoal backdrop, dramatic editorial side light',
    preselected: false,
  },
  {
    id: 'teal-brand',
    name: 'Teal accent',
    description: 'A calm teal that stands out on LinkedIn.',
    backdrop: {
      kind: 'gradient',
      colors: ['#5eead4', '#0f766e'],
      light: { kelvin: 6000, side: 0, contrast: 0.2, key: 0.58 },
    },
    prompt: 'wearing a crisp white shirt, on a calm teal backdrop, bright even light',
    preselected: false,
  },
  {
    id: 'sky-blue',
    name: 'Sky blue',
    description: 'Light blue, fresh and optimistic.',
    backdrop: {
      kind: 'gradient',
      colors: ['#e0f2fe', '#7dd3fc'],
      light: { kelvin: 6500, contrast: 0.2, key: 0.62 },
    },
    prompt: 'wearing a light blue shirt, on a light sky-blue backdrop, fresh airy light',
    preselected: false,
  },
  {
    id: 'forest-green',
    name: 'Forest green',
    description: 'Muted green for a natural, confident feel.',
    backdrop: {
      kind: 'gradient',
      colors: ['#4d7c0f', '#1a2e05'],
      light: { kelvin: 5000, contrast: 0.35, key: 0.5 },
    },
    prompt: 'wearing a neutral linen jacket, on a muted forest green backdrop, natural soft light',
    preselected: false,
  },
];
