import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CloseIcon } from '../../../ui/icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

type Props = { open: boolean; onClose: () => void; children: ReactNode };

/**
 * The phone menu. Rendered into document.body: inside a header with backdrop-filter a fixed element is
 * positioned against the header, not the screen. Focus stays inside; Escape, the scrim and a followed
 * link close it.
 */
export function DashboardDrawer({ open, onClose, children }: Props) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);

  useEffect(() => {
    if (pathname !== shownAt.current) {
      shownAt.current = pathname;
      onCloseRef.current();
    }
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onCloseRef.current();
      if (event.key !== 'Tab' || !panelRef.current) return undefined;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
      return undefined;
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <>
      <Scrim onClick={onClose} aria-hidden="true" />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={t('dashboard.nav.label')}>
        <Close ref={closeRef} type="button" aria-label={t('header.closeMenu')} onClick={onClose}>
          <CloseIcon size={22} />
        </Close>
        {children}
      </Panel>
    </>,
    document.body,
  );
}

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(11, 42, 60, 0.4);
`;

/* Written for left-to-right: the RTL plugin opens it from the right edge in Arabic. */
const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(86vw, 320px);
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.foam};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-y: auto;
`;

const Close = styled.button`
  align-self: flex-end;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.deepSea};
  cursor: pointer;
`;
