import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { Counter, FieldWrap, Hint, Label, describedBy, hasErrors } from './field.styles';

export type FieldMessages = string | string[] | null | undefined;

/**
 * The wiring every labelled control shares: an id (given or generated), whether it is invalid, and the
 * attributes that tie the control to its hint and error for screen readers.
 */
export function useField(id: string | undefined, hint: ReactNode, error: FieldMessages, counted = false) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = hasErrors(error);
  return {
    inputId,
    controlProps: {
      id: inputId,
      $invalid: invalid,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy(inputId, !!hint, invalid, counted),
    },
  };
}

type Length = { counter: string; over: boolean } | null;

/** Label above the control, hint, length counter and error below it, the error in the danger colour with an icon. */
export function Field({
  inputId,
  label,
  hint,
  error,
  length,
  children,
}: {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldMessages;
  length?: Length;
  children: ReactNode;
}) {
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      {children}
      {length ? (
        <Counter id={`${inputId}-count`} $over={length.over}>
          {length.counter}
        </Counter>
      ) : null}
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <FieldError id={`${inputId}-error`} messages={error} />
    </FieldWrap>
  );
}
