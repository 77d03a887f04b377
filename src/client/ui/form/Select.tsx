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

const Control = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;
