import { createContext, useContext } from 'react';
import type { Staff } from './opsApi.ts';

export const StaffContext = createContext<Staff | null>(null);

/** The signed-in staff member; the layout renders pages only once someone is signed in. */
export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside a signed-in console');
  return staff;
}
