import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listStylesRoute } from '@hs/contracts/onboarding';
import { FREE_HEADSHOT_DEFAULT_STYLE, FREE_HEADSHOTS_PER_HOUR } from '@hs/contracts/tools';
import { Button, buttonClasses } from '@hs/ui/button';
import { CameraIcon } from '@hs/ui/icons';
import type { Route } from './+types/headshot';
import { getFromApi } from '../../components/site/page-api.ts';
import { canPreview, isAcceptedPhoto } from '../../upload/accepted-files.ts';
import { useUploadErrorText } from '../../upload/failure-message.ts';
import { errorFromFailure } from '../../upload/upload-error.ts';
import { contentMeta } from '../public/parts/meta.ts';
import { BackdropChoice } from './parts/free-headshot-backdrops.tsx';
import { FreeHeadshotResult, type ResultState } from './parts/free-headshot-result.tsx';
import { requestFreeHeadshot } from './parts/free-headshot-request.ts';
import { ToolPage } from './parts/tool-page.tsx';

const stylesSchema = listStylesRoute.responses[200].content['application/json'].schema;
// The same bound as the server's (POST /api/tools/free-headshot): checked here for speed.
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

// The backdrop catalogue from the database, through the styles API (called in process).
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const answer = await getFromApi(context, '/api/styles/');
    if (answer?.status !== 200) return { styles: null };
    return { styles: stylesSchema.parse(answer.body).data.styles };
  } catch {
    return { styles: null };
  }
}

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'tools.headshot');
}

// spec 001 section 2, Tools: free-headshot-generator (issue 7 item 4): one photo in, one
// watermarked headshot out, made by the local engine on the server; nothing is stored.
export default function FreeHeadshotGenerator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const uploadErrorText = useUploadErrorText();
  const { styles } = loaderData;
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [style, setStyle] = useState(
    styles?.some((s) => s._id === FREE_HEADSHOT_DEFAULT_STYLE)
      ? FREE_HEADSHOT_DEFAULT_STYLE
      : (styles?.[0]?._id ?? FREE_HEADSHOT_DEFAULT_STYLE),
  );
  const [state, setState] = useState<ResultState>({ kind: 'idle' });
  const working = state.kind === 'working';

  useEffect(() => () => pending.current?.abort(), []);
  useEffect(() => {
    if (!file || !canPreview(file)) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // What is wrong with the chosen file, found before sending it.
  const problem = !file
    ? null
    : !isAcceptedPhoto(file)
      ? t('tools.headshot.notPhoto')
      : file.size > MAX_PHOTO_BYTES
        ? t('tools.headshot.tooLarge')
        : null;

  function choose(chosen: File | null) {
    setFile(chosen);
    setState({ kind: 'idle' });
  }

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (!file || working || problem) {
      if (!file) input.current?.focus();
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState({ kind: 'working' });
    const answer = await requestFreeHeadshot(file, style, controller.signal);
    if (controller.signal.aborted) return;
    if (answer.ok) return setState({ kind: 'done', headshot: answer.headshot });
    // The upload check's messages (no face, too small) in the page language; others as sent.
    const said = answer.failure;
    const error = said?.errorMessage ? errorFromFailure(said, 'somethingWrong') : null;
    setState({
      kind: 'error',
      message: error ? uploadErrorText(error) : t('tools.headshot.failed'),
    });
  }

  function again() {
    setFile(null);
    setState({ kind: 'idle' });
    if (input.current) input.current.value = '';
    input.current?.focus();
  }

  return (
    <ToolPage tool="headshot" how={null}>
      <div className="grid gap-8 lg:grid-cols-2">
        <form className="space-y-6" onSubmit={generate} noValidate>
          <div>
            <label htmlFor="free-headshot-photo" className="text-sm font-medium text-slate-900">
              {t('tools.headshot.photo')}
            </label>
            <p id="free-headshot-photo-hint" className="mt-1 text-xs leading-5 text-slate-600">
              {t('tools.headshot.photoHint')}
            </p>
            {/* The browser's own picker button is not in the page language: a styled label
                opens the (visually hidden, still focusable) input instead. */}
            <input
              ref={input}
              id="free-headshot-photo"
              type="file"
              accept="image/*,.heic,.heif"
              aria-describedby="free-headshot-photo-hint"
              disabled={working}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              className="peer sr-only"
            />
            <label
              htmlFor="free-headshot-photo"
              className={buttonClasses(
                'secondary',
                'md',
                'mt-2 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              <CameraIcon aria-hidden="true" className="size-5" />
              {t(file ? 'tools.headshot.change' : 'tools.headshot.choose')}
            </label>
            {file ? (
              <div className="mt-3 flex items-center gap-3">
                {preview ? (
                  <img
                    src={preview}
                    alt=""
                    className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
                  />
                ) : (
                  <CameraIcon aria-hidden="true" className="size-8 text-slate-400" />
                )}
                <p className="min-w-0 text-sm break-words text-slate-700">
                  {t('tools.headshot.chosen', { name: file.name })}
                </p>
              </div>
            ) : null}
          </div>
          <BackdropChoice styles={styles} value={style} onChange={setStyle} disabled={working} />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={working}
            disabled={!file || problem !== null}
          >
            {t('tools.headshot.generate')}
          </Button>
        </form>

        <FreeHeadshotResult state={state} problem={problem} onAgain={again} />
      </div>
      <aside
        aria-labelledby="free-headshot-how"
        className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm leading-6 text-slate-700"
      >
        <h2 id="free-headshot-how" className="font-semibold text-slate-900">
          {t('tools.headshot.howTitle')}
        </h2>
        <p className="mt-1">{t('tools.headshot.how')}</p>
        <p className="mt-2">{t('tools.headshot.privacy', { count: FREE_HEADSHOTS_PER_HOUR })}</p>
      </aside>
    </ToolPage>
  );
}
