import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { FieldWrap, Hint, Label, controlStyles, describedBy, hasErrors } from './field.styles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, hint, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = hasErrors(error);
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Area
        ref={ref}
        id={inputId}
        rows={5}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(inputId, !!hint, invalid)}
        {...rest}
      />
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <FieldError id={`${inputId}-error`} messages={error} />
    </FieldWrap>
  );
});

export default TextArea;

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: 1.6;
`;
