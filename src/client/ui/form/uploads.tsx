// Uploads in progress on a screen, so a form's Save can wait for them instead of saving without the
// picture that is still on its way (issue 20, item 4). Every picture picker reports to the nearest scope.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface UploadsState {
  /** Uploads started and not yet answered. */
  pending: number;
  /** Uploads that ended without a picture, counted since the scope opened. */
  failures: number;
  /** Marks an upload as started; call the answer with whether it gave a picture, after using the picture. */
  begin: () => (ok: boolean) => void;
}

const noScope: UploadsState = { pending: 0, failures: 0, begin: () => () => undefined };
const UploadContext = createContext<UploadsState | null>(null);

/**
 * Counts the uploads of everything inside it (a screen, or a form). A scope inside another one adds
 * nothing: the outer one already counts, so a screen's picture manager and its form's Save share one.
 */
export function UploadScope({ children }: { children: ReactNode }) {
  const parent = useContext(UploadContext);
  const [counts, setCounts] = useState({ pending: 0, failures: 0 });
  const begin = useCallback(() => {
    setCounts((old) => ({ ...old, pending: old.pending + 1 }));
    let answered = false;
    return (ok: boolean) => {
      if (answered) return;
      answered = true;
      setCounts((old) => ({ pending: old.pending - 1, failures: old.failures + (ok ? 0 : 1) }));
    };
  }, []);
  const value = useMemo(() => ({ ...counts, begin }), [counts, begin]);
  if (parent) return <>{children}</>;
  return <UploadContext.Provider value={value}>{children}</UploadContext.Provider>;
}

/** The nearest scope's uploads (none outside a scope). */
export const useUploads = (): UploadsState => useContext(UploadContext) ?? noScope;
