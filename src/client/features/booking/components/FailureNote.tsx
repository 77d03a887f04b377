import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AlertIcon } from '../../../ui/icons';
import type { FlowFailure } from '../lib/flowFailure';

/** A failure of the booking flow in a sentence: the server's own words when it sent some. */
export function FailureNote({ failure, children }: { failure: FlowFailure; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const fallback: Record<FlowFailure['kind'], string> = {
    declined: t('payment.declined.generic'),
    conflict: t('booking.failure.conflict'),
    network: t('booking.failure.network'),
    pendingTooLong: t('payment.pendingTooLong'),
    notFound: t('booking.failure.notFound'),
    other: t('booking.failure.other'),
  };
  const text = failure.kind === 'pendingTooLong' || failure.kind === 'network' ? fallback[failure.kind] : failure.message ?? fallback[failure.kind];
  return (
    <Note role="alert">
      <AlertIcon size={20} />
      <div>
        <p>{text}</p>
        {children}
      </div>
    </Note>
  );
}

export default FailureNote;

const Note = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.input};
  border: 1px solid rgba(179, 38, 30, 0.3);
  background: #fbe9e4;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  > svg {
    margin-top: 2px;
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
