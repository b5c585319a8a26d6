import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  BlogPostDraftSchema,
  adminBlogCreateRoute,
  adminBlogPostRoute,
  type StaffBlogPost,
} from '@hs/contracts/blog-admin';
import {
  BLOG_CATEGORY_MAX,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
} from '@hs/domain/content-admin';
import { LOCALES, isLocale, localizePath, type Locale } from '@hs/domain/locale';
import { Badge } from '@hs/ui/badge';
import { Button, buttonClasses } from '@hs/ui/button';
import { BlogThumbnails } from '../../components/admin/blog-thumbnails.tsx';
import { MarkdownPreview } from '../../components/admin/markdown-preview.tsx';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { FormOutcome, FormText, FormTextarea } from '../../components/data-kit/form-fields.tsx';
import { ListState } from '../../components/data-kit/list-state.tsx';
import { useFailureMessage } from '../../upload/failure-message.ts';

const languagesSchema = adminBlogPostRoute.responses[200].content['application/json'].schema;
const postSchema = adminBlogCreateRoute.responses[200].content['application/json'].schema;
const k = 'contentAdmin.blog';

// spec 001 section 2: /admin/blog (Blog; section 6: admin, support, dev, marketer, sales).
// One post in its three languages (spec 001 section 3: one row each, tied by the key).
export default function BlogPostPage() {
  const { t } = useTranslation();
  const { key } = useParams();
  const [search, setSearch] = useSearchParams();
  const lang = search.get('lang');
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const languages = useApiQuery(`/admin/blog/translations/${key ?? ''}`, languagesSchema, {
    enabled: Boolean(key),
  });
  const title = t(`${k}.editTitle`);

  const editor = (rows: StaffBlogPost[]) => {
    const post = rows.find((row) => row.locale === locale) ?? null;
    return (
      <>
        <div role="tablist" aria-label={t(`${k}.language`)} className="flex flex-wrap gap-2">
          {LOCALES.map((l) => {
            const row = rows.find((r) => r.locale === l);
            return (
              <button
                key={l}
                type="button"
                role="tab"
                aria-selected={l === locale}
                onClick={() => setSearch({ lang: l }, { replace: true })}
                className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  l === locale
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-gray-200 bg-white text-gray-700 hover:bg-gray-50'
                }`}
              >
                {t(`${k}.languages.${l}`)}
                <Badge tone={row?.status === 'published' ? 'success' : 'neutral'}>
                  {row ? t(`${k}.statuses.${row.status}`) : t(`${k}.missing`)}
                </Badge>
              </button>
            );
          })}
        </div>
        <PostEditor
          key={post?.id ?? `new-${locale}`}
          post={post}
          locale={locale}
          postKey={key ?? null}
        />
      </>
    );
  };

  return (
    <div className="max-w-6xl space-y-6">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <Link to="/admin/blog" className={buttonClasses('link', 'sm')}>
        ← {t(`${k}.back`)}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      {key ? (
        <ListState query={languages} empty={t(`${k}.empty`)}>
          {(answer) => editor(answer.data)}
        </ListState>
      ) : (
        editor([])
      )}
    </div>
  );
}

const blank = { title: '', slug: '', excerpt: '', content: '', category: '' };

/** One language of the post: its form, live preview, publication and thumbnails. */
function PostEditor({
  post,
  locale,
  postKey,
}: {
  post: StaffBlogPost | null;
  locale: Locale;
  postKey: string | null;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const [done, setDone] = useState<string | null>(null);
  const invalidates = ['/admin/blog'];
  const save = useApiMutation(postSchema, {
    method: post ? 'PUT' : 'POST',
    path: post ? `/admin/blog/posts/${post.id}` : '/admin/blog/posts',
    invalidates,
  });
  const status = useApiMutation(postSchema, {
    method: 'PUT',
    path: `/admin/blog/posts/${post?.id ?? ''}/status`,
    body: (next: StaffBlogPost['status']) => ({ status: next }),
    invalidates,
  });
  const defaults = post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        category: post.category,
      }
    : blank;
  const { form, formError, submit, fieldError, state } = useContractForm(BlogPostDraftSchema, {
    defaultValues: defaults,
    onSubmit: async (values) => {
      setDone(null);
      const body = post ? values : { ...values, locale, ...(postKey ? { key: postKey } : {}) };
      const saved = await save.mutateAsync(body);
      form.reset({ ...values, slug: saved.data.slug, category: saved.data.category });
      setDone(t(`${k}.saved`));
      if (!post) void navigate(`/admin/blog/${saved.data.key}?lang=${locale}`, { replace: true });
    },
  });
  const content = form.watch('content') ?? '';
  const dirty = form.formState.isDirty;
  const publishedOn = post?.publishedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
        new Date(post.publishedAt),
      )
    : null;

  const changeStatus = (next: StaffBlogPost['status']) => {
    setDone(null);
    status.mutate(next, {
      onSuccess: () => setDone(t(`${k}.${next === 'published' ? 'published' : 'unpublished'}`)),
    });
  };

  return (
    <div className="space-y-6" lang={locale}>
      {post ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm">
          <Badge tone={post.status === 'published' ? 'success' : 'neutral'}>
            {t(`${k}.statuses.${post.status}`)}
          </Badge>
          {publishedOn ? (
            <span className="text-gray-600">{t(`${k}.publishedOn`, { date: publishedOn })}</span>
          ) : null}
          {post.status === 'published' ? (
            <>
              <a
                href={localizePath(`/blog/${post.slug}`, locale)}
                target="_blank"
                rel="noopener"
                className={buttonClasses('link', 'sm')}
              >
                {t(`${k}.view`)}
              </a>
              <Button
                size="sm"
                variant="secondary"
                loading={status.isPending}
                onClick={() => changeStatus('draft')}
              >
                {t(`${k}.unpublish`)}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              disabled={dirty}
              loading={status.isPending}
              onClick={() => changeStatus('published')}
            >
              {t(`${k}.publish`)}
            </Button>
          )}
          {dirty ? <span className="text-xs text-amber-800">{t(`${k}.saveFirst`)}</span> : null}
          {status.isError ? (
            <p role="alert" className="w-full text-red-700">
              {failureMessage(status.error)}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-gray-600">{t(`${k}.saveFirst`)}</p>
      )}

      <form
        aria-label={t(`${k}.languages.${locale}`)}
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
        onSubmit={submit}
        noValidate
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormText
            control={form.control}
            name="title"
            label={t(`${k}.titleField`)}
            maxLength={BLOG_TITLE_MAX}
            error={fieldError('title')}
          />
          <FormText
            control={form.control}
            name="slug"
            label={t(`${k}.slugField`)}
            hint={t(`${k}.slugHint`)}
            maxLength={BLOG_SLUG_MAX}
            error={fieldError('slug')}
          />
          <FormText
            control={form.control}
            name="category"
            label={t(`${k}.categoryField`)}
            hint={t(`${k}.categoryHint`)}
            maxLength={BLOG_CATEGORY_MAX}
            error={fieldError('category')}
          />
        </div>
        <FormTextarea
          control={form.control}
          name="excerpt"
          label={t(`${k}.excerptField`)}
          maxLength={BLOG_EXCERPT_MAX}
          rows={2}
          error={fieldError('excerpt')}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <FormTextarea
            control={form.control}
            name="content"
            label={t(`${k}.contentField`)}
            maxLength={BLOG_CONTENT_MAX}
            rows={16}
            className="font-mono text-sm"
            error={fieldError('content')}
          />
          <MarkdownPreview content={content} lang={locale} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={state === 'loading'}>
            {t(`${k}.${post ? 'save' : 'create'}`)}
          </Button>
          <FormOutcome error={formError} done={done} />
        </div>
      </form>
      {post ? <BlogThumbnails post={post} /> : null}
    </div>
  );
}
