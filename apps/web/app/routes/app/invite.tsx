import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function InvitePage() {
  return <AccountNotBuilt page="invite" />;
}
