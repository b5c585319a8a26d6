import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function AddPage() {
  return <AccountNotBuilt page="add" />;
}
