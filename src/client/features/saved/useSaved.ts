import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { SavedItem, SavedKind } from '../../../shared/schemas/saved';
import { selectIsAuthenticated } from '../auth/authSlice';
import { addLocalSaved, removeLocalSaved, useLocalSaved } from './localSaved';
import { useGetSavedQuery, useRemoveSavedMutation, useSaveItemMutation } from './savedApi';

/**
 * The guest's saved list wherever it is kept: on the account when signed in, in the browser before. The same
 * calls either way, so a heart does not need to know which.
 */
export function useSaved() {
  const signedIn = useSelector(selectIsAuthenticated);
  const local = useLocalSaved();
  const remote = useGetSavedQuery(undefined, { skip: !signedIn });
  const [save, saving] = useSaveItemMutation();
  const [remove, removing] = useRemoveSavedMutation();
  const items = useMemo(() => (signedIn ? (remote.data ?? []) : local), [signedIn, remote.data, local]);

  const isSaved = useCallback((kind: SavedKind, id: number) => items.some((item) => item.kind === kind && item.id === id), [items]);

  const toggle = useCallback(
    (item: Omit<SavedItem, 'saved_at'>) => {
      const saved = isSaved(item.kind, item.id);
      if (!signedIn) {
        if (saved) removeLocalSaved(item.kind, item.id);
        else addLocalSaved({ ...item, saved_at: new Date().toISOString() });
        return;
      }
      if (saved) void remove({ kind: item.kind, id: item.id });
      else void save({ kind: item.kind, id: item.id });
    },
    [isSaved, signedIn, save, remove],
  );

  return {
    items,
    isSaved,
    toggle,
    signedIn,
    isLoading: signedIn && remote.isLoading,
    isError: signedIn && remote.isError,
    refetch: remote.refetch,
    isBusy: saving.isLoading || removing.isLoading,
  };
}
