import { useState } from 'react';
import { isStale, type MutationError } from './formErrors';

/** What a form's Save bar needs to offer when its save was refused as stale. */
export interface StaleEdit<Draft> {
  /** The last save was refused: someone else saved first. */
  stale: boolean;
  /** Fetches their version and keeps the staff member's own draft (and the one it started from) beside it. */
  reload: (mine: Draft, base: Draft) => void;
  /**
   * After a reload, the kept edit: put back on top of the latest version, or not (null when there is
   * nothing to re-apply). Left out by forms whose reload does not keep the edit.
   */
  kept?: { applied: boolean; apply: () => void; showLatest: () => void } | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * "Changed by someone else", without losing the edit (issue 20, item 10). Reload shows the latest version
 * and keeps what the staff member had typed; re-applying puts back only the fields they changed (so the
 * other person's changes to the rest stay), on the latest version, ready to save; they can switch back to
 * compare. `latest` is the form's draft of the record as last read; the form is remounted with `formKey`.
 */
export function useStaleEdit<Draft extends object>({
  error,
  latest,
  refetch,
  reset,
}: {
  error: MutationError;
  latest: Draft | null;
  refetch: () => unknown;
  reset: () => void;
}) {
  const [kept, setKept] = useState<{ base: Draft; mine: Draft } | null>(null);
  const [applied, setApplied] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const remount = (apply: boolean) => {
    setApplied(apply);
    setFormKey((key) => key + 1);
  };
  const changed = kept ? (Object.keys(kept.mine) as Array<keyof Draft>).filter((key) => !same(kept.mine[key], kept.base[key])) : [];
  const initial = latest && kept && applied ? { ...latest, ...Object.fromEntries(changed.map((key) => [key, kept.mine[key]])) } : latest;

  const edit: StaleEdit<Draft> = {
    stale: isStale(error),
    reload: async (mine, base) => {
      await refetch();
      reset();
      setKept({ base, mine });
      remount(false);
    },
    kept: kept && changed.length > 0 ? { applied, apply: () => remount(true), showLatest: () => remount(false) } : null,
  };
  /** After a save that went through, there is nothing left to re-apply. */
  const saved = () => {
    setKept(null);
    setApplied(false);
  };
  return { edit, initial: initial as Draft | null, formKey, saved };
}
