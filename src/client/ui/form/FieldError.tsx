import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The error line under a field: danger colour with an icon, linked through aria-describedby. */
export function FieldError({ id, messages }: { id: string; messages?: string | string[] | null }) {
  const list = (Array.isArray(messages) ? messages : messages ? [messages] : []).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <Message id={id}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 7.5v5.5M12 16.2v.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{list.join(' ')}</span>
    </Message>
  );
}

/** Errors that belong to no single field (non_field_errors), above the form; `extra` follows the messages. */
export function FormAlert({
  messages,
  tone = 'danger',
  extra,
}: {
  messages?: string | string[] | null;
  tone?: 'danger' | 'info';
  extra?: ReactNode;
}) {
  const list = (Array.isArray(messages) ? messages : messages ? [messages] : []).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <Alert role="alert" $tone={tone} data-form-problem={tone === 'danger' || undefined} tabIndex={tone === 'danger' ? -1 : undefined}>
      {list.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {extra ? <p>{extra}</p> : null}
    </Alert>
  );
}

export default FieldError;

const Message = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: ${({ theme }) => theme.space(1.5, 0, 0)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  svg {
    flex: none;
    margin-top: 1px;
  }
`;

const Alert = styled.div<{ $tone: 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.input};
  border-inline-start: 4px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.lagoon)};
  background: ${({ $tone }) => ($tone === 'danger' ? '#FBEAE8' : '#E6F2F2')};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.deepSea)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  p {
    margin: 0;
  }
`;
