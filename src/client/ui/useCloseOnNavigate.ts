import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Calls `onClose` when the path changes after mounting: a followed link closes a drawer or menu. */
export function useCloseOnNavigate(onClose: () => void) {
  const { pathname } = useLocation();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const shownAt = useRef(pathname);

  useEffect(() => {
    if (pathname !== shownAt.current) {
      shownAt.current = pathname;
      onCloseRef.current();
    }
  }, [pathname]);
}
