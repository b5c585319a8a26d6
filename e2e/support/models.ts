import type { APIRequestContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { ModelItem } from '../../packages/contracts/src/results.ts';
import { shoulderPhotos } from '../../packages/engine/src/testing/people.ts';

/** uid and idToken of a browser context's session, through the real token endpoints. */
export async function contextApiHeaders(request: APIRequestContext) {
  const baseUrl = inject('baseUrl');
  const { token } = (await (await request.get(`${baseUrl}/api/auth/token`)).json()) as {
    token: string;
  };
  const session = (await (await request.get(`${baseUrl}/api/auth/get-session`)).json()) as {
    user: { id: string };
  };
  return { uid: session.user.id, idToken: token, origin: baseUrl };
}

/** The upload takes at most this many photos per request (the API's limit). */
const PHOTOS_PER_REQUEST = 10;

/**
 * A model submitted through the real upload API: `photos` of one person that show the
 * shoulders (a sample person of the engine's fixtures; close-ups would be given back) or
 * `uploads` instead, personal info, the first `styles` of the catalogue. Submit spends a
 * package the person holds and queues the generation.
 */
export async function submitSampleModel(
  request: APIRequestContext,
  o: { name: string; photos: number; styles: number; uploads?: Buffer[] },
): Promise<string> {
  const baseUrl = inject('baseUrl');
  const headers = await contextApiHeaders(request);
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`${baseUrl}/api${path}`, { headers, data });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<{ data: { modelId: string } }>;
  };
  const { modelId } = (await post('/onboarding/start', { modelId: null })).data;
  const photos = o.uploads ?? (await shoulderPhotos(o.photos));
  for (let start = 0; start < photos.length; start += PHOTOS_PER_REQUEST) {
    const form = new FormData();
    form.append('modelId', modelId);
    photos
      .slice(start, start + PHOTOS_PER_REQUEST)
      .forEach((buffer, i) =>
        form.append(
          'files',
          new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' }),
          `me-${start + i}.jpg`,
        ),
      );
    const upload = await request.post(`${baseUrl}/api/image/upload`, {
      headers,
      multipart: form,
    });
    expect(upload.ok(), await upload.text()).toBe(true);
  }
  await post('/onboarding/save-personal-info', {
    modelId,
    name: o.name,
    age: '30-35 years',
    ethnicity: 'European',
    gender: 'Female',
    eyeColor: 'Green',
    glasses: 'Without glasses',
  });
  const styles = (await (await request.get(`${baseUrl}/api/styles/`)).json()) as {
    data: { styles: { _id: string }[] };
  };
  const chosen = styles.data.styles.slice(0, o.styles).map((s) => s._id);
  expect(chosen).toHaveLength(o.styles);
  await post('/onboarding/submit', { modelId, styles: chosen });
  return modelId;
}

/** The model item as the results page reads it. */
export async function modelItem(request: APIRequestContext, modelId: string): Promise<ModelItem> {
  const baseUrl = inject('baseUrl');
  const res = await request.get(`${baseUrl}/api/model/${modelId}`, {
    headers: await contextApiHeaders(request),
  });
  return ((await res.json()) as { data: ModelItem }).data;
}
