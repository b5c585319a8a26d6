import type { Backdrop } from '../schema/catalogue.ts';

// The backdrop catalogue the local engine can render (ARCHITECTURE: generation engines).
export const STYLES: {
  id: string;
  name: string;
  description: string;
  backdrop: Backdrop;
  preselected: boolean;
}[] = [
  {
    id: 'studio-grey',
    name: 'Studio grey',
    description: 'Classic mid-grey studio paper, soft vignette.',
    backdrop: { kind: 'gradient', colors: ['#9ca3af', '#4b5563'] },
    preselected: true,
  },
  {
    id: 'office-white',
    name: 'Bright white',
    description: 'Clean white for company pages and ID photos.',
    backdrop: { kind: 'solid', colors: ['#f8fafc'] },
    preselected: true,
  },
  {
    id: 'navy-executive',
    name: 'Navy executive',
    description: 'Deep navy gradient for leadership profiles.',
    backdrop: { kind: 'gradient', colors: ['#1e3a8a', '#0f172a'] },
    preselected: false,
  },
  {
    id: 'warm-beige',
    name: 'Warm beige',
    description: 'Soft warm tone, friendly and approachable.',
    backdrop: { kind: 'gradient', colors: ['#f5e6d3', '#d6bfa3'] },
    preselected: false,
  },
  {
    id: 'charcoal',
    name: 'Charcoal',
    description: 'Dark charcoal for a dramatic, editorial look.',
    backdrop: { kind: 'gradient', colors: ['#374151', '#111827'] },
    preselected: false,
  },
  {
    id: 'teal-brand',
    name: 'Teal accent',
    description: 'A calm teal that stands out on LinkedIn.',
    backdrop: { kind: 'gradient', colors: ['#5eead4', '#0f766e'] },
    preselected: false,
  },
  {
    id: 'sky-blue',
    name: 'Sky blue',
    description: 'Light blue, fresh and optimistic.',
    backdrop: { kind: 'gradient', colors: ['#e0f2fe', '#7dd3fc'] },
    preselected: false,
  },
  {
    id: 'forest-green',
    name: 'Forest green',
    description: 'Muted green for a natural, confident feel.',
    backdrop: { kind: 'gradient', colors: ['#4d7c0f', '#1a2e05'] },
    preselected: false,
  },
];
