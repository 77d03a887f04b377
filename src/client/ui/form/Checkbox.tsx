import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { hasErrors } from './field.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | string[] | null;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = hasErrors(error);
  return (
    <div>
      <Row>
        <Box
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          {...rest}
        />
        <label htmlFor={inputId}>{label}</label>
      </Row>
      <FieldError id={`${inputId}-error`} messages={error} />
    </div>
  );
});

export default Checkbox;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.minTarget};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
  label {
    padding-top: ${({ theme }) => theme.space(0.5)};
  }
  a {
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
`;

const Box = styled.input`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.lagoon};
  cursor: pointer;
`;
