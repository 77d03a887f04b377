import styled from 'styled-components';
import { controlStyles } from './control.styles';

export { controlStyles };

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Label = styled.label`
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1.5, 0, 0)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** "Characters: 120 of 5,000" under a text with a limit; in the danger colour past it. */
export const Counter = styled.p<{ $over: boolean }>`
  margin: ${({ theme }) => theme.space(1, 0, 0)};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ $over, theme }) => ($over ? theme.fontWeights.medium : 'inherit')};
  text-align: end;
`;

export const Control = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** Describes an input: its own hint, error and length counter ids, joined for aria-describedby. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean, hasCounter = false): string | undefined {
  const ids = [hasError ? `${id}-error` : '', hasHint ? `${id}-hint` : '', hasCounter ? `${id}-count` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const hasErrors = (error: string | string[] | null | undefined): boolean => (Array.isArray(error) ? error.length > 0 : !!error);
