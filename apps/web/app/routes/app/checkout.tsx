import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function CheckoutPage() {
  return <AccountNotBuilt page="checkout" />;
}
