import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function InvoicePage() {
  return <AccountNotBuilt page="invoice" />;
}
