import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { Control, FieldWrap, Hint, Label, describedBy, hasErrors } from './field.styles';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
  /** Shows a strength meter under the field (for new passwords). */
  showStrength?: boolean;
}

/** 0 (empty) to 4 (strong): length and variety, enough for a hint, not a policy. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  if (password.length < 8) return 1;
  const variety = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 12 && variety >= 3) return 4;
  if (variety >= 3 || (password.length >= 12 && variety >= 2)) return 3;
  return 2;
}

const STRENGTH_KEYS = [
  '',
  'validation.strength.weak',
  'validation.strength.fair',
  'validation.strength.good',
  'validation.strength.strong',
] as const;

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, showStrength = false, value, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = hasErrors(error);
  const [visible, setVisible] = useState(false);
  const strength = showStrength ? passwordStrength(String(value ?? '')) : 0;
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Wrap>
        <Control
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          dir="ltr"
          value={value}
          $invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(inputId, !!hint || strength > 0, invalid)}
          {...rest}
        />
        <Toggle type="button" onClick={() => setVisible((shown) => !shown)} aria-pressed={visible} aria-controls={inputId}>
          {visible ? t('validation.hidePassword') : t('validation.showPassword')}
        </Toggle>
      </Wrap>
      {strength > 0 ? (
        <Hint id={`${inputId}-hint`}>
          <Meter aria-hidden="true">
            {[1, 2, 3, 4].map((step) => (
              <Bar key={step} $on={step <= strength} $level={strength} />
            ))}
          </Meter>
          {t('validation.strength.label')}: {t(STRENGTH_KEYS[strength])}
        </Hint>
      ) : hint ? (
        <Hint id={`${inputId}-hint`}>{hint}</Hint>
      ) : null}
      <FieldError id={`${inputId}-error`} messages={error} />
    </FieldWrap>
  );
});

export default PasswordField;

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 84px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  inset-block: 0;
  right: 0;
  min-width: 76px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.lagoonDark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
`;

const Meter = styled.span`
  display: flex;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Bar = styled.span<{ $on: boolean; $level: number }>`
  flex: 1;
  height: 4px;
  border-radius: 2px;
  background: ${({ theme, $on, $level }) =>
    !$on ? theme.colors.line : $level <= 1 ? theme.colors.danger : $level === 2 ? theme.colors.coral : theme.colors.success};
`;
