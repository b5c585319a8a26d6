import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function StudioPage() {
  return <AccountNotBuilt page="studio" />;
}
