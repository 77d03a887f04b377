import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, useField } from './Field';
import { useLengthLimit, withLengthError } from './lengthLimit';
import { Control } from './field.styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
}

/** A labelled input at least 44 px tall; its error sits under it and is announced with it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, maxLength, ...rest },
  ref,
) {
  const length = useLengthLimit(rest.value, maxLength);
  const shownError = withLengthError(error, length?.error);
  const { inputId, controlProps } = useField(id, hint, shownError, !!length);
  return (
    <Field inputId={inputId} label={label} hint={hint} error={shownError} length={length}>
      <Control
        ref={ref}
        {...controlProps}
        {...rest}
        // Only an uncontrolled field keeps the browser's limit: a controlled one counts aloud instead.
        maxLength={length ? undefined : maxLength}
      />
    </Field>
  );
});

export default TextField;
