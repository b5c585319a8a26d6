import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function ProfilePage() {
  return <AccountNotBuilt page="profile" />;
}
