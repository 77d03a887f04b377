// A booking taken at the desk (issue 23 §2): a phone call or a walk-in. The guest is found or added on the spot, the
// stay chosen and priced by the same quote as online, a manual discount given with its reason, and the payment taken.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { addDays, todayIn } from '../../../../shared/dates';
import type {
  DeskBookingAnswer,
  DeskBookingBody,
  DeskPaymentMethod,
  DeskQuoteBody,
} from '../../../../shared/schemas/dashboard/deskBookings';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { newRequestKey } from '../../../api/requestKey';
import { Button, LinkButton } from '../../../ui/Button';
import { ChangeStayFields, type StayChoice } from '../../../ui/ChangeStayFields';
import { FormAlert, Select, TextField } from '../../../ui/form';
import { formatNumber, formatPrice, percentSign } from '../../../ui/format';
import { Panel, PanelTitle } from '../../../ui/Panel';
import { useLocalized } from '../../../ui/useLocalized';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { RatePlanChoice } from '../../catalogue/components/RatePlanChoice';
import { detailOf, fieldErrors } from '../components/formErrors';
import { ScreenHeader } from '../components/ScreenHeader';
import { useCreateDeskBookingMutation, useGetDeskOptionsQuery, useQuoteDeskBookingMutation } from './deskBookingApi';
import { DeskBookingDone } from './DeskBookingDone';
import { ExtrasPicker, extrasBody, type Extras } from './ExtrasPicker';
import { GuestPicker, type GuestChoice } from './GuestPicker';
import { QuoteSummary } from './QuoteSummary';

const METHODS: readonly DeskPaymentMethod[] = ['cash', 'terminal', 'link', 'arrival'];

export default function NewBookingScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.desk.title'));
  const { pick } = useLocalized();
  const options = useGetDeskOptionsQuery();
  const today = todayIn();
  const [guest, setGuest] = useState<GuestChoice>({ kind: 'none' });
  const [hutId, setHutId] = useState('');
  // The rate plan (issue 24 §2): null is the standard flexible plan, the default.
  const [planId, setPlanId] = useState<number | null>(null);
  const config = useGetPublicConfigQuery();
  const [stay, setStay] = useState<StayChoice>({ date_from: today, date_to: addDays(today, 1), persons: 2, kids: 0 });
  const [extras, setExtras] = useState<Extras>({});
  const [promo, setPromo] = useState('');
  const [percent, setPercent] = useState('');
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<DeskPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [quote, quoted] = useQuoteDeskBookingMutation();
  const [create, created] = useCreateDeskBookingMutation();
  const [done, setDone] = useState<DeskBookingAnswer | null>(null);
  const requestKey = useRef(newRequestKey());

  const hut = options.data?.huts.find((row) => String(row.id) === hutId);
  const stayBody = (plan = planId): DeskQuoteBody | null =>
    hut
      ? {
          rate_plan: plan,
          hut: hut.id,
          persons_max_num: stay.persons,
          kids_max_num: stay.kids,
          date: { date_from: stay.date_from, date_to: stay.date_to },
          ...extrasBody(extras),
          promocode: promo.trim() || null,
          discount: percent.trim() ? { percent: Number(percent.replace(',', '.')), reason } : null,
        }
      : null;
  const lang = i18n.language;
  const errors = { ...fieldErrors(quoted.error), ...fieldErrors(created.error) };
  const joined = (...keys: string[]) => keys.flatMap((key) => errors[key] ?? []).join(' ') || null;

  const price = (plan = planId) => {
    const body = stayBody(plan);
    if (body) void quote(body);
  };
  // The price of this stay on each plan, from the last quote of this hut.
  const totals =
    quoted.data && !quoted.isLoading && hut && quoted.originalArgs?.hut === hut.id
      ? Object.fromEntries(quoted.data.plans.map((plan) => [plan.id ?? 'standard', formatPrice(plan.total, lang)]))
      : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = stayBody();
    if (!body) return;
    const full: DeskBookingBody = {
      ...body,
      ...(guest.kind === 'existing' ? { guest_id: guest.guest.id } : {}),
      ...(guest.kind === 'new' ? { new_guest: { ...guest.fields, email: guest.fields.email.trim() || null } } : {}),
      payment: { method, ...(reference.trim() ? { reference: reference.trim() } : {}) },
    };
    const answer = await create({ body: full, idempotencyKey: requestKey.current })
      .unwrap()
      .catch(() => null);
    if (answer) setDone(answer);
  };

  if (done)
    return (
      <DeskBookingDone
        answer={done}
        onAnother={() => {
          requestKey.current = newRequestKey();
          setDone(null);
          setGuest({ kind: 'none' });
        }}
      />
    );

  const refusal = detailOf(created.error) ?? detailOf(quoted.error);
  return (
    <>
      <ScreenHeader
        title={t('dashboard.desk.title')}
        text={t('dashboard.desk.intro')}
        actions={
          <LinkButton to="/dashboard/grid" $variant="secondary">
            {t('dashboard.desk.toGrid')}
          </LinkButton>
        }
      />
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Column>
          <Panel aria-labelledby="desk-guest">
            <PanelTitle id="desk-guest">{t('dashboard.desk.guest')}</PanelTitle>
            <GuestPicker value={guest} onChange={setGuest} errors={errors} />
          </Panel>
          <Panel aria-labelledby="desk-stay">
            <PanelTitle id="desk-stay">{t('dashboard.desk.stay')}</PanelTitle>
            <Select
              label={t('dashboard.desk.hut')}
              value={hutId}
              error={joined('hut')}
              options={[
                { value: '', label: t('dashboard.desk.chooseHut') },
                ...(options.data?.huts ?? []).map((row) => ({ value: String(row.id), label: pick(row, 'title') })),
              ]}
              onChange={(event) => {
                setHutId(event.target.value);
                setPlanId(null);
                setExtras({});
              }}
            />
            <ChangeStayFields
              choice={stay}
              edit={(next) => {
                setStay((previous) => ({ ...previous, ...next }));
                if (next.date_from !== undefined || next.date_to !== undefined) setExtras({});
              }}
              maxPersons={hut?.max_persons_num ?? 10}
              maxKids={hut?.max_kids_num ?? 6}
              earliest={today}
            />
            {joined('date_from', 'date_to', 'persons_max_num', 'kids_max_num') ? (
              <FormAlert messages={joined('date_from', 'date_to', 'persons_max_num', 'kids_max_num')} />
            ) : null}
            <TextField
              label={t('dashboard.desk.promo')}
              value={promo}
              maxLength={40}
              error={joined('promocode')}
              onChange={(event) => setPromo(event.target.value)}
              dir="ltr"
            />
            {hut && hut.rate_plans.length > 0 ? (
              <RatePlanChoice
                plans={hut.rate_plans}
                chosen={planId}
                refundHours={config.data?.cancel_full_refund_hours}
                totals={totals}
                onChoose={(id) => {
                  setPlanId(id);
                  // Once priced, the new plan is priced at once: the quote's total follows the choice.
                  if (quoted.data) price(id);
                }}
              />
            ) : null}
            {joined('rate_plan') ? <FormAlert messages={joined('rate_plan')} /> : null}
          </Panel>
          {hut ? (
            <Panel aria-labelledby="desk-extras">
              <PanelTitle id="desk-extras">{t('dashboard.desk.extras')}</PanelTitle>
              <ExtrasPicker hut={hut.id} dateFrom={stay.date_from} dateTo={stay.date_to} value={extras} onChange={setExtras} />
              {joined('events', 'services', 'special_items') ? (
                <FormAlert messages={joined('events', 'services', 'special_items')} />
              ) : null}
            </Panel>
          ) : null}
          <Panel aria-labelledby="desk-discount">
            <PanelTitle id="desk-discount">{t('dashboard.desk.discount')}</PanelTitle>
            <TextField
              label={t('dashboard.desk.discountPercent')}
              hint={t('dashboard.desk.discountLimit', {
                max: `${formatNumber(options.data?.max_discount_percent ?? 0, lang)}${percentSign(lang)}`,
              })}
              inputMode="decimal"
              value={percent}
              unit="%"
              error={joined('discount', 'discount/percent')}
              onChange={(event) => setPercent(event.target.value)}
            />
            <TextField
              label={t('dashboard.desk.discountReason')}
              value={reason}
              maxLength={300}
              error={joined('discount/reason')}
              onChange={(event) => setReason(event.target.value)}
            />
          </Panel>
          <Panel aria-labelledby="desk-payment">
            <PanelTitle id="desk-payment">{t('dashboard.desk.payment')}</PanelTitle>
            <Methods>
              <legend className="visually-hidden">{t('dashboard.desk.payment')}</legend>
              {METHODS.map((option) => (
                <Method key={option} $checked={method === option}>
                  <input type="radio" name="desk-method" value={option} checked={method === option} onChange={() => setMethod(option)} />
                  <span>
                    <strong>{t(`dashboard.desk.method.${option}`)}</strong>
                    <small>{t(`dashboard.desk.methodHint.${option}`)}</small>
                  </span>
                </Method>
              ))}
            </Methods>
            {method === 'cash' || method === 'terminal' ? (
              <TextField
                label={t(method === 'cash' ? 'dashboard.desk.receipt' : 'dashboard.desk.slip')}
                value={reference}
                maxLength={64}
                onChange={(event) => setReference(event.target.value)}
                dir="ltr"
              />
            ) : null}
            {joined('payment') ? <FormAlert messages={joined('payment')} /> : null}
          </Panel>
        </Column>
        <Side>
          <Panel aria-labelledby="desk-quote" aria-live="polite">
            <PanelTitle id="desk-quote">{t('dashboard.desk.quote')}</PanelTitle>
            {quoted.data && !quoted.isLoading ? (
              <QuoteSummary quote={quoted.data} lang={lang} refundHours={config.data?.cancel_full_refund_hours} />
            ) : (
              <p>{t('dashboard.desk.quoteHint')}</p>
            )}
            {refusal ? <FormAlert messages={refusal} /> : null}
            <Button type="button" $variant="secondary" onClick={() => price()} disabled={!hut || quoted.isLoading}>
              {t('dashboard.desk.priceIt')}
            </Button>
            <Button type="submit" disabled={!hut || guest.kind === 'none' || created.isLoading}>
              {quoted.data ? t('dashboard.desk.bookFor', { total: formatPrice(quoted.data.total, lang) }) : t('dashboard.desk.book')}
            </Button>
            {guest.kind === 'none' ? <small>{t('dashboard.desk.needGuest')}</small> : null}
          </Panel>
        </Side>
      </Form>
      <Footer>
        <Link to="/dashboard/bookings">{t('dashboard.desk.toList')}</Link>
      </Footer>
    </>
  );
}

const Footer = styled.p`
  margin: ${({ theme }) => theme.space(6, 0, 0)};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Side = styled.div`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
  }
`;

const Methods = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Method = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.deepSea : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.card};
  cursor: pointer;
  input {
    margin-top: 4px;
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.deepSea};
  }
  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
