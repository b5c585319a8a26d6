import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminBlogThumbnailRoute, type StaffBlogPost } from '@hs/contracts/blog-admin';
import {
  BLOG_THUMBNAILS,
  BLOG_THUMBNAIL_MAX_BYTES,
  BLOG_THUMBNAIL_SIZES,
  type BlogThumbnailSize,
} from '@hs/domain/content-admin';
import { Button } from '@hs/ui/button';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { useApiMutation } from '../data-kit/api-query.ts';

const postSchema = adminBlogThumbnailRoute.responses[200].content['application/json'].schema;
const MB = 1024 * 1024;

/** The small and large thumbnails of one language of a post: shown, replaced, removed. */
export function BlogThumbnails({ post }: { post: StaffBlogPost }) {
  const { t } = useTranslation();
  const k = 'contentAdmin.blog';
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">{t(`${k}.thumbnails`)}</legend>
      <p className="text-xs text-gray-500">
        {t(`${k}.thumbnailHint`, { max: `${BLOG_THUMBNAIL_MAX_BYTES / MB} MB` })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {BLOG_THUMBNAIL_SIZES.map((size) => (
          <Thumbnail key={size} post={post} size={size} />
        ))}
      </div>
    </fieldset>
  );
}

function Thumbnail({ post, size }: { post: StaffBlogPost; size: BlogThumbnailSize }) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const inputId = useId();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const path = `/admin/blog/posts/${post.id}/thumbnails/${size}`;
  const invalidates = [`/admin/blog/translations/${post.key}`, '/admin/blog/posts'];
  const upload = useApiMutation(postSchema, {
    method: 'PUT',
    path,
    body: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return form;
    },
    invalidates,
  });
  const remove = useApiMutation(postSchema, {
    method: 'DELETE',
    path,
    body: () => undefined,
    invalidates,
  });
  const k = 'contentAdmin.blog';
  const url = post.thumbnail[size];
  const frame = BLOG_THUMBNAILS[size];
  const label = t(`${k}.thumbnail.${size}`, frame);
  const busy = upload.isPending || remove.isPending;

  const run = (action: Promise<unknown>, done: string) => {
    setNote(null);
    action.then(
      () => setNote({ ok: true, text: t(done) }),
      (error: unknown) => setNote({ ok: false, text: failureMessage(error) }),
    );
  };

  return (
    <div className="min-w-0 space-y-2 rounded-lg border border-gray-200 p-3">
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      {url ? (
        <img
          src={url}
          alt={label}
          width={frame.width}
          height={frame.height}
          className="w-full rounded bg-gray-100 object-cover"
          style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
        />
      ) : (
        <p className="text-sm text-gray-500">{t(`${k}.noThumbnail`)}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          disabled={busy}
          className="block w-full min-w-0 text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-gray-200"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) run(upload.mutateAsync(file), `${k}.uploaded`);
          }}
        />
        {url ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => run(remove.mutateAsync(undefined), `${k}.removed`)}
          >
            {t(`${k}.remove`)}
            <span className="sr-only"> {label}</span>
          </Button>
        ) : null}
      </div>
      {note ? (
        <p
          role={note.ok ? 'status' : 'alert'}
          className={`text-sm ${note.ok ? 'text-green-700' : 'text-red-700'}`}
        >
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
