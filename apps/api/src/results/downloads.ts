import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Database } from '@hs/db/database';
import type { CustomOutputSize } from '@hs/domain/organization-options';
import { resizeHeadshot } from '@hs/imaging/export-formats';
import { headshot, model } from '@hs/db/schema';
import { isShown, zipEntryName } from '@hs/domain/headshots';
import { AppError } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';

type HeadshotRow = typeof headshot.$inferSelect;

/** A headshot with its model's owner, for the policy to decide; 404 when there is none. */
export async function headshotWithOwner(db: Database, id: string) {
  const [row] = await db
    .select({ image: headshot, owner: model.uid })
    .from(headshot)
    .innerJoin(model, eq(model.id, headshot.modelId))
    .where(eq(headshot.id, id));
  if (!row || !isShown(row.image)) throw new AppError('headshot.unknown');
  return row;
}

/** The headshots were downloaded (the results page shows it). */
export async function markDownloaded(db: Database, ids: string[]): Promise<void> {
  if (ids.length)
    await db.update(headshot).set({ isDownloaded: true }).where(inArray(headshot.id, ids));
}

/** A model's owner, for the policy; 404 when there is no such model. */
export async function modelOwner(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ uid: model.uid }).from(model).where(eq(model.id, id));
  if (!row) throw new AppError('model.unknown');
  return row.uid;
}

/**
 * The shown headshots of a model to zip: `ids` in their order (each must be a shown
 * headshot of this model, else 404), or all shown ones by gallery position.
 */
export async function headshotsToZip(
  db: Database,
  modelId: string,
  ids: string[] | undefined,
): Promise<HeadshotRow[]> {
  const rows = await db
    .select()
    .from(headshot)
    .where(
      ids
        ? and(eq(headshot.modelId, modelId), inArray(headshot.id, ids))
        : eq(headshot.modelId, modelId),
    );
  const shown = rows.filter(isShown);
  if (!ids) return shown.sort((a, b) => a.position - b.position);
  const byId = new Map(shown.map((r) => [r.id, r]));
  const ordered = [...new Set(ids)].map((id) => byId.get(id));
  if (ordered.some((r) => !r)) throw new AppError('headshot.unknown');
  return ordered as HeadshotRow[];
}

export interface StreamedZip {
  stream: Readable;
  /**
   * Exact byte length of the archive, known before the first byte is written; null when
   * files are resized on the way (their sizes are known only once made).
   */
  size: number | null;
  included: HeadshotRow[];
  missing: number;
}

const SIZE_LOOKUPS_AT_ONCE = 16;

async function sizesOf(storage: Storage, rows: HeadshotRow[]): Promise<(number | null)[]> {
  const sizes: (number | null)[] = [];
  for (let start = 0; start < rows.length; start += SIZE_LOOKUPS_AT_ONCE) {
    const batch = rows.slice(start, start + SIZE_LOOKUPS_AT_ONCE);
    sizes.push(...(await Promise.all(batch.map((r) => storage.size(r.path)))));
  }
  return sizes;
}

/**
 * spec 000 section 9 ("PNG files named by index", archive 'All headshots') as a stream:
 * yazl writes each PNG as it is read, one file in memory at a time. PNGs are stored, not
 * deflated again (decision 020): their pixels are deflated already, so the archive's size
 * is known from the file sizes and the browser can show true progress. At one of the
 * organization's sizes (`resizeTo`, decision 048) each file is resized when yazl reaches
 * it, still one in memory at a time, and the archive's size is not known beforehand.
 */
export async function streamZip(
  storage: Storage,
  rows: HeadshotRow[],
  /** Each file's name in the archive; default the index (1.png, 2.png...). */
  nameOf: (row: HeadshotRow, i: number) => string = (_, i) => zipEntryName(i),
  resizeTo?: CustomOutputSize,
): Promise<StreamedZip> {
  const sizes = await sizesOf(storage, rows);
  const entries = rows.flatMap((row, i) => {
    const size = sizes[i];
    return size === null || size === undefined ? [] : [{ row, size }];
  });
  const zip = new ZipFile();
  entries.forEach(({ row, size }, i) => {
    zip.addReadStreamLazy(
      nameOf(row, i),
      { ...(resizeTo ? {} : { size }), compress: false, mtime: row.createdAt },
      (done) => {
        const fail = (error: Error) => done(error, Readable.from([]));
        storage
          .get(row.path)
          .then((bytes) => {
            if (!bytes) throw new Error('file gone');
            return resizeTo ? resizeHeadshot(bytes, resizeTo) : bytes;
          })
          .then((bytes) => done(null, Readable.from([bytes])), fail);
      },
    );
  });
  // @types/yazl leaves out the callback's argument: the archive's size, or -1 if unknown.
  const end = zip.end.bind(zip) as (options: object, sized: (size: number) => void) => void;
  const size = await new Promise<number>((resolve) => end({}, resolve));
  if (size < 0 && !resizeTo) {
    throw new Error('zip size unknown: every entry must be stored with its size');
  }
  const stream = zip.outputStream as Readable;
  const included = entries.map((e) => e.row);
  return {
    stream,
    size: size < 0 ? null : size,
    included,
    missing: rows.length - included.length,
  };
}

/** The zip's Content-Length when known before the first byte (not when files are resized). */
export function zipLength(size: number | null): { 'content-length'?: string } {
  return size === null ? {} : { 'content-length': String(size) };
}
