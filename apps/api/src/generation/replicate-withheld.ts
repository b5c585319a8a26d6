import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { headshot } from '@hs/db/schema';
import type { WithheldOutput } from '@hs/engine/engine';
import type { Services } from '../context.ts';
import { saveOutput } from './generate-model.ts';

// Issue 36 item 1 (decision 073): an output a generative model's own safety check refused on
// every seed is a withheld output, counted as flagged like one the NSFW check flags
// (headshotCounts), never shown, and given back by the settlement (not shown). It keeps its
// place in the gallery as a plain frame of the size it would have had: every reader of
// headshots (staff's model view, exports, purges) finds a file where a row says one is.

/** The row's mark: hidden for 'nsfw', set here only; ranking leaves such rows alone. */
export const WITHHELD_BY_MODEL = { status: 'hidden', hiddenReason: 'nsfw', nsfw: true } as const;

export async function saveWithheld(
  services: Services,
  modelId: string,
  styleId: string,
  position: number,
  withheld: WithheldOutput,
): Promise<void> {
  const { width, height, variant } = withheld;
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  await saveOutput(services, modelId, styleId, position, {
    variant,
    bytes,
    width,
    height,
    ...(withheld.sourcePhotoId ? { sourcePhotoId: withheld.sourcePhotoId } : {}),
  });
  await services.database.db
    .update(headshot)
    .set(WITHHELD_BY_MODEL)
    .where(
      and(
        eq(headshot.modelId, modelId),
        eq(headshot.style, styleId),
        eq(headshot.variant, variant),
      ),
    );
}
