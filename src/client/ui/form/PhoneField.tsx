import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { taggedText } from '../taggedText';
import { Field, useField } from './Field';
import { Control } from './field.styles';
import { toAsciiDigits } from './digits';

/** +966 then 9 digits starting with 5 (Saudi mobile), or another country's number in E.164. */
export const SAUDI_MOBILE = /^\+9665\d{8}$/;
export const PHONE_E164 = /^(\+9665\d{8}|\+(?!966)[1-9]\d{7,14})$/;

/**
 * What the user typed, as E.164 without spaces: a local Saudi mobile (05…, 5…) gains +966, a 00
 * prefix becomes +, Eastern Arabic digits become ASCII.
 */
export function normalizePhone(typed: string): string {
  const text = toAsciiDigits(typed).replace(/[^\d+]/g, '');
  const plus = text.startsWith('+');
  const digits = text.replace(/\+/g, '');
  let result: string;
  if (plus) result = `+${digits}`;
  else if (digits === '0' || digits === '00')
    result = digits; // still typing a prefix
  else if (digits.startsWith('00')) result = `+${digits.slice(2)}`;
  else if (digits.startsWith('05')) result = `+966${digits.slice(1)}`;
  else if (digits.startsWith('5')) result = `+966${digits}`;
  else result = digits ? `+${digits}` : '';
  return result.slice(0, 16);
}

/** The +966 mask: "+966 5X XXX XXXX"; other countries stay as typed. */
export function formatPhone(value: string): string {
  if (!value.startsWith('+966')) return value;
  const rest = value.slice(4);
  return ['+966', rest.slice(0, 2), rest.slice(2, 5), rest.slice(5, 9)].filter(Boolean).join(' ');
}

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  label: ReactNode;
  value: string;
  onChange: (e164: string) => void;
  error?: string | string[] | null;
  hint?: ReactNode;
}

/** A phone input that keeps its value in E.164 and shows the Saudi mask; numbers read left to right. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, value, onChange, error, hint = <PhoneHint />, id, ...rest },
  ref,
) {
  const { inputId, controlProps } = useField(id, hint, error);
  return (
    <Field inputId={inputId} label={label} hint={hint} error={error}>
      <Control
        ref={ref}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder="+966 5X XXX XXXX"
        value={formatPhone(value)}
        onChange={(event) => onChange(normalizePhone(event.target.value))}
        {...controlProps}
        style={{ textAlign: 'start' }}
        {...rest}
      />
    </Field>
  );
});

export default PhoneField;

/** The expected formats; the sample number is its own left-to-right run so Arabic cannot reorder it. */
export function PhoneHint() {
  const { t } = useTranslation();
  return <>{taggedText(t('account.fields.phoneHint'), { num: <bdi dir="ltr" /> })}</>;
}
