import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { FieldWrap, Hint, Label, controlStyles, describedBy, hasErrors } from './field.styles';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
  options: { value: string; label: string }[];
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ label, error, hint, id, options, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = hasErrors(error);
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Control
        ref={ref}
        id={inputId}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(inputId, !!hint, invalid)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <FieldError id={`${inputId}-error`} messages={error} />
    </FieldWrap>
  );
});

export default Select;

const Control = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;
