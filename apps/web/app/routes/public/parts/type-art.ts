import type { HeadshotType } from '@hs/domain/headshot-types';

// The drawing of each headshot type: its suggested backdrop (seeded catalogue colours) and
// an outfit colour that fits the job. Illustrations only.
export const TYPE_ART: Record<HeadshotType, { colors: string[]; outfit: string }> = {
  linkedin: { colors: ['#14b8a6', '#0f766e'], outfit: '#1f2937' },
  corporate: { colors: ['#f8fafc'], outfit: '#1e3a8a' },
  professional: { colors: ['#9ca3af', '#4b5563'], outfit: '#334155' },
  actor: { colors: ['#374151', '#111827'], outfit: '#7c2d12' },
  doctor: { colors: ['#e0f2fe', '#7dd3fc'], outfit: '#f1f5f9' },
  lawyer: { colors: ['#1e3a8a', '#0f172a'], outfit: '#111827' },
  'real-estate': { colors: ['#f8fafc'], outfit: '#0f766e' },
  nurse: { colors: ['#bae6fd', '#38bdf8'], outfit: '#1d4ed8' },
  teacher: { colors: ['#e7d5c0', '#b08968'], outfit: '#365314' },
  executive: { colors: ['#1e3a8a', '#0f172a'], outfit: '#0f172a' },
};
