import { eq } from 'drizzle-orm';
import { model, trainingPhoto } from '@hs/db/schema';
import { selfieJpeg } from '@hs/imaging/sample-images';
import { json } from '../billing/test-helpers.ts';
import type { TestClient } from '../testing/test-client.ts';
import type { TestServer } from '../testing/test-server.ts';

/** A model of `client` whose first headshots are done: one photo, one style, status ready. */
export async function readyModel(server: TestServer, client: TestClient): Promise<string> {
  const db = server.database.db;
  const id = (
    await json<{ data: { modelId: string } }>(await client.apiPost('/onboarding/start', {}))
  ).data.modelId;
  const path = `models/${id}/training/one.jpg`;
  await server.services.storage.put(path, await selfieJpeg(512), 'image/jpeg');
  await db.insert(trainingPhoto).values({
    modelId: id,
    path,
    md5: `md5-${id}`,
    fullBody: false,
    width: 512,
    height: 512,
    face: { x: 0, y: 0, width: 512, height: 512 },
  });
  await db
    .update(model)
    .set({
      status: 'ready',
      styles: ['studio-grey'],
      packageTerms: { packageId: 'test', headshots: 10, styles: 1, width: 64, height: 80 },
    })
    .where(eq(model.id, id));
  return id;
}
