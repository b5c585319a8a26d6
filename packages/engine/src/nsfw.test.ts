import { describe, expect, it } from 'vitest';
import { createLocalEngine } from './local/local-engine.ts';
import { createNsfwClassifier, isNsfw } from './nsfw.ts';
import { samplePersonPhotos } from './sample-person.ts';

const CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'];

describe('nsfw classifier', () => {
  it('passes the sample headshots and their source photos', async () => {
    const photos = await samplePersonPhotos(3);
    const engine = createLocalEngine({ maxSources: 2 });
    const trained = await engine.train({ modelId: 'm-nsfw', photos });
    const images: Buffer[] = [];
    await engine.generate(
      {
        modelId: 'm-nsfw',
        trained,
        photos,
        style: { id: 'grey', backdrop: { kind: 'solid', colors: ['#9ca3af'] } },
        count: 2,
        closeUps: true, // the demo person's photos are close-ups
      },
      async (image) => void images.push(image.bytes),
    );
    const classifier = createNsfwClassifier();
    for (const bytes of [...images, ...photos.map((p) => p.bytes)]) {
      const result = await classifier.classify(bytes);
      expect(result.nsfw).toBe(false);
      expect(Object.keys(result.scores).sort()).toEqual(CLASSES);
      const total = Object.values(result.scores).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 2);
      expect(result.scores.Neutral).toBeGreaterThan(0.5);
    }
  });

  it('flags explicit scores from 0.7 and "Sexy" from 0.9', () => {
    expect(isNsfw({ Porn: 0.5, Hentai: 0.2 })).toBe(true);
    expect(isNsfw({ Porn: 0.45, Hentai: 0.2, Sexy: 0.3 })).toBe(false);
    expect(isNsfw({ Sexy: 0.9 })).toBe(true);
    expect(isNsfw({ Sexy: 0.89, Neutral: 0.11 })).toBe(false);
  });
});
