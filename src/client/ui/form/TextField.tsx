import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { Control, FieldWrap, Hint, Label, describedBy, hasErrors } from './field.styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
}

/** A labelled input at least 44 px tall; its error sits under it and is announced with it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...rest }, ref) {
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
      />
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <FieldError id={`${inputId}-error`} messages={error} />
    </FieldWrap>
  );
});

export default TextField;
