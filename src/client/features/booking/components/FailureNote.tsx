import type { TFunction } from 'i18next';
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
  // A decline is worded from its code (the bank's words are not the guest's language); other failures
  // carry the server's sentence, already in the guest's language (the client sends Accept-Language).
  const text =
    failure.kind === 'declined'
      ? declineText(t, failure.code)
      : failure.kind === 'pendingTooLong' || failure.kind === 'network'
        ? fallback[failure.kind]
        : (failure.message ?? fallback[failure.kind]);
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

/** Decline codes the payment providers send, each with its own sentence; any other code reads as a plain decline. */
function declineText(t: TFunction, code: string | undefined): string {
  switch (code) {
    case 'insufficient_funds':
      return t('payment.declined.insufficientFunds');
    case 'expired_card':
      return t('payment.declined.expiredCard');
    case 'incorrect_cvc':
      return t('payment.declined.incorrectCvc');
    default:
      return t('payment.declined.generic');
  }
}

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
