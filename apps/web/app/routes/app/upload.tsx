import { AccountNotBuilt } from '../../components/account-not-built.tsx';

export default function UploadPage() {
  return <AccountNotBuilt page="upload" />;
}
