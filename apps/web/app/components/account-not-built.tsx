import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import type { account } from '../i18n/areas/account.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageContext } from '../hooks/use-page-context.ts';
import { NotBuilt } from './not-built.tsx';

export type AccountPage = keyof typeof account.en.pages;

/** A customer page that is not built yet, with the way back that fits the visitor. */
export function AccountNotBuilt({ page }: { page: AccountPage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer } = usePageContext();
  // Anonymous visitors cannot open the dashboard (spec 000 section 4); their home is /team-member.
  const back =
    !viewer || viewer.isAnonymous
      ? { to: localizePath('/team-member', locale), label: t('account.notBuilt.backGuest') }
      : { to: localizePath('/app', locale), label: t('account.notBuilt.back') };
  return (
    <NotBuilt
      title={t(`account.pages.${page}`)}
      badge={t('account.notBuilt.badge')}
      body={t('account.notBuilt.body')}
      detail={t('account.notBuilt.detail')}
      back={back}
    />
  );
}
