import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, useField } from './Field';
import { Control } from './field.styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
}

/** A labelled input at least 44 px tall; its error sits under it and is announced with it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...rest }, ref) {
  const { inputId, controlProps } = useField(id, hint, error);
  return (
    <Field inputId={inputId} label={label} hint={hint} error={error}>
      <Control
        ref={ref}
        {...controlProps}
        {...rest}
      />
    </Field>
  );
});

export default TextField;
