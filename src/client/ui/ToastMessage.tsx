// A toast's words with an optional action (loaded with react-toastify, in the "toasts" chunk). The toast's
// icon is react-toastify's for its kind; the action is a real button, and the toast that carries one stays
// until it is used or closed (WCAG 2.2.1: a control must not vanish before the user can reach it).
import styled from 'styled-components';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function ToastMessage({ message, action, closeToast }: { message: string; action: ToastAction; closeToast?: () => void }) {
  return (
    <Body>
      <span>{message}</span>
      <ActionButton
        type="button"
        onClick={() => {
          closeToast?.();
          action.onClick();
        }}
      >
        {action.label}
      </ActionButton>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2, 3)};
`;

const ActionButton = styled.button`
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(0, 3)};
  border: 1px solid ${({ theme }) => theme.colors.deepSea};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.deepSea};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;
