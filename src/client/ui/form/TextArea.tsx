import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, useField } from './Field';
import { useLengthLimit, withLengthError } from './lengthLimit';
import { controlStyles } from './field.styles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, maxLength, ...rest },
  ref,
) {
  const length = useLengthLimit(rest.value, maxLength);
  const shownError = withLengthError(error, length?.error);
  const { inputId, controlProps } = useField(id, hint, shownError, !!length);
  return (
    <Field inputId={inputId} label={label} hint={hint} error={shownError} length={length}>
      <Area
        ref={ref}
        rows={5}
        {...controlProps}
        {...rest}
        // Only an uncontrolled field keeps the browser's limit: a controlled one counts aloud instead.
        maxLength={length ? undefined : maxLength}
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
