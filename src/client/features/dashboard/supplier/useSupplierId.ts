import { useSelector } from 'react-redux';
import { selectRole, selectUserId } from '../../auth/authSlice';

/** The signed-in supplier's id, or null for staff: a supplier's forms own their items and hide the owner picker. */
export function useSupplierId(): number | null {
  const role = useSelector(selectRole);
  const id = useSelector(selectUserId);
  return role === 'supplier' ? id : null;
}
