import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function ResultsPage() {
  return <AccountNotBuilt page="results" />;
}
