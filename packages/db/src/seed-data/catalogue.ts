import type { CATALOGUE_KINDS } from '../schema/catalogue.ts';

type Item = { id: string; name: string; gender?: 'male' | 'female' };

// Real names a professional photographer's wardrobe list would use.
export const CATALOGUE: Record<(typeof CATALOGUE_KINDS)[number], Item[]> = {
  clothing: [
    { id: 'navy-suit', name: 'Navy suit with white shirt', gender: 'male' },
    { id: 'charcoal-suit-tie', name: 'Charcoal suit and tie', gender: 'male' },
    { id: 'open-collar-blazer', name: 'Blazer with open-collar shirt', gender: 'male' },
    { id: 'crewneck-sweater', name: 'Crewneck sweater', gender: 'male' },
    { id: 'black-blazer-blouse', name: 'Black blazer with silk blouse', gender: 'female' },
    { id: 'navy-sheath-dress', name: 'Navy sheath dress', gender: 'female' },
    { id: 'cream-knit', name: 'Cream knit top', gender: 'female' },
    { id: 'white-shirt', name: 'Crisp white shirt' },
    { id: 'denim-shirt', name: 'Denim shirt' },
    { id: 'own-clothes', name: 'My own clothes' },
  ],
  hairstyle: [
    { id: 'as-uploaded', name: 'As in my photos' },
    { id: 'neat-side-part', name: 'Neat side part' },
    { id: 'slicked-back', name: 'Slicked back' },
    { id: 'loose-waves', name: 'Loose waves' },
    { id: 'straight-down', name: 'Straight, worn down' },
    { id: 'low-bun', name: 'Low bun' },
    { id: 'ponytail', name: 'Ponytail' },
    { id: 'short-crop', name: 'Short crop' },
  ],
  emotion: [
    { id: 'confident', name: 'Confident' },
    { id: 'friendly-smile', name: 'Friendly smile' },
    { id: 'approachable', name: 'Approachable' },
    { id: 'serious', name: 'Serious' },
    { id: 'thoughtful', name: 'Thoughtful' },
    { id: 'laughing', name: 'Laughing' },
  ],
};
