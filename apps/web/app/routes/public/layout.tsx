import { Outlet } from 'react-router';

// The public site's frame (header, footer); its pages render inside.
export default function PublicLayout() {
  return <Outlet />;
}
