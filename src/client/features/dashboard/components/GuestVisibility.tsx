import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MissingForGuests } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { Checkbox } from '../../../ui/form';
import { intlLocale } from '../../../ui/format';

export type GuestVisibilityKind = 'hut' | 'event' | 'service';

/** "a main picture and a price range" / "صورة رئيسية ونطاق أسعار": what a hut, event or service lacks, in the reader's words. */
export function useMissingText() {
  const { t, i18n } = useTranslation();
  return (kind: GuestVisibilityKind, missing: MissingForGuests) =>
    new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(
      missing.map((what) => t(`dashboard.visibility.${kind}.${what}`)),
    );
}

type Props = {
  kind: GuestVisibilityKind;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What guests would miss (the server's `missing`, or the new form's own count). */
  missing: MissingForGuests;
};

/**
 * The "shown to guests" box of the hut, event and service forms, with why it is hidden and what is missing
 * (new ones start hidden), and a warning when staff show one that still lacks a picture or a price.
 */
export function GuestVisibility({ kind, label, checked, onChange, missing }: Props) {
  const { t } = useTranslation();
  const missingText = useMissingText();
  const noteId = useId();
  const what = missingText(kind, missing);
  const note = checked
    ? missing.length > 0
      ? t('dashboard.visibility.showAnyway', { what })
      : null
    : missing.length > 0
      ? t('dashboard.visibility.hiddenUntil', { what })
      : t('dashboard.visibility.hiddenReady');
  return (
    <div>
      <Checkbox
        label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={note ? noteId : undefined}
      />
      {note ? (
        <Note id={noteId} $warning={checked} role={checked ? 'alert' : undefined}>
          {note}
        </Note>
      ) : null}
    </div>
  );
}

/** The list's status cell: "Hidden", and beneath it what is missing. */
export function VisibilityStatus({ kind, missing }: { kind: GuestVisibilityKind; missing: MissingForGuests | undefined }) {
  const { t } = useTranslation();
  const missingText = useMissingText();
  if (!missing || missing.length === 0) return null;
  return <Needs>{t('dashboard.visibility.needs', { what: missingText(kind, missing) })}</Needs>;
}

const Note = styled.p<{ $warning: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-inline-start: ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $warning }) => ($warning ? theme.colors.danger : theme.colors.muted)};
`;

const Needs = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
`;
