import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectIsAuthenticated } from '../auth/authSlice';
import { clearLocalSaved, readLocalSaved, useLocalSaved } from './localSaved';
import { useMergeSavedMutation } from './savedApi';

/**
 * At sign-in, what the guest saved in this browser joins their account (the server keeps each item once);
 * the browser's list is emptied only once the account has it, so a failed merge is tried again next time.
 */
export function SavedSync() {
  const signedIn = useSelector(selectIsAuthenticated);
  const local = useLocalSaved();
  const [merge] = useMergeSavedMutation();
  const merging = useRef(false);

  useEffect(() => {
    if (!signedIn || local.length === 0 || merging.current) return;
    merging.current = true;
    const items = readLocalSaved().map(({ kind, id }) => ({ kind, id }));
    merge(items)
      .unwrap()
      .then(() => clearLocalSaved())
      .catch(() => undefined)
      .finally(() => {
        merging.current = false;
      });
  }, [signedIn, local, merge]);

  return null;
}

export default SavedSync;
