import { createTokenManager } from '@hs/client/token-manager';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fake-xhr.testing.ts';
import { sendPhoto, uploadPhoto } from './upload-request.ts';

const file = new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' });

function upload(signal = new AbortController().signal) {
  const progress: [number, number][] = [];
  return {
    progress,
    request: {
      file,
      modelId: 'm1',
      signal,
      onProgress: (sent: number, total: number) => progress.push([sent, total]),
    },
  };
}

const lastXhr = () => FakeXhr.sent.at(-1)!;

describe('sendPhoto', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts one file as multipart with the fields of spec 001 section 7 and the headers', async () => {
    const { request, progress } = upload();
    const done = sendPhoto(request, { uid: 'u1', idToken: 't1' });
    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/image/upload']);
    expect(xhr.headers).toMatchObject({ uid: 'u1', idToken: 't1' });
    expect(xhr.fileName).toBe('me.jpg');
    expect(xhr.body!.get('modelId')).toBe('m1');
    expect(xhr.body!.get('computeMd5')).toBe('true');
    expect(xhr.body!.get('requiresFullUrl')).toBe('true');
    xhr.progress(1024, 2048);
    xhr.respond(200, { success: true, data: [] });
    expect(progress).toEqual([[1024, 2048]]);
    expect(await done).toEqual({ type: 'load', status: 200, body: { success: true, data: [] } });
  });

  it('tells a request without an answer from a cancelled one', async () => {
    const failing = sendPhoto(upload().request, {});
    lastXhr().fail();
    expect(await failing).toEqual({ type: 'error' });

    const controller = new AbortController();
    const cancelled = sendPhoto(upload(controller.signal).request, {});
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    expect(await cancelled).toEqual({ type: 'abort' });
  });

  it('does not send when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await sendPhoto(upload(controller.signal).request, {})).toEqual({ type: 'abort' });
    expect(FakeXhr.sent).toEqual([]);
  });
});

describe('uploadPhoto (spec 001 section 4, token handling)', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  function tokens() {
    let issued = 0;
    const onLogout = vi.fn();
    const manager = createTokenManager({
      now: () => 0,
      fetchToken: async () => `token-${++issued}`,
      onLogout,
    });
    manager.signedIn('u1');
    return { manager, onLogout };
  }

  const refused = { success: false, errorMessage: 'Incorrect token', code: 'UNAUTHORIZED' };

  it("refreshes the token and sends again after 401 'Incorrect token'", async () => {
    const { manager } = tokens();
    const done = uploadPhoto(manager, upload().request);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(lastXhr().headers.idToken).toBe('token-1');
    lastXhr().respond(401, refused);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(lastXhr().headers.idToken).toBe('token-2');
    lastXhr().respond(200, { success: true, data: [] });
    expect(await done).toMatchObject({ type: 'load', status: 200 });
  });

  it('gives up after 2 retries (the token manager logs out) with the last answer', async () => {
    const { manager, onLogout } = tokens();
    const done = uploadPhoto(manager, upload().request);
    for (let n = 1; n <= 3; n += 1) {
      await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(n));
      lastXhr().respond(401, refused);
    }
    expect(await done).toEqual({ type: 'load', status: 401, body: refused });
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('passes any other answer through', async () => {
    const { manager } = tokens();
    const done = uploadPhoto(manager, upload().request);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    lastXhr().respond(401, { success: false, errorMessage: 'Please sign in' });
    expect(await done).toMatchObject({ type: 'load', status: 401 });
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
