import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkoutOrder, headshot, model, orderLine, style } from '@hs/db/schema';
import type { SourcePhoto } from '@hs/engine/engine';
import type { Services } from '../context.ts';
import { queuePayout } from '../billing/give-back-payout.ts';
import { type JobContext, PermanentJobError, defineJob } from '../jobs/queue.ts';
import { photosOf } from '../onboarding/models.ts';
import { readTrainingSource } from '../onboarding/training-photos.ts';
import type { UpsellStyleTerms } from '../upsell/basket.ts';
import { owedForLines, settleStyle } from '../upsell/give-back.ts';
import { hashesBesides, outputHashes, rankOutputs, saveOutput } from './generate-model.ts';

// Styles bought in the upsell basket (issue 18 item 2): after payment, each purchased style
// is generated for its model through the same engine, saved and ranked like the first
// run (type 'additional'). Safe to run twice: outputs are upserts per (model, style,
// variant), a complete style is skipped, and each style slot is spent and settled once.

export const upsellGenerateJob = defineJob({
  name: 'model.upsell',
  version: 1,
  payload: z.object({ orderId: z.string().uuid() }),
  retry: { limit: 2, backoffSeconds: 15 },
  handler: ({ orderId }, ctx) => generateUpsell(orderId, ctx),
});

/** Queues the generation of a paid order's styles, if it bought any (idempotent). */
export async function requestUpsellGeneration(services: Services, orderId: string) {
  const [bought] = await services.database.db
    .select({ n: count() })
    .from(orderLine)
    .where(and(eq(orderLine.orderId, orderId), eq(orderLine.kind, 'upsell_style')));
  if (!bought?.n) return;
  await services.jobs.enqueue(upsellGenerateJob, { orderId }, { key: `upsell:${orderId}` });
}

export async function generateUpsell(orderId: string, ctx: JobContext): Promise<void> {
  const { services, signal } = ctx;
  const { db } = services.database;
  const [order] = await db.select().from(checkoutOrder).where(eq(checkoutOrder.id, orderId));
  if (!order || order.status !== 'paid') return;
  const lines = await db
    .select()
    .from(orderLine)
    .where(and(eq(orderLine.orderId, orderId), eq(orderLine.kind, 'upsell_style')))
    .orderBy(asc(orderLine.sort));

  for (const line of lines) {
    const terms = line.terms as unknown as UpsellStyleTerms;
    const [row] = await db
      .select()
      .from(model)
      .where(and(eq(model.id, terms.modelId), eq(model.uid, order.uid)));
    // The model was deleted since (account deletion, retention): nothing to make.
    if (!row) continue;
    const [chosen] = await db.select().from(style).where(eq(style.id, terms.styleId));
    if (!chosen) throw new PermanentJobError(`the style ${terms.styleId} is gone.`);
    await db
      .update(model)
      .set({
        styles: sql`${model.styles} || ${JSON.stringify([terms.styleId])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(model.id, row.id), sql`not (${model.styles} ? ${terms.styleId})`));

    const [have] = await db
      .select({ n: count() })
      .from(headshot)
      .where(and(eq(headshot.modelId, row.id), eq(headshot.style, terms.styleId)));
    if ((have?.n ?? 0) < terms.headshots) {
      const photos = await photosOf(db, row.id);
      if (photos.length === 0) throw new PermanentJobError('no accepted photos were found.');
      const sources: SourcePhoto[] = await Promise.all(
        photos.map(async (p) => {
          const bytes = await readTrainingSource(services.storage, p.path);
          if (!bytes) throw new PermanentJobError('one of your photos could not be read.');
          return { id: p.id, bytes, fullBody: p.fullBody };
        }),
      );
      // New positions follow every other style's, the same on every run.
      const [last] = await db
        .select({ position: max(headshot.position) })
        .from(headshot)
        .where(and(eq(headshot.modelId, row.id), ne(headshot.style, terms.styleId)));
      const base = last?.position ?? 0;
      const kit = await services.generation();
      const trained = await kit.engine.train(
        { modelId: row.id, photos: sources, trigger: row.trigger },
        signal,
      );
      await ctx.heartbeat();
      const size = row.packageTerms
        ? { width: row.packageTerms.width, height: row.packageTerms.height }
        : undefined;
      // None nearly copies a photo the person has in another style (GenerateInput.avoid).
      const avoid =
        kit.engine.name === 'local'
          ? hashesBesides(await outputHashes(services, row.id), chosen.id)
          : undefined;
      await kit.engine.generate(
        {
          modelId: row.id,
          trained,
          photos: sources,
          style: { id: chosen.id, backdrop: chosen.backdrop },
          count: terms.headshots,
          ...(size ? { size } : {}),
          ...(avoid ? { avoid } : {}),
          // A delivered model's photos are made as its others were: the only ones made of
          // close-ups are the demo gallery's and those from before issue 15's rule.
          closeUps: true,
        },
        async (image) => {
          await saveOutput(
            services,
            row.id,
            chosen.id,
            base + image.variant + 1,
            image,
            'additional',
          );
        },
        signal,
      );
      await ctx.heartbeat();
      await rankOutputs(services, row.id, sources, ctx, { type: 'additional', style: chosen.id });
    }
    // issue 34 item 5: the slot is spent and the style's unmade photos given back, at once.
    const settled = await db.transaction((tx) =>
      settleStyle(tx, {
        line,
        uid: row.uid,
        modelId: row.id,
        styleId: chosen.id,
        promised: terms.headshots,
      }),
    );
    if (settled) ctx.logger.info({ modelId: row.id, giveBack: settled }, 'upsell style settled');
  }
  // Queued after the commits, and again by a job run after a crash between the two.
  const owed = await owedForLines(
    db,
    lines.map((l) => l.id),
  );
  for (const g of owed) await queuePayout(services, g.id);
}
