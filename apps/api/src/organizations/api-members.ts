import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { headshot, member, memberSelectedImage, model } from '@hs/db/schema';
import { isShown } from '@hs/domain/headshots';
import { sizeKey, type CustomOutputSize } from '@hs/domain/organization-options';
import { resizeHeadshot } from '@hs/imaging/export-formats';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { listMembers } from './members.ts';

// What the organization API answers about members (issue 17 item 9; decision 028).

/** How long a photo link of the API is valid. */
const PHOTO_URL_SECONDS = 60 * 60;
const MAX_PHOTOS = 100;

/** Who an invite made with a key names as its inviter: the organization's lead. */
export async function organizationLead(db: Database, organizationId: string): Promise<string> {
  const [lead] = await db
    .select({ uid: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.role, 'owner')))
    .orderBy(asc(member.createdAt))
    .limit(1);
  if (!lead) throw new AppError('organization.required');
  return lead.uid;
}

/** Members with their status: the newest model's status, or 'joined' before any. */
export async function listApiMembers(
  db: Database,
  organizationId: string,
  q: { page: number; teamId?: string | undefined },
) {
  const { members, paging } = await listMembers(db, organizationId, q);
  return {
    members: members.map((m) => ({ ...m, status: m.modelStatus ?? 'joined' })),
    paging,
  };
}

/**
 * A member's selected photos as signed links: first the one the lead selected for them
 * (spec 001 section 3, Team member selectedImage; decision 027), marked `selected`, then
 * the shown outputs the member marked favourite or loved (decision 028's fall-back).
 * Someone outside the key's organization is 'person.unknown' (404), like an unknown id.
 */
export async function selectedPhotosOf(
  services: Services,
  organizationId: string,
  uid: string,
  /** Decision 048: links to the photos at this size of the organization's, else as stored. */
  size?: CustomOutputSize,
) {
  const rows = await selectedPhotoRows(services.database.db, organizationId, uid);
  return Promise.all(
    rows.map(async ({ path, status: _status, nsfw: _nsfw, ...r }) =>
      size
        ? {
            ...r,
            ...size,
            url: new URL(
              `/api/v1/members/${encodeURIComponent(uid)}/photos/${r.id}?size=${sizeKey(size)}`,
              services.config.baseUrl,
            ).toString(),
          }
        : {
            ...r,
            url: new URL(
              await services.storage.signedUrl(path, PHOTO_URL_SECONDS),
              services.config.baseUrl,
            ).toString(),
          },
    ),
  );
}

/**
 * One of the member's selected photos as PNG (decision 048): resized to `size` when one is
 * asked; a photo not among their selected photos is 404 like an unknown id.
 */
export async function selectedPhotoFile(
  services: Services,
  o: { organizationId: string; uid: string; photoId: string; size?: CustomOutputSize },
): Promise<Buffer> {
  const rows = await selectedPhotoRows(services.database.db, o.organizationId, o.uid);
  const row = rows.find((r) => r.id === o.photoId);
  const stored = row ? await services.storage.get(row.path) : null;
  if (!stored) throw new AppError('headshot.unknown');
  return o.size ? resizeHeadshot(stored, o.size) : stored;
}

async function selectedPhotoRows(db: Database, organizationId: string, uid: string) {
  const [inOrganization] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, uid)));
  if (!inOrganization) throw new AppError('person.unknown');
  const columns = {
    id: headshot.id,
    style: headshot.style,
    width: headshot.width,
    height: headshot.height,
    path: headshot.path,
    status: headshot.status,
    nsfw: headshot.nsfw,
  };
  const [chosen] = await db
    .select(columns)
    .from(memberSelectedImage)
    .innerJoin(headshot, eq(headshot.id, memberSelectedImage.headshotId))
    .where(
      and(
        eq(memberSelectedImage.userId, uid),
        eq(memberSelectedImage.organizationId, organizationId),
      ),
    );
  const selected = chosen && isShown(chosen) ? chosen : null;
  const favourites = await db
    .select(columns)
    .from(headshot)
    .innerJoin(model, eq(model.id, headshot.modelId))
    .where(
      and(
        eq(model.uid, uid),
        eq(headshot.status, 'active'),
        eq(headshot.nsfw, false),
        inArray(headshot.likedStatus, ['favorite', 'loved']),
      ),
    )
    .orderBy(asc(headshot.createdAt), asc(headshot.id))
    .limit(MAX_PHOTOS);
  return [
    ...(selected ? [{ ...selected, selected: true }] : []),
    ...favourites.filter((f) => f.id !== selected?.id).map((f) => ({ ...f, selected: false })),
  ].slice(0, MAX_PHOTOS);
}
