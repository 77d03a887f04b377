import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, useField } from './Field';
import { controlStyles } from './field.styles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, hint, id, ...rest }, ref) {
  const { inputId, controlProps } = useField(id, hint, error);
  return (
    <Field inputId={inputId} label={label} hint={hint} error={error}>
      <Area
        ref={ref}
        rows={5}
        {...controlProps}
        {...rest}
      />
    </Field>
  );
});

export default TextArea;

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: 1.6;
`;
