import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

type Props = {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** A destructive action gets the danger colour. */
  danger?: boolean;
};

/** Asks before a write that is hard to undo (deactivate, reject, delete). */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel, busy, danger }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onCancel}>
      {children}
      <Actions>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('dashboard.common.cancel')}
        </Button>
        <Confirm type="button" onClick={onConfirm} disabled={busy} $danger={danger}>
          {confirmLabel}
        </Confirm>
      </Actions>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Confirm = styled(Button)<{ $danger?: boolean }>`
  ${({ theme, $danger }) => ($danger ? `background: ${theme.colors.danger}; border-color: ${theme.colors.danger}; color: ${theme.colors.white};` : '')}
`;
