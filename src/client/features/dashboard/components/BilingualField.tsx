import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextArea, TextField } from '../../../ui/form';

type Props = {
  /** What the pair is, e.g. "Question"; each input's label adds its language. */
  label: string;
  /** The field names on the wire, e.g. question / question_ar (errors are keyed by them). */
  name: string;
  nameAr: string;
  value: string;
  valueAr: string;
  onChange: (field: string, value: string) => void;
  errors?: Record<string, string[]>;
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
};

/**
 * One text in both languages, side by side on wide screens and stacked on phones. The English input is
 * always left-to-right and the Arabic one right-to-left, whatever language the back office is shown in.
 */
export function BilingualField({ label, name, nameAr, value, valueAr, onChange, errors = {}, multiline, required, maxLength }: Props) {
  const { t } = useTranslation();
  const Control = multiline ? TextArea : TextField;
  return (
    <Pair role="group" aria-label={label}>
      <div dir="ltr" lang="en">
        <Control
          name={name}
          label={t('dashboard.common.inEnglish', { label })}
          value={value}
          required={required}
          maxLength={maxLength}
          error={errors[name]}
          onChange={(event: { target: { value: string } }) => onChange(name, event.target.value)}
        />
      </div>
      <div dir="rtl" lang="ar">
        <Control
          name={nameAr}
          label={t('dashboard.common.inArabic', { label })}
          value={valueAr}
          maxLength={maxLength}
          error={errors[nameAr]}
          onChange={(event: { target: { value: string } }) => onChange(nameAr, event.target.value)}
        />
      </div>
    </Pair>
  );
}

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3, 4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
