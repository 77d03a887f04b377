import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SELLER_LIMITS, type SellerSettingsBody, type StaffSellerSettings } from '../../../../shared/schemas/sellerSettings';
import { TextField } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BilingualField } from '../components/BilingualField';
import { SettingsGroup, SettingsLegend, SettingsRow, SettingsScreen } from '../components/SettingsForm';
import { useGetSellerSettingsQuery, useSaveSellerSettingsMutation } from './settingsApi';

type Values = Omit<SellerSettingsBody, 'version'>;
type Field = keyof Values;

const EMPTY: Values = {
  legal_name_ar: '',
  legal_name_en: '',
  vat_number: '',
  cr_number: '',
  building_number: '',
  street: '',
  district: '',
  city: '',
  postal_code: '',
  invoice_prefix: '',
};
const valuesOf = (row: StaffSellerSettings | undefined): Values => {
  if (!row) return EMPTY;
  const { version: _version, ...values } = row;
  return values;
};

/** "Tax invoice details": the seller every new tax invoice and credit note names (ZATCA); issued ones keep theirs. */
export default function SellerDetailsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.nav.seller'));
  const query = useGetSellerSettingsQuery();
  const [save, state] = useSaveSellerSettingsMutation();
  return (
    <SettingsScreen<Values, StaffSellerSettings>
      title={t('dashboard.nav.seller')}
      intro={t('dashboard.seller.intro')}
      query={query}
      save={save}
      state={state}
      valuesOf={valuesOf}
    >
      {({ values, set, errors }) => {
        /** Numbers and codes read left to right in either language; names and places follow what is typed. */
        const field = (name: Field, label: string, options: { code?: boolean; hint?: ReactNode; limit: number }) => (
          <TextField
            name={name}
            label={label}
            value={values[name]}
            onChange={(event) => set(name, event.target.value)}
            error={errors[name]}
            // A code's length is in its hint; a counter under it would only repeat it.
            hint={options.hint}
            maxLength={options.code ? undefined : options.limit}
            autoComplete="off"
            dir={options.code ? 'ltr' : 'auto'}
            inputMode={options.code && name !== 'invoice_prefix' ? 'numeric' : undefined}
            spellCheck={false}
          />
        );
        return (
          <>
            <BilingualField
              label={t('dashboard.seller.fieldLegalName')}
              name="legal_name_en"
              nameAr="legal_name_ar"
              value={values.legal_name_en}
              valueAr={values.legal_name_ar}
              errors={errors}
              onChange={set}
              maxLength={SELLER_LIMITS.legal_name}
            />
            <SettingsRow>
              {field('vat_number', t('dashboard.seller.fieldVat'), {
                code: true,
                hint: t('dashboard.seller.vatHint'),
                limit: SELLER_LIMITS.vat_number,
              })}
              {field('cr_number', t('dashboard.seller.fieldCr'), {
                code: true,
                hint: t('dashboard.seller.crHint'),
                limit: SELLER_LIMITS.cr_number,
              })}
              {field('invoice_prefix', t('dashboard.seller.fieldPrefix'), {
                code: true,
                hint: <Trans i18nKey="dashboard.seller.prefixHint" components={{ code: <Code dir="ltr" /> }} />,
                limit: SELLER_LIMITS.invoice_prefix,
              })}
            </SettingsRow>
            <SettingsGroup aria-labelledby="seller-address">
              <SettingsLegend id="seller-address">{t('dashboard.seller.address')}</SettingsLegend>
              <SettingsRow>
                {field('building_number', t('dashboard.seller.fieldBuilding'), {
                  code: true,
                  hint: t('dashboard.seller.buildingHint'),
                  limit: SELLER_LIMITS.building_number,
                })}
                {field('street', t('dashboard.seller.fieldStreet'), { limit: SELLER_LIMITS.street })}
                {field('district', t('dashboard.seller.fieldDistrict'), { limit: SELLER_LIMITS.district })}
                {field('city', t('dashboard.seller.fieldCity'), { limit: SELLER_LIMITS.city })}
                {field('postal_code', t('dashboard.seller.fieldPostalCode'), {
                  code: true,
                  hint: t('dashboard.seller.postalHint'),
                  limit: SELLER_LIMITS.postal_code,
                })}
              </SettingsRow>
            </SettingsGroup>
          </>
        );
      }}
    </SettingsScreen>
  );
}

/** A sample prefix or number stays whole and left to right inside an Arabic sentence. */
const Code = styled.bdi`
  white-space: nowrap;
`;
