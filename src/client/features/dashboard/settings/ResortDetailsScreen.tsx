import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RESORT_CONTACT_LIMITS, type StaffResortContact } from '../../../../shared/schemas/resortContact';
import { EmailField, PhoneField, formatPhone, normalizePhone } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BilingualField } from '../components/BilingualField';
import { SettingsScreen } from '../components/SettingsForm';
import { useGetStaffResortContactQuery, useSaveResortContactMutation } from './settingsApi';

type Values = { phone: string; email: string; address: string; address_ar: string };

/** The phone is edited as E.164 (the shared phone field) and saved grouped, as guests read it ("+966 12 345 6789"). */
const valuesOf = (row: StaffResortContact | undefined): Values => ({
  phone: normalizePhone(row?.phone ?? ''),
  email: row?.email ?? '',
  address: row?.address ?? '',
  address_ar: row?.address_ar ?? '',
});

/** "Resort details": the phone, e-mail and address in the site's footer, every e-mail's footer and the e-ticket. */
export default function ResortDetailsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.nav.settings'));
  const query = useGetStaffResortContactQuery();
  const [save, state] = useSaveResortContactMutation();
  return (
    <SettingsScreen<Values, StaffResortContact>
      title={t('dashboard.nav.settings')}
      intro={t('dashboard.settings.intro')}
      query={query}
      save={save}
      state={state}
      valuesOf={valuesOf}
      bodyOf={(values) => ({ ...values, phone: formatPhone(values.phone) })}
    >
      {({ values, set, errors }) => (
        <>
          <Pair>
            <PhoneField
              name="phone"
              label={t('dashboard.settings.fieldPhone')}
              value={values.phone}
              onChange={(phone) => set('phone', phone)}
              error={errors.phone}
              autoComplete="off"
              hint={<Trans i18nKey="dashboard.settings.phoneHint" components={{ num: <SampleNumber dir="ltr" /> }} />}
            />
            <EmailField
              name="email"
              label={t('dashboard.settings.fieldEmail')}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              error={errors.email}
              autoComplete="off"
              maxLength={RESORT_CONTACT_LIMITS.email}
            />
          </Pair>
          <BilingualField
            label={t('dashboard.settings.fieldAddress')}
            name="address"
            nameAr="address_ar"
            value={values.address}
            valueAr={values.address_ar}
            errors={errors}
            onChange={set}
            multiline
            maxLength={RESORT_CONTACT_LIMITS.address}
          />
        </>
      )}
    </SettingsScreen>
  );
}

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3, 4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The sample number stays whole on one line (a phone's narrow hint would break it between its groups). */
const SampleNumber = styled.bdi`
  white-space: nowrap;
`;
