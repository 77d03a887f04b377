import { useTranslation } from 'react-i18next';
import type { DeskSettings } from '../../../../shared/schemas/dashboard/deskBookings';
import { TextField, toAsciiDigits } from '../../../ui/form';
import { formatNumber } from '../../../ui/format';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { SettingsGroup, SettingsLegend, SettingsRow, SettingsScreen } from '../components/SettingsForm';
import { useGetDeskSettingsQuery, useSaveDeskSettingsMutation } from './settingsApi';

type Field = 'max_discount_percent' | 'manager_max_discount_percent' | 'arrival_deadline_hours' | 'link_hold_hours';
type Values = Record<Field, string>;

/** Typed in the active language's digits; kept as the Latin digits the API reads ("12,5" and "١٢٫٥" are 12.5). */
const asTyped = (value: string) =>
  toAsciiDigits(value)
    .replace(/[,٫]/g, '.')
    .replace(/[^\d.]/g, '');

const valuesOf = (row: DeskSettings | undefined): Values => ({
  max_discount_percent: String(row?.max_discount_percent ?? ''),
  manager_max_discount_percent: String(row?.manager_max_discount_percent ?? ''),
  arrival_deadline_hours: String(row?.arrival_deadline_hours ?? ''),
  link_hold_hours: String(row?.link_hold_hours ?? ''),
});

/** "Front desk rules": each role's largest manual discount, the pay-at-arrival deadline and a payment link's hold. */
export default function DeskSettingsScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.deskSettings'));
  const query = useGetDeskSettingsQuery();
  const [saveSettings, state] = useSaveDeskSettingsMutation();
  const save = (body: Values & { version: number }) =>
    saveSettings({
      max_discount_percent: Number(body.max_discount_percent),
      manager_max_discount_percent: Number(body.manager_max_discount_percent),
      arrival_deadline_hours: Number(body.arrival_deadline_hours),
      link_hold_hours: Number(body.link_hold_hours),
      version: body.version,
    });
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <SettingsScreen<Values, DeskSettings>
      title={t('dashboard.nav.deskSettings')}
      intro={t('dashboard.deskSettings.intro')}
      query={query}
      save={save}
      state={state}
      valuesOf={valuesOf}
    >
      {({ values, set, errors }) => {
        const field = (name: Field, label: string, hint: string, decimal = false) => (
          <TextField
            name={name}
            label={label}
            value={values[name]}
            onChange={(event) => set(name, asTyped(event.target.value))}
            error={errors[name]}
            hint={hint}
            inputMode={decimal ? 'decimal' : 'numeric'}
            autoComplete="off"
            dir="ltr"
          />
        );
        return (
          <>
            <SettingsGroup aria-labelledby="desk-discounts">
              <SettingsLegend id="desk-discounts">{t('dashboard.deskSettings.discounts')}</SettingsLegend>
              <SettingsRow>
                {field(
                  'max_discount_percent',
                  t('dashboard.deskSettings.frontDeskLimit'),
                  t('dashboard.deskSettings.limitHint', { max: number(100) }),
                  true,
                )}
                {field(
                  'manager_max_discount_percent',
                  t('dashboard.deskSettings.managerLimit'),
                  t('dashboard.deskSettings.limitHint', { max: number(100) }),
                  true,
                )}
              </SettingsRow>
            </SettingsGroup>
            <SettingsGroup aria-labelledby="desk-holds">
              <SettingsLegend id="desk-holds">{t('dashboard.deskSettings.holds')}</SettingsLegend>
              <SettingsRow>
                {field(
                  'arrival_deadline_hours',
                  t('dashboard.deskSettings.arrivalDeadline'),
                  t('dashboard.deskSettings.arrivalHint', { min: number(0), max: number(48) }),
                )}
                {field(
                  'link_hold_hours',
                  t('dashboard.deskSettings.linkHold'),
                  t('dashboard.deskSettings.linkHint', { min: number(1), max: number(168) }),
                )}
              </SettingsRow>
            </SettingsGroup>
          </>
        );
      }}
    </SettingsScreen>
  );
}
