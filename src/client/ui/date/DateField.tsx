// One date (a birth date, a filter's bound, an event's day): typed or picked from the calendar.
import { Suspense, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, useField, type FieldMessages } from '../form/Field';
import { DateInput } from './DateInput';
import type { DateBounds } from './typedDate';
import { DatePickerPopup, usePicker } from './usePicker';

export interface DateFieldProps extends DateBounds {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  error?: FieldMessages;
  hint?: ReactNode;
  id?: string;
  required?: boolean;
  name?: string;
}

export function DateField({ label, value, onChange, error, hint, id, min, max, isDisabled, required, name }: DateFieldProps) {
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const shownError = error ?? typedProblem;
  const { inputId, controlProps } = useField(id, hint, shownError);
  const picker = usePicker<'day'>();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Field inputId={inputId} label={label} hint={hint} error={shownError}>
      <Anchor ref={picker.wrapRef}>
        <DateInput
          ref={button}
          id={inputId}
          name={name}
          required={required}
          aria-describedby={controlProps['aria-describedby']}
          invalid={controlProps.$invalid}
          value={value}
          onChange={onChange}
          onTypedProblem={setTypedProblem}
          min={min}
          max={max}
          isDisabled={isDisabled}
          fieldLabel={label}
          expanded={picker.open === 'day'}
          onOpen={() => picker.show('day', button.current)}
        />
        {picker.open ? (
          <Suspense fallback={null}>
            <DatePickerPopup
              mode="single"
              label={label}
              value={{ start: value || null, end: null }}
              picking="start"
              min={min}
              max={max}
              isDisabled={isDisabled}
              onClose={picker.close}
              onSelect={(picked, done) => {
                setTypedProblem(null);
                onChange(picked.start ?? '');
                if (done) picker.close();
              }}
            />
          </Suspense>
        ) : null}
      </Anchor>
    </Field>
  );
}

export default DateField;

const Anchor = styled.div`
  position: relative;
`;
