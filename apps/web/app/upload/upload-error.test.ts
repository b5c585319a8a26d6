import { MESSAGES } from '@hs/domain/messages';
import { describe, expect, it } from 'vitest';
import { errorFromText, readUploadAttempt } from './upload-error.ts';

const photo = {
  path: 'models/m1/a.jpg',
  url: 'http://localhost/files/models/m1/a.jpg',
  md5: 'abc',
  fullBody: false,
  width: 1024,
  height: 1024,
};

const load = (status: number, body: unknown) => ({ type: 'load' as const, status, body });

describe('readUploadAttempt (spec 001 section 8, upload helper)', () => {
  it('accepts the photo the server kept', () => {
    expect(
      readUploadAttempt(load(200, { success: true, data: [{ success: true, photo }] })),
    ).toEqual({ kind: 'accepted', photo });
  });

  it.each([
    [MESSAGES.IMAGE_TOO_SMALL, 'imageTooSmall'],
    [MESSAGES.NO_FACES, 'noFaces'],
    [MESSAGES.DUPLICATE_PHOTO, 'duplicate'],
    [MESSAGES.FACE_TOO_SMALL, 'faceTooSmall'],
  ])('shows the per-file message %s', (errorMessage, code) => {
    const body = { success: false, data: [{ success: false, errorMessage, fileName: 'a.jpg' }] };
    expect(readUploadAttempt(load(200, body))).toEqual({ kind: 'failed', error: { code } });
  });

  it('keeps a per-file message the catalogue does not know', () => {
    const body = {
      success: false,
      data: [{ success: false, errorMessage: 'HEIC could not be read', fileName: 'a.heic' }],
    };
    expect(readUploadAttempt(load(200, body))).toEqual({
      kind: 'failed',
      error: { code: 'server', text: 'HEIC could not be read' },
    });
  });

  it("says 'Could not approve this photo.' for a refusal without a message", () => {
    const refused = [
      { success: false, data: [{ success: false, errorMessage: '', fileName: 'a.jpg' }] },
      { success: false, data: [] },
      { success: true, data: [] },
    ];
    for (const body of refused) {
      expect(readUploadAttempt(load(200, body))).toEqual({
        kind: 'failed',
        error: { code: 'couldNotApprove' },
      });
    }
  });

  it("says 'Cannot upload this photo.' when no answer came", () => {
    for (const type of ['error', 'timeout'] as const) {
      expect(readUploadAttempt({ type })).toEqual({
        kind: 'failed',
        error: { code: 'cannotUpload' },
      });
    }
  });

  it('ignores a cancelled request', () => {
    expect(readUploadAttempt({ type: 'abort' })).toEqual({ kind: 'ignored' });
  });

  it('shows the message of another failure, else the generic one', () => {
    expect(
      readUploadAttempt(
        load(409, { success: false, errorMessage: 'Already submitted', code: 'x' }),
      ),
    ).toEqual({ kind: 'failed', error: { code: 'server', text: 'Already submitted' } });
    expect(readUploadAttempt(load(502, null))).toEqual({
      kind: 'failed',
      error: { code: 'somethingWrong' },
    });
    expect(readUploadAttempt(load(200, '<html>'))).toEqual({
      kind: 'failed',
      error: { code: 'somethingWrong' },
    });
  });
});

describe('errorFromText', () => {
  it('maps the spec messages to their catalogue keys and trims', () => {
    expect(errorFromText(` ${MESSAGES.NO_FACES} `, 'somethingWrong')).toEqual({ code: 'noFaces' });
    expect(errorFromText(null, 'couldNotApprove')).toEqual({ code: 'couldNotApprove' });
    expect(errorFromText('  ', 'somethingWrong')).toEqual({ code: 'somethingWrong' });
  });
});
