import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, useField } from './Field';
import { controlStyles } from './field.styles';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
  options: { value: string; label: string }[];
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ label, error, hint, id, options, ...rest }, ref) {
  const { inputId, controlProps } = useField(id, hint, error);
  return (
    <Field inputId={inputId} label={label} hint={hint} error={error}>
      <Control ref={ref} {...controlProps} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
    </Field>
  );
});

export default Select;

// The browser draws a select's text without the page's line height: the line is given here, so a select is as tall as
// a text input (a line, the padding, the border) and the labels of a row of fields (a list's filters) line up.
const Control = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: calc(${({ theme }) => theme.lineHeights.body}em + 2 * ${({ theme }) => theme.space(2.5)} + 2px);
  cursor: pointer;
  :lang(ar) & {
    min-height: calc(${({ theme }) => theme.lineHeights.arabic}em + 2 * ${({ theme }) => theme.space(2.5)} + 2px);
  }
`;
