import { useRouteLoaderData } from 'react-router';
import type { StaffData } from '../routes/admin/layout.tsx';

/** The signed-in staff member's role and menu, as the admin layout's loader decided them. */
export function useStaff(): StaffData {
  const staff = useRouteLoaderData<StaffData>('routes/admin/layout');
  if (!staff) throw new Error('useStaff must be used inside the admin layout');
  return staff;
}
