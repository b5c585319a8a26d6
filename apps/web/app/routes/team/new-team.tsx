import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateOrganizationSchema, createOrganizationRoute } from '@hs/contracts/organization';
import { localizePath } from '@hs/domain/locale';
import {
  ORGANIZATION_NAME_MAX,
  TEAM_NAME_MAX,
  TEAM_SIZES,
  type TeamSize,
} from '@hs/domain/organization';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { Textarea } from '@hs/ui/textarea';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { FormText } from '../../components/data-kit/form-fields.tsx';

const answerSchema = createOrganizationRoute.responses[200].content['application/json'].schema;

/** The first teams, one per line, as the contract's list. */
export const teamNames = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

// The form holds the teams as lines of text; the contract's schema checks the list.
const formSchema = CreateOrganizationSchema.omit({ teams: true, branding: true }).extend({
  teamsText: z
    .string()
    .max(100 * (TEAM_NAME_MAX + 1))
    .refine((text) => teamNames(text).every((name) => name.length <= TEAM_NAME_MAX)),
  brandingColor: z.string().regex(/^(#[0-9a-fA-F]{6})?$/),
});

// spec 001 section 2: /app/admin/team/new creates an organization (name, team size bracket,
// first teams, branding); the creator becomes TeamLead. A signed-in person without an
// organization is sent here by the team-lead layout.
export default function NewTeam() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const { form, state, formError, submit, fieldError } = useContractForm(formSchema, {
    defaultValues: { name: '', teamSize: '' as TeamSize, teamsText: '', brandingColor: '' },
    onSubmit: async (values) => {
      await api.request('/organization', {
        method: 'POST',
        schema: answerSchema,
        body: {
          name: values.name,
          teamSize: values.teamSize,
          teams: teamNames(values.teamsText),
          branding: { backgroundColor: values.brandingColor || null },
        },
      });
      // A full load: the page context (and the sidebar) now know the organization.
      window.location.assign(localizePath('/app/admin', locale));
    },
  });
  return (
    <div className="max-w-xl py-8 sm:py-10">
      <title>{`${t('account.team.newTeam.title')} · Headshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">
        {t('account.team.newTeam.title')}
      </h1>
      <p className="mt-3 text-base leading-7 text-gray-700">{t('account.team.newTeam.body')}</p>
      <form onSubmit={submit} noValidate className="mt-8 space-y-5" aria-busy={state === 'loading'}>
        <FormText
          control={form.control}
          name="name"
          label={t('account.team.newTeam.name')}
          autoComplete="organization"
          maxLength={ORGANIZATION_NAME_MAX}
          error={fieldError('name')}
        />
        <Controller
          control={form.control}
          name="teamSize"
          render={({ field }) => (
            <Select
              label={t('account.team.newTeam.teamSize')}
              options={TEAM_SIZES.map((value) => ({
                value,
                title: t('account.team.newTeam.people', { size: value }),
              }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldError('teamSize')}
            />
          )}
        />
        <Textarea
          label={t('account.team.newTeam.teams')}
          hint={t('account.team.newTeam.teamsHint')}
          rows={4}
          error={fieldError('teamsText')}
          {...form.register('teamsText')}
        />
        <FormText
          control={form.control}
          name="brandingColor"
          label={t('account.team.newTeam.branding')}
          hint={t('account.team.newTeam.brandingHint')}
          placeholder="#1f2937"
          maxLength={7}
          error={fieldError('brandingColor')}
        />
        {formError ? (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <Button type="submit" loading={state === 'loading'}>
          {t('account.team.newTeam.create')}
        </Button>
      </form>
    </div>
  );
}
