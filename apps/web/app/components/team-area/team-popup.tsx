import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  TeamInputSchema,
  createTeamRoute,
  type Organization,
  type Team,
} from '@hs/contracts/organization';
import { TEAM_ICONS, TEAM_NAME_MAX, DEFAULT_TEAM_ICON } from '@hs/domain/organization';
import { Button } from '@hs/ui/button';
import { DeleteConfirmButton } from '@hs/ui/delete-confirm-button';
import { Dropdown } from '@hs/ui/dropdown';
import { ICONS } from '@hs/ui/icons';
import { Modal } from '@hs/ui/modal';
import { useToast } from '@hs/ui/toast';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { invalidateApi } from '../data-kit/api-query.ts';
import { useContractForm } from '../data-kit/contract-form.ts';
import { ORGANIZATION_PATHS } from './organization-data.tsx';
import { FormText } from '../data-kit/form-fields.tsx';

const answer = createTeamRoute.responses[200].content['application/json'].schema;

/** A team's icon by its stored name. */
export function TeamIcon({ icon, className }: { icon: Team['icon']; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className={className ?? 'size-4'} />;
}

/**
 * spec 001 section 2: the create/edit team popup: a team name field, an icon dropdown
 * (default a user group icon) and a delete button when editing. spec 001 section 8: the
 * toasts 'Team saved' and 'Team deleted'.
 */
export function TeamPopup({
  open,
  team,
  onClose,
  onSaved,
  onDeleted,
}: {
  open: boolean;
  /** The team to edit; null creates one. */
  team: Team | null;
  onClose: () => void;
  onSaved?: (organization: Organization, team: Team | undefined) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={team ? t('lead.teamPopup.editTitle') : t('lead.teamPopup.createTitle')}
      labels={{ close: t('lead.teamPopup.close') }}
    >
      {/* Remounted per team, so the form starts from that team's values. */}
      <TeamForm
        key={team?.id ?? 'new'}
        team={team}
        onClose={onClose}
        onSaved={onSaved}
        onDeleted={onDeleted}
      />
    </Modal>
  );
}

function TeamForm({
  team,
  onClose,
  onSaved,
  onDeleted,
}: {
  team: Team | null;
  onClose: () => void;
  onSaved?: (organization: Organization, team: Team | undefined) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const failureMessage = useFailureMessage();
  const { form, state, formError, submit, fieldError } = useContractForm(TeamInputSchema, {
    defaultValues: { name: team?.name ?? '', icon: team?.icon ?? DEFAULT_TEAM_ICON },
    resetOnSuccess: true,
    onSubmit: async (values) => {
      const done = await api.request(
        team ? `/organization/teams/${encodeURIComponent(team.id)}` : '/organization/teams',
        { method: team ? 'PUT' : 'POST', schema: answer, body: values },
      );
      const organization = done.data.organization;
      const saved = team
        ? organization.teams.find((x) => x.id === team.id)
        : organization.teams.findLast((x) => x.name === values.name);
      await invalidateApi(client, ...ORGANIZATION_PATHS);
      toast.success(t('lead.teamPopup.saved'));
      onSaved?.(organization, saved);
      onClose();
    },
  });
  const remove = async () => {
    if (!team) return;
    try {
      await api.request(`/organization/teams/${encodeURIComponent(team.id)}`, {
        method: 'DELETE',
        schema: answer,
      });
      await invalidateApi(client, ...ORGANIZATION_PATHS);
      toast.success(t('lead.teamPopup.deleted'));
      onDeleted?.();
      onClose();
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={state === 'loading'}>
      <FormText
        control={form.control}
        name="name"
        label={t('lead.teamPopup.name')}
        maxLength={TEAM_NAME_MAX}
        error={fieldError('name')}
      />
      <Controller
        control={form.control}
        name="icon"
        render={({ field }) => {
          const icon = field.value ?? DEFAULT_TEAM_ICON;
          return (
            <div>
              <p className="mb-1 text-sm font-medium text-gray-700">{t('lead.teamPopup.icon')}</p>
              <Dropdown
                items={TEAM_ICONS.map((value) => ({
                  value,
                  title: t(`lead.teamPopup.icons.${value}`),
                  icon: <TeamIcon icon={value} />,
                }))}
                selectedValue={icon}
                onSelect={(value) => field.onChange(value)}
                menuLabel={t('lead.teamPopup.icon')}
                label={
                  <span className="inline-flex items-center gap-2" data-team-icon={icon}>
                    <TeamIcon icon={icon} />
                    {t(`lead.teamPopup.icons.${icon}`)}
                  </span>
                }
              />
            </div>
          );
        }}
      />
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        {team ? (
          <DeleteConfirmButton
            onConfirm={() => void remove()}
            labels={{ idle: t('lead.teamPopup.delete'), confirm: t('lead.teamPopup.confirm') }}
            size="sm"
          />
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('lead.teamPopup.cancel')}
          </Button>
          <Button type="submit" loading={state === 'loading'}>
            {t('lead.teamPopup.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
