import { asc, eq, inArray } from 'drizzle-orm';
import { Zip, ZipPassThrough } from 'fflate';
import {
  appUser,
  billingDetails,
  checkoutOrder,
  headshot,
  ledgerEntry,
  ledgerLot,
  model,
  orderLine,
  payment,
  refundRequest,
  reward,
  studioPhoto,
  supportRequest,
  trainingPhoto,
} from '@hs/db/schema';
import type { Services } from '../context.ts';

// A person's copy of their data (issue 14 item 4): data.json with every row that names
// them, and their photos and headshots, streamed as one zip so a large account never
// sits in memory whole.

type ExportServices = Pick<Services, 'database' | 'storage' | 'logger'>;

/** The rows of one person, as plain JSON. */
export async function exportData(services: ExportServices, uid: string) {
  const { db } = services.database;
  const [account] = await db.select().from(appUser).where(eq(appUser.uid, uid));
  const models = await db
    .select()
    .from(model)
    .where(eq(model.uid, uid))
    .orderBy(asc(model.createdAt));
  const modelIds = models.map((m) => m.id);
  const photos = modelIds.length
    ? await db.select().from(trainingPhoto).where(inArray(trainingPhoto.modelId, modelIds))
    : [];
  const headshots = modelIds.length
    ? await db
        .select()
        .from(headshot)
        .where(inArray(headshot.modelId, modelIds))
        .orderBy(asc(headshot.position))
    : [];
  const orders = await db.select().from(checkoutOrder).where(eq(checkoutOrder.uid, uid));
  const lines = orders.length
    ? await db
        .select()
        .from(orderLine)
        .where(
          inArray(
            orderLine.orderId,
            orders.map((o) => o.id),
          ),
        )
    : [];
  const lots = await db.select().from(ledgerLot).where(eq(ledgerLot.uid, uid));
  const entries = lots.length
    ? await db
        .select()
        .from(ledgerEntry)
        .where(
          inArray(
            ledgerEntry.lotId,
            lots.map((l) => l.id),
          ),
        )
    : [];
  // The signup address is kept only to limit sign-ups; it is the person's, so it is here.
  return {
    exportedAt: new Date().toISOString(),
    account: account ?? null,
    billingDetails:
      (await db.select().from(billingDetails).where(eq(billingDetails.uid, uid)))[0] ?? null,
    models: models.map((m) => ({
      ...m,
      trainingPhotos: photos.filter((p) => p.modelId === m.id),
      headshots: headshots.filter((h) => h.modelId === m.id),
    })),
    orders: orders.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) })),
    payments: await db.select().from(payment).where(eq(payment.uid, uid)),
    refundRequests: await db.select().from(refundRequest).where(eq(refundRequest.uid, uid)),
    rewards: await db.select().from(reward).where(eq(reward.referrerUid, uid)),
    studioPhotos: await db.select().from(studioPhoto).where(eq(studioPhoto.uid, uid)),
    supportRequests: await db.select().from(supportRequest).where(eq(supportRequest.uid, uid)),
    entitlements: lots.map((l) => ({ ...l, entries: entries.filter((e) => e.lotId === l.id) })),
  };
}

/** Where a stored file goes inside the zip: photos/<model>/... and headshots/<model>/... */
function zipName(key: string): string {
  const parts = key.split('/');
  // models/<id>/training/<file> and models/<id>/headshots/<file>
  if (parts[0] === 'models' && parts.length >= 4) {
    const folder = parts[2] === 'training' ? 'photos' : parts[2]!;
    return `${folder}/${parts[1]}/${parts.slice(3).join('/')}`;
  }
  return `files/${key}`;
}

/**
 * The export as a stream of zip bytes. Files are read one at a time, as the reader takes
 * them; a file gone since the rows were read (a purge running) is left out and logged.
 */
export async function exportZip(
  services: ExportServices,
  uid: string,
): Promise<ReadableStream<Uint8Array>> {
  const data = await exportData(services, uid);
  const keys = [
    ...data.models.flatMap((m) => [
      ...m.trainingPhotos.map((p) => p.path),
      ...m.headshots.map((h) => h.path),
    ]),
    ...data.studioPhotos.flatMap((p) => (p.path ? [p.path] : [])),
    // Screenshots sent with support requests: files/users/<uid>/support/<request>/<n>.png
    ...data.supportRequests.flatMap((r) => r.attachments.map((a) => a.key)),
  ];
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const json = new ZipPassThrough('data.json');
      zip.add(json);
      json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
    },
    async pull(controller) {
      const key = keys.shift();
      if (key === undefined) {
        zip.end();
        return;
      }
      try {
        const bytes = await services.storage.get(key);
        if (!bytes) {
          services.logger.warn({ key }, 'export: a file named by a row is gone');
          return;
        }
        // Images are compressed already: stored, not deflated again.
        const file = new ZipPassThrough(zipName(key));
        zip.add(file);
        file.push(new Uint8Array(bytes), true);
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
