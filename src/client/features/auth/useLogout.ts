import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/session';

/** Returns `(to = '/') => void` that ends the session everywhere in this tab and navigates. */
export function useLogout(): (to?: string) => void {
  // Plain useDispatch: logout dispatches a plain action, and features may not import the app shell
  // (where the typed hooks live).
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback((to = '/') => logout(dispatch, navigate, to), [dispatch, navigate]);
}

export default useLogout;
