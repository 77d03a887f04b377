import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DrawerClose, DrawerScrim, drawerPanel } from '../../../ui/drawer.styles';
import { CloseIcon } from '../../../ui/icons';
import { useCloseOnNavigate } from '../../../ui/useCloseOnNavigate';
import { useDialogFocusTrap } from '../../../ui/useDialogFocusTrap';

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
  useCloseOnNavigate(onClose);
  useDialogFocusTrap(panelRef, { active: open, onClose, initialFocus: closeRef });

  if (!open) return null;
  return createPortal(
    <>
      <DrawerScrim onClick={onClose} aria-hidden="true" />
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

/* Written for left-to-right: the RTL plugin opens it from the right edge in Arabic. */
const Panel = styled.div`
  ${drawerPanel}
  gap: ${({ theme }) => theme.space(4)};
  width: min(86vw, 320px);
  padding: ${({ theme }) => theme.space(4)};
`;

const Close = styled(DrawerClose)`
  align-self: flex-end;
`;
