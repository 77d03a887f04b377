// The dialog moved to ui/ so the back office shares it; booking screens keep importing it from here.
import styled from 'styled-components';

export { Dialog, default } from '../../../ui/Dialog';

/** The row of a booking dialog's answers (keep, confirm), the destructive one marked `danger`. */
export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  .danger {
    background: ${({ theme }) => theme.colors.danger};
  }
`;
