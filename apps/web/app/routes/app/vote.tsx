import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function VotePage() {
  return <AccountNotBuilt page="vote" />;
}
