import { useTranslation } from 'react-i18next';
import type { Referral } from '@hs/contracts/payments';
import { Button } from '@hs/ui/button';
import { useToast } from '@hs/ui/toast';
import { useLocale } from '../../hooks/use-locale.ts';
import { formatDate } from './payments-list.tsx';

/** spec 001 section 3: referralCode and rewards; the ?ref link with copy (spec 000 section 8). */
export function ReferralCard({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  return (
    <div>
      <p className="text-sm leading-6 text-gray-700">
        {t('buying.profile.referralBody', { count: referral.rewardCredits })}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor="referral-link">
          {t('buying.profile.referralLink')}
        </label>
        <input
          id="referral-link"
          readOnly
          value={referral.referralLink}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border-0 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900 ring-1 ring-gray-300 ring-inset"
        />
        <Button
          variant="secondary"
          onClick={() => {
            navigator.clipboard
              .writeText(referral.referralLink)
              .then(() => toast.success(t('buying.profile.copied')))
              .catch(() => toast.error(referral.referralLink));
          }}
        >
          {t('buying.profile.copy')}
        </Button>
      </div>
      <h3 className="mt-6 text-sm font-semibold text-gray-900">
        {t('buying.profile.rewardsTitle')}
      </h3>
      {referral.rewards.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('buying.profile.rewardsEmpty')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm" data-testid="rewards-list">
          {referral.rewards.map((r) => (
            <li key={r.id} className={r.revoked ? 'text-gray-500 line-through' : 'text-gray-900'}>
              {formatDate(r.createdAt, locale)}: {t('buying.profile.reward', { count: r.credits })}
              {r.revoked ? ` (${t('buying.profile.rewardRevoked')})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
