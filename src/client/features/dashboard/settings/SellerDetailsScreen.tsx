import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SELLER_LIMITS, type SellerSettingsBody, type StaffSellerSettings } from '../../../../shared/schemas/sellerSettings';
import { ErrorState } from '../../../ui/ErrorState';
import { FormAlert, TextField } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BilingualField } from '../components/BilingualField';
import { detailOf, fieldErrors, isStale, type MutationError } from '../components/formErrors';
import { SaveBar } from '../components/SaveBar';
import { ScreenHeader } from '../components/ScreenHeader';
import { useStaleEdit, type StaleEdit } from '../components/useStaleEdit';
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
  const loaded = query.data;
  const stale = useStaleEdit({
    error: state.error as MutationError,
    latest: loaded ? valuesOf(loaded) : null,
    refetch: query.refetch,
    reset: state.reset,
  });

  const submit = async (values: Values) => {
    if (!loaded) return;
    const result = await save({ ...values, version: loaded.version });
    if ('data' in result) stale.saved();
  };

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.seller')} text={t('dashboard.seller.intro')} />
      {query.isError ? (
        <ErrorState onRetry={query.refetch} />
      ) : (
        <SellerForm
          key={`${query.isSuccess ? 'read' : 'reading'}-${stale.formKey}`}
          initial={stale.initial ?? valuesOf(loaded)}
          ready={query.isSuccess}
          state={state}
          onSubmit={submit}
          edit={stale.edit}
        />
      )}
    </>
  );
}

function SellerForm({
  initial,
  ready,
  state,
  onSubmit,
  edit,
}: {
  initial: Values;
  ready: boolean;
  state: { error?: unknown; isLoading: boolean; isSuccess: boolean };
  onSubmit: (values: Values) => void;
  edit: StaleEdit<Values>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  const error = state.error as MutationError;
  const errors = fieldErrors(error);
  const set = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
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
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.nav.seller')}>
      {isStale(error) ? null : <FormAlert messages={detailOf(error)} />}
      {state.isSuccess ? <FormAlert tone="info" messages={t('dashboard.common.saved')} /> : null}
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
      <Row>
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
      </Row>
      <Address aria-labelledby="seller-address">
        <Legend id="seller-address">{t('dashboard.seller.address')}</Legend>
        <Row>
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
        </Row>
      </Address>
      <SaveBar busy={state.isLoading} disabled={!ready} edit={edit} draft={values} />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 60rem;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3, 4)};
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const Address = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Legend = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A sample prefix or number stays whole and left to right inside an Arabic sentence. */
const Code = styled.bdi`
  white-space: nowrap;
`;
