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

export const Control = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** Describes an input: its own hint and error ids, joined for aria-describedby. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasError ? `${id}-error` : '', hasHint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const hasErrors = (error: string | string[] | null | undefined): boolean =>
  Array.isArray(error) ? error.length > 0 : !!error;
