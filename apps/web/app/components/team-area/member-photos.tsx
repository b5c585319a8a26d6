import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  memberPhotoCheckRoute,
  openMemberModelRoute,
  removeMemberPhotoRoute,
  uploadMemberPhotosRoute,
  type MemberModel,
} from '@hs/contracts/member-photos';
import type { TeamMember } from '@hs/contracts/organization';
import { Button } from '@hs/ui/button';
import { Modal } from '@hs/ui/modal';
import { Spinner } from '@hs/ui/spinner';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { invalidateApi } from '../data-kit/api-query.ts';
import { MemberOrderForm } from './member-order-form.tsx';

const modelAnswer = openMemberModelRoute.responses[200].content['application/json'].schema;
const uploadAnswer = uploadMemberPhotosRoute.responses[200].content['application/json'].schema;
const removeAnswer = removeMemberPhotoRoute.responses[200].content['application/json'].schema;
const checkAnswer = memberPhotoCheckRoute.responses[200].content['application/json'].schema;

/** How often the engine's reading is asked again while photos are unread (decision 046). */
const CHECK_AGAIN_MS = 3000;

type Check = { used: number; unread: number; someoneElse: number } | null;

/** The engine's reading of the member's photos, asked again while any is unread. */
function usePhotoCheck(member: string, modelId: string | null, photos: number) {
  const api = useApi();
  const [check, setCheck] = useState<Check>(null);
  useEffect(() => {
    if (!modelId || photos === 0) {
      setCheck(null);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const { data } = await api.request(
          `/organization/members/${encodeURIComponent(member)}/photo-check/${modelId}`,
          { schema: checkAnswer },
        );
        if (stopped) return;
        const next = {
          used: data.photos.filter((p) => p.use === 'used').length,
          unread: data.photos.filter((p) => p.use === 'unread').length,
          someoneElse: data.photos.filter((p) => p.someoneElse).length,
        };
        setCheck(next);
        if (next.unread > 0) timer = setTimeout(() => void ask(), CHECK_AGAIN_MS);
      } catch {
        // Only advice: the upload rules still decide, and the next change asks again.
        if (!stopped) setCheck(null);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, member, modelId, photos]);
  return check;
}

/**
 * Photos and the order on a member's behalf (issue 17 item 5; decision 048): the member's
 * own model, so they see the photos in their account and get the results and the mails.
 * Kept outside the members table, so the table's refresh after a submit does not close it.
 */
export function MemberPhotosDialog({
  member,
  onClose,
}: {
  member: TeamMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const failureMessage = useFailureMessage();
  const base = `/organization/members/${encodeURIComponent(member._id)}`;
  const [current, setCurrent] = useState<MemberModel | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [refusals, setRefusals] = useState<{ fileName: string; message: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadFailure(null);
    try {
      const answer = await api.request(`${base}/model`, { method: 'POST', schema: modelAnswer });
      setCurrent(answer.data);
    } catch (caught) {
      setLoadFailure(failureMessage(caught));
    }
  }, [api, base, failureMessage]);
  useEffect(() => void load(), [load]);

  const photos = current?.model?.trainingImages ?? [];
  const check = usePhotoCheck(member._id, current?.modelId ?? null, photos.length);
  const submitted = current?.model != null && current.model.status !== 'onboarding';

  async function add(files: File[]) {
    if (!current || files.length === 0) return;
    setFailure(null);
    setRefusals([]);
    const refused: { fileName: string; message: string }[] = [];
    // One photo a request, as the wizard sends them (the body limit is one photo's worth).
    for (const [i, file] of files.entries()) {
      setProgress({ done: i, of: files.length });
      const form = new FormData();
      form.append('files', file, file.name);
      // None yet: the first upload opens the member's model (opening the dialog does not).
      if (current.modelId) form.append('modelId', current.modelId);
      try {
        const answer = await api.request(`${base}/photos`, {
          method: 'POST',
          body: form,
          schema: uploadAnswer,
        });
        for (const d of answer.data) {
          if (!d.success) refused.push({ fileName: d.fileName, message: d.errorMessage });
        }
      } catch (caught) {
        refused.push({ fileName: file.name, message: failureMessage(caught) });
      }
    }
    setProgress(null);
    setRefusals(refused);
    await load();
  }

  async function remove(path: string) {
    setFailure(null);
    try {
      await api.request(`${base}/photos/remove`, {
        method: 'POST',
        body: { imagePath: path },
        schema: removeAnswer,
      });
      await load();
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  }

  const name = member.displayName || member.email;
  let body;
  if (loadFailure) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        {loadFailure}
        <Button size="sm" variant="secondary" onClick={() => void load()}>
          {t('bulkUpload.retry')}
        </Button>
      </div>
    );
  } else if (!current) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
        <Spinner /> {t('bulkUpload.behalf.loading')}
      </p>
    );
  } else if (submitted) {
    body = (
      <p role="status" className="rounded-lg bg-green-50 p-4 text-sm text-gray-900">
        {t('bulkUpload.behalf.submitted', { name, email: member.email })}
      </p>
    );
  } else {
    const enough = photos.length >= current.minimumPhotos;
    body = (
      <div className="space-y-5">
        <section aria-labelledby={`photos-${member._id}`} className="space-y-3">
          <h3 id={`photos-${member._id}`} className="text-sm font-semibold text-gray-900">
            {t('bulkUpload.behalf.photos', {
              count: photos.length,
              minimum: current.minimumPhotos,
            })}
          </h3>
          {photos.length === 0 ? (
            <p className="text-sm text-gray-700">{t('bulkUpload.behalf.noPhotos')}</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {photos.map((p, i) => (
                <li key={p.path} className="relative">
                  <img
                    src={p.url}
                    alt={t('bulkUpload.behalf.photoAlt', { n: i + 1 })}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-1 w-full"
                    aria-label={t('bulkUpload.behalf.removeOne', { n: i + 1 })}
                    onClick={() => void remove(p.path)}
                  >
                    {t('bulkUpload.behalf.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <label className="block text-sm font-medium text-gray-900">
            {t('bulkUpload.behalf.add')}
            <input
              type="file"
              multiple
              accept="image/*,.heic,.heif"
              disabled={progress !== null}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                void add(files);
              }}
              className="mt-1 block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white"
            />
          </label>
          <p className="text-xs text-gray-600">{t('bulkUpload.behalf.rules')}</p>
          {progress ? (
            <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
              <Spinner />{' '}
              {t('bulkUpload.behalf.uploading', { n: progress.done + 1, of: progress.of })}
            </p>
          ) : null}
          {refusals.length > 0 ? (
            <ul role="alert" className="space-y-1 text-sm text-red-700">
              {refusals.map((r, i) => (
                <li key={`${r.fileName}-${i}`}>
                  <span className="font-medium">{r.fileName}</span>: {r.message}
                </li>
              ))}
            </ul>
          ) : null}
          {failure ? (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          ) : null}
          {check ? (
            <p role="status" className="text-sm text-gray-700">
              {check.unread > 0
                ? t('bulkUpload.behalf.checking')
                : t('bulkUpload.behalf.usable', { used: check.used, count: photos.length })}
              {check.someoneElse > 0
                ? ` ${t('bulkUpload.behalf.someoneElse', { count: check.someoneElse })}`
                : ''}
            </p>
          ) : null}
        </section>
        {enough && current.modelId && current.model ? (
          <MemberOrderForm
            current={{ ...current, modelId: current.modelId, model: current.model }}
            onSubmitted={(answer) => {
              setCurrent(answer);
              void invalidateApi(client, '/organization');
            }}
          />
        ) : null}
      </div>
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t('bulkUpload.behalf.title', { name })}
      description={t('bulkUpload.behalf.intro')}
      labels={{ close: t('bulkUpload.behalf.close') }}
    >
      {body}
    </Modal>
  );
}

/** The entry point on a member's row: only with bulk upload, and only for TeamMembers. */
export function MemberPhotosButton({ member, onOpen }: { member: TeamMember; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={onOpen}
      aria-label={t('bulkUpload.behalf.openFor', { email: member.email })}
    >
      {t('bulkUpload.behalf.open')}
    </Button>
  );
}
