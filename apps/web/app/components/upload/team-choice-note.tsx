import { useTranslation } from 'react-i18next';
import { UserGroupIcon } from '@hs/ui/icons';
import type { TeamChoice } from '../../upload/use-team-style-catalogue.ts';

/** For a team member: what their lead decided (allowed backdrops, preselected clothing). */
export function TeamChoiceNote({ choice }: { choice: TeamChoice | null }) {
  const { t, i18n } = useTranslation();
  if (!choice || (!choice.limited && choice.clothing.length === 0)) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(choice.clothing);
  return (
    <div
      data-testid="team-choice"
      className="mt-4 flex max-w-3xl items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm text-gray-900 ring-1 ring-brand-200 ring-inset"
    >
      <UserGroupIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold">{t('orgSettings.wizard.title')}</p>
        {choice.limited ? <p>{t('orgSettings.wizard.backdrops')}</p> : null}
        {choice.clothing.length ? <p>{t('orgSettings.wizard.clothing', { names })}</p> : null}
      </div>
    </div>
  );
}
