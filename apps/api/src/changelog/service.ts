import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ChangelogEntry, StaffChangelogEntry } from '@hs/contracts/changelog';
import type { Database } from '@hs/db/database';
import { changelogEntry, changelogView } from '@hs/db/schema';
import { CHANGELOG_SHOWN, changelogTextIn, type ChangelogTexts } from '@hs/domain/changelog';
import type { Locale } from '@hs/domain/locale';
import { AppError } from '../errors.ts';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { cachedSafeHtml } from './markdown.ts';

type EntryRow = typeof changelogEntry.$inferSelect;

export interface ChangelogDraftInput {
  title: Record<Locale, string>;
  body: Record<Locale, string>;
}

const texts = (row: EntryRow): ChangelogTexts => ({
  title: { en: row.titleEn, es: row.titleEs, de: row.titleDe },
  body: { en: row.bodyEn, es: row.bodyEs, de: row.bodyDe },
});

const columns = (draft: ChangelogDraftInput) => ({
  titleEn: draft.title.en.trim(),
  titleEs: draft.title.es.trim(),
  titleDe: draft.title.de.trim(),
  bodyEn: draft.body.en,
  bodyEs: draft.body.es,
  bodyDe: draft.body.de,
});

const htmlOf = (row: EntryRow, locale: Locale, body: string) =>
  cachedSafeHtml(`changelog:${row.id}:${row.updatedAt.getTime()}:${locale}`, body);

/** Entries nobody has marked seen for `uid`: the badge (spec 001 section 2). */
export async function unseenCount(db: Database, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(changelogEntry)
    .leftJoin(
      changelogView,
      and(eq(changelogView.entryId, changelogEntry.id), eq(changelogView.uid, uid)),
    )
    .where(isNull(changelogView.uid));
  return row?.n ?? 0;
}

/** The newest entries in `locale`, each with whether `uid` (null: signed out) has seen it. */
export async function publicChangelog(
  db: Database,
  locale: Locale,
  uid: string | null,
): Promise<{ entries: ChangelogEntry[]; unseen: number | null }> {
  const rows = await db
    .select({
      entry: changelogEntry,
      viewed: uid
        ? sql<boolean>`exists (select 1 from ${changelogView} where ${changelogView.entryId} = ${changelogEntry.id} and ${changelogView.uid} = ${uid})`
        : sql<boolean>`false`,
    })
    .from(changelogEntry)
    .orderBy(desc(changelogEntry.publishedAt), desc(changelogEntry.id))
    .limit(CHANGELOG_SHOWN);
  const entries = rows.map(({ entry, viewed }) => {
    const text = changelogTextIn(texts(entry), locale);
    return {
      id: entry.id,
      isViewed: Boolean(viewed),
      title: text.title,
      html: htmlOf(entry, text.locale, text.body),
      locale: text.locale,
      publishedAt: entry.publishedAt.toISOString(),
    };
  });
  return { entries, unseen: uid ? await unseenCount(db, uid) : null };
}

/** Marks one entry seen by `uid`; twice is the same as once. Unknown entries are 404. */
export async function markViewed(db: Database, uid: string, entryId: string): Promise<number> {
  const [entry] = await db
    .select({ id: changelogEntry.id })
    .from(changelogEntry)
    .where(eq(changelogEntry.id, entryId));
  if (!entry) throw new AppError('changelog.unknown');
  await db.insert(changelogView).values({ uid, entryId }).onConflictDoNothing();
  return unseenCount(db, uid);
}

function staffView(row: EntryRow, viewers: number): StaffChangelogEntry {
  const t = texts(row);
  return {
    id: row.id,
    title: t.title,
    body: t.body,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewers,
  };
}

export async function staffChangelog(db: Database): Promise<StaffChangelogEntry[]> {
  const rows = await db
    .select({ entry: changelogEntry, viewers: count(changelogView.uid) })
    .from(changelogEntry)
    .leftJoin(changelogView, eq(changelogView.entryId, changelogEntry.id))
    .groupBy(changelogEntry.id)
    .orderBy(desc(changelogEntry.publishedAt), desc(changelogEntry.id));
  return rows.map((r) => staffView(r.entry, r.viewers));
}

export async function createEntry(
  db: Database,
  staff: StaffActor,
  draft: ChangelogDraftInput,
): Promise<StaffChangelogEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(changelogEntry)
      .values({ ...columns(draft), createdByUid: staff.uid })
      .returning();
    await recordStaffAction(tx, staff, {
      action: 'changelog.create',
      targetType: 'changelog',
      targetId: row!.id,
      after: row,
    });
    return staffView(row!, 0);
  });
}

export async function updateEntry(
  db: Database,
  staff: StaffActor,
  id: string,
  draft: ChangelogDraftInput,
): Promise<StaffChangelogEntry> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(changelogEntry)
      .where(eq(changelogEntry.id, id))
      .for('update');
    if (!before) throw new AppError('changelog.unknown');
    const [after] = await tx
      .update(changelogEntry)
      .set({ ...columns(draft), updatedAt: new Date() })
      .where(eq(changelogEntry.id, id))
      .returning();
    await recordStaffAction(tx, staff, {
      action: 'changelog.update',
      targetType: 'changelog',
      targetId: id,
      before,
      after,
    });
    return after!;
  });
  const [seen] = await db
    .select({ n: count() })
    .from(changelogView)
    .where(eq(changelogView.entryId, id));
  return staffView(row, seen?.n ?? 0);
}

export async function deleteEntry(db: Database, staff: StaffActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(changelogEntry).where(eq(changelogEntry.id, id)).returning();
    if (!removed) throw new AppError('changelog.unknown');
    await recordStaffAction(tx, staff, {
      action: 'changelog.delete',
      targetType: 'changelog',
      targetId: id,
      before: removed,
    });
  });
}
