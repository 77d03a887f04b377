import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Portal } from './Portal';
import { useDialogFocusTrap } from './useDialogFocusTrap';

type Props = { title: ReactNode; onClose: () => void; children: ReactNode };

/** A modal dialog: focus moves in and stays in (Tab wraps), Escape closes, focus returns on close. */
export function Dialog({ title, onClose, children }: Props) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  // Focus the dialog itself: its title is read first, and no keyboard pops up over a text field on phones.
  useDialogFocusTrap(boxRef, { active: true, onClose, restoreFocus: true });

  return (
    <Portal>
      <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
        <Box ref={boxRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
          <h2 id={titleId}>{title}</h2>
          {children}
        </Box>
      </Backdrop>
    </Portal>
  );
}

export default Dialog;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: end center;
  background: rgba(11, 42, 60, 0.55);
  ${({ theme }) => theme.media.sm} {
    place-items: center;
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: 520px;
  max-height: 90vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6, 5)};
  border-radius: 20px 20px 0 0;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  outline: none;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  ${({ theme }) => theme.media.sm} {
    border-radius: ${({ theme }) => theme.radii.card};
    padding: ${({ theme }) => theme.space(8)};
  }
`;
