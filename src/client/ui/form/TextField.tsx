import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, useField } from './Field';
import { useLengthLimit, withLengthError } from './lengthLimit';
import { Control } from './field.styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
  /** The value's unit ("%", "SAR"), shown inside the control at its end and read with it. */
  unit?: ReactNode;
}

/** A labelled input at least 44 px tall; its error sits under it and is announced with it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, unit, id, maxLength, ...rest },
  ref,
) {
  const length = useLengthLimit(rest.value, maxLength);
  const shownError = withLengthError(error, length?.error);
  const { inputId, controlProps } = useField(id, hint, shownError, !!length);
  const unitId = `${inputId}-unit`;
  const control = (
    <Control
      ref={ref}
      {...controlProps}
      aria-describedby={unit ? [controlProps['aria-describedby'], unitId].filter(Boolean).join(' ') : controlProps['aria-describedby']}
      {...rest}
      // Only an uncontrolled field keeps the browser's limit: a controlled one counts aloud instead.
      maxLength={length ? undefined : maxLength}
    />
  );
  return (
    <Field inputId={inputId} label={label} hint={hint} error={shownError} length={length}>
      {unit ? (
        <WithUnit>
          {control}
          <Unit id={unitId}>{unit}</Unit>
        </WithUnit>
      ) : (
        control
      )}
    </Field>
  );
});

export default TextField;

// Written for left to right: in Arabic the RTL plugin moves the unit and the room kept for it to the left, the end.
const WithUnit = styled.div`
  position: relative;
  input {
    padding-right: ${({ theme }) => theme.space(9)};
  }
`;

const Unit = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(3.5)};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: none;
`;
