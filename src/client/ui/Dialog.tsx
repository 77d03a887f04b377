import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CloseIcon } from './icons';
import { Portal } from './Portal';
import { useDialogFocusTrap } from './useDialogFocusTrap';

type Props = { title: ReactNode; onClose: () => void; children: ReactNode };

/** A modal dialog: focus moves in and stays in (Tab wraps), Escape or the close button closes, focus returns on close. */
export function Dialog({ title, onClose, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  // Focus the dialog itself: its title is read first, and no keyboard pops up over a text field on phones.
  useDialogFocusTrap(boxRef, { active: true, onClose, restoreFocus: true });

  return (
    <Portal>
      <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
        <Box ref={boxRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
          <Head>
            <h2 id={titleId}>{title}</h2>
            {/* Touch users have no Escape key, and a tap outside is easy to miss on a bottom sheet. */}
            <Close type="button" onClick={onClose} aria-label={t('common.close')}>
              <CloseIcon size={20} />
            </Close>
          </Head>
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

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Close = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  margin: ${({ theme }) => theme.space(-2, -2, 0, 0)};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.deepSea};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
`;
