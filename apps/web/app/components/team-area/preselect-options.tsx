import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  savePreselectedOptionsRoute,
  type PreselectedOptionsAnswer,
} from '@hs/contracts/organization-settings';
import { type AllowedOptions, allowsClothing, allowsStyle } from '@hs/domain/organization-options';
import { Button } from '@hs/ui/button';
import { useToast } from '@hs/ui/toast';
import type { Organization } from '@hs/contracts/organization';
import { useApiMutation } from '../data-kit/api-query.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { OptionChecklist } from './option-checklist.tsx';
import { OptionsState, SettingsLink } from './options-state.tsx';
import {
  PRESELECTED_PATH,
  useCatalogueOptions,
  usePreselected,
  type OptionItem,
} from './options-data.ts';
import { useSelectedTeam } from './organization-data.tsx';

const savedAnswer = savePreselectedOptionsRoute.responses[200].content['application/json'].schema;

export type PreselectKind = 'styles' | 'clothing';

const allows = (kind: PreselectKind, allowed: AllowedOptions, id: string) =>
  kind === 'styles' ? allowsStyle(allowed, id) : allowsClothing(allowed, id);

function PreselectForm({
  kind,
  teamId,
  items,
  preselected,
}: {
  kind: PreselectKind;
  teamId: string | null;
  items: OptionItem[];
  preselected: PreselectedOptionsAnswer;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const [selected, setSelected] = useState<string[]>(preselected[kind]);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation(savedAnswer, {
    method: 'PUT',
    path: PRESELECTED_PATH,
    invalidates: [PRESELECTED_PATH],
  });
  const offered = items.filter((item) => allows(kind, preselected.allowedOptions, item.id));
  if (offered.length === 0) {
    return (
      <div className="mt-6 space-y-2 rounded-xl border border-dashed border-gray-300 p-6 text-sm text-gray-700">
        <p>{t('orgSettings.preselect.noneAllowed')}</p>
        <SettingsLink />
      </div>
    );
  }
  return (
    <form
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        save.mutate(
          { teamId, [kind]: selected },
          {
            onSuccess: () => toast.success(t('orgSettings.saved')),
            onError: (failure) => setError(failureMessage(failure)),
          },
        );
      }}
    >
      <OptionChecklist
        legend={t(`account.team.items.${kind === 'styles' ? 'style' : 'clothing'}`)}
        items={offered}
        selected={selected}
        onChange={setSelected}
        testId={`preselect-${kind}`}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" loading={save.isPending}>
          {t('orgSettings.save')}
        </Button>
        <p role="status" className="text-sm text-gray-700">
          {t('orgSettings.preselect.chosen', { count: selected.length })}
        </p>
        <SettingsLink />
      </div>
    </form>
  );
}

/**
 * The Backdrops (/app/admin/style) and Clothing (/app/admin/clothing) pages: what the team
 * the sidebar selected (or All members) starts with, among what members may pick.
 */
export function PreselectOptions({
  kind,
  organization,
}: {
  kind: PreselectKind;
  organization: Organization;
}) {
  const { t } = useTranslation();
  const { teamId, team } = useSelectedTeam(organization);
  const preselected = usePreselected(teamId);
  const catalogue = useCatalogueOptions();
  const items = catalogue.data?.[kind];
  return (
    <div className="mt-6">
      <p className="text-sm font-semibold text-gray-900" data-preselect-team={teamId ?? ''}>
        {t('orgSettings.preselect.team', {
          team: team?.name ?? t('orgSettings.preselect.allMembers'),
        })}
      </p>
      <p className="mt-1 text-sm text-gray-600">{t('orgSettings.preselect.teamHelp')}</p>
      <OptionsState
        isError={preselected.isError || catalogue.isError}
        retry={() => {
          void preselected.refetch();
          catalogue.retry();
        }}
        ready={Boolean(preselected.data && items)}
      />
      {preselected.data && items ? (
        <PreselectForm
          key={`${teamId ?? ''}:${preselected.dataUpdatedAt}`}
          kind={kind}
          teamId={teamId}
          items={items}
          preselected={preselected.data.data}
        />
      ) : null}
    </div>
  );
}
