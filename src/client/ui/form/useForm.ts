import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, useFieldErrors, type ValidationKey } from './validation';

/**
 * A text form's values and field errors (shown as `useFieldErrors` shows them). `set(field)` is an input's
 * onChange; `handleSubmit(onValid)` runs the checks and calls `onValid` only when they all pass, otherwise
 * it moves focus to the first invalid field. A refused file is not a reason to hold a form back (useFileChoice).
 */
export function useForm<Values extends Record<string, string>, Field extends string>(
  initial: Values,
  checks: (values: Values) => Record<Field, ValidationKey | null>,
) {
  const [values, setValues] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, validate } = useFieldErrors<Field>(() => checks(values));

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const focusInvalid = () => focusFirstInvalid(formRef.current);

  const handleSubmit = (onValid: () => unknown) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    if (Object.keys(found).length > 0) return focusInvalid();
    return onValid();
  };

  return { values, setValues, set, errors, formRef, focusInvalid, handleSubmit };
}
