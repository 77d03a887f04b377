import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/form';
import {
  checkCard,
  detectBrand,
  maskCardNumber,
  maskCvc,
  maskExpiry,
  toCardDetails,
  type CardDetails,
  type CardProblems,
} from '../lib/card';

type Props = { id: string; onSubmit: (card: CardDetails) => void };

const BRAND_NAMES = { VISA: 'VISA', MASTER: 'Mastercard', MADA: 'mada' } as const;

/**
 * The sandbox's card form: masked number (kept left-to-right in Arabic), expiry, CVC and holder. Its Pay
 * button (`PayButton`, tied to the form by `form={id}`) lives in the summary, which on phones is the
 * bottom sheet: paying never needs a scroll back past the summary.
 */
export function CardForm({ id, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [problems, setProblems] = useState<CardProblems>({});
  const brand = detectBrand(form.number);
  const message = (field: keyof CardProblems) =>
    problems[field] ? t(`payment.card.errors.${field}.${problems[field]}` as 'payment.card.errors.number.required') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCard(form);
    setProblems(found);
    if (Object.keys(found).length) {
      const first = (['number', 'expiry', 'cvc', 'holder'] as const).find((field) => found[field]);
      document.getElementById(`card-${first}`)?.focus();
      return;
    }
    onSubmit(toCardDetails(form));
  };

  return (
    <Form id={id} onSubmit={submit} noValidate aria-label={t('payment.card.label')}>
      <NumberRow>
        <TextField
          id="card-number"
          label={t('payment.card.number')}
          value={form.number}
          onChange={(event) => setForm((current) => ({ ...current, number: maskCardNumber(event.target.value) }))}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          placeholder="0000 0000 0000 0000"
          error={message('number')}
        />
        <Brand aria-live="polite" data-brand={brand ?? ''}>
          {brand ? <span aria-label={t('payment.card.brand', { brand: BRAND_NAMES[brand] })}>{brand}</span> : null}
        </Brand>
      </NumberRow>
      <Pair>
        <TextField
          id="card-expiry"
          label={t('payment.card.expiry')}
          value={form.expiry}
          onChange={(event) => {
            const value = event.target.value;
            setForm((current) => ({ ...current, expiry: maskExpiry(value, current.expiry) }));
          }}
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          placeholder={t('payment.card.expiryPlaceholder')}
          error={message('expiry')}
        />
        <TextField
          id="card-cvc"
          label={t('payment.card.cvc')}
          value={form.cvc}
          onChange={(event) => setForm((current) => ({ ...current, cvc: maskCvc(event.target.value) }))}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          placeholder="123"
          error={message('cvc')}
        />
      </Pair>
      <TextField
        id="card-holder"
        label={t('payment.card.holder')}
        value={form.holder}
        onChange={(event) => setForm((current) => ({ ...current, holder: event.target.value }))}
        autoComplete="cc-name"
        error={message('holder')}
      />
    </Form>
  );
}

type PayProps = { form: string; amountLabel: string; busy: boolean; disabled?: boolean };

/** Submits the card form `form` from wherever it is placed. */
export function PayButton({ form, amountLabel, busy, disabled }: PayProps) {
  const { t } = useTranslation();
  return (
    <Button type="submit" form={form} $block $size="lg" disabled={busy || disabled}>
      {busy ? t('payment.card.paying') : t('payment.card.pay', { amount: amountLabel })}
    </Button>
  );
}

export default CardForm;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const NumberRow = styled.div`
  position: relative;
`;

const Brand = styled.div`
  position: absolute;
  top: -4px;
  right: 0;
  span {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1, 2)};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.deepSea};
    color: ${({ theme }) => theme.colors.foam};
    font-size: 12px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.05em;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
`;
