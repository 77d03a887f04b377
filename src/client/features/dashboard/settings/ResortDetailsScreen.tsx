import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RESORT_CONTACT_LIMITS, type StaffResortContact } from '../../../../shared/schemas/resortContact';
import { ErrorState } from '../../../ui/ErrorState';
import { EmailField, FormAlert, PhoneField, formatPhone, normalizePhone } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BilingualField } from '../components/BilingualField';
import { detailOf, fieldErrors, isStale, type MutationError } from '../components/formErrors';
import { SaveBar } from '../components/SaveBar';
import { ScreenHeader } from '../components/ScreenHeader';
import { useStaleEdit, type StaleEdit } from '../components/useStaleEdit';
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
  const loaded = query.data;
  const stale = useStaleEdit({
    error: state.error as MutationError,
    latest: loaded ? valuesOf(loaded) : null,
    refetch: query.refetch,
    reset: state.reset,
  });

  const submit = async (values: Values) => {
    if (!loaded) return;
    const result = await save({ ...values, phone: formatPhone(values.phone), version: loaded.version });
    if ('data' in result) stale.saved();
  };

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.settings')} text={t('dashboard.settings.intro')} />
      {query.isError ? (
        <ErrorState onRetry={query.refetch} />
      ) : (
        <ContactForm
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

function ContactForm({
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

  return (
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.nav.settings')}>
      {isStale(error) ? null : <FormAlert messages={detailOf(error)} />}
      {state.isSuccess ? <FormAlert tone="info" messages={t('dashboard.common.saved')} /> : null}
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
