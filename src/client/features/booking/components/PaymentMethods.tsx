import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaymentBrand } from '../../../../shared/constants';

/** What the guest chooses: each is one HyperPay entity (VISA and MASTER share the card one). */
export type PaymentMethod = 'mada' | 'card' | 'applepay' | 'stcpay';

export const BRAND_OF_METHOD: Record<PaymentMethod, PaymentBrand> = {
  mada: 'MADA',
  card: 'VISA',
  applepay: 'APPLEPAY',
  stcpay: 'STC_PAY',
};

declare global {
  interface Window {
    ApplePaySession?: { canMakePayments(): boolean };
  }
}

/** Apple Pay only where the browser can pay with it (Safari on an Apple device with a card in Wallet). */
export function canUseApplePay(): boolean {
  try {
    return typeof window !== 'undefined' && !!window.ApplePaySession?.canMakePayments();
  } catch {
    return false;
  }
}

/** The methods this installation takes that this browser can use, mada first. */
export function methodsOffered(brands: readonly PaymentBrand[], applePay = canUseApplePay()): PaymentMethod[] {
  const offered: PaymentMethod[] = [];
  if (brands.includes('MADA')) offered.push('mada');
  if (brands.includes('VISA') || brands.includes('MASTER')) offered.push('card');
  if (brands.includes('APPLEPAY') && applePay) offered.push('applepay');
  if (brands.includes('STC_PAY')) offered.push('stcpay');
  return offered;
}

type Props = { methods: PaymentMethod[]; value: PaymentMethod; onChange: (method: PaymentMethod) => void };

/** The guest's choice of payment method: a radio group, one per line on a phone, two columns wider. */
export function PaymentMethods({ methods, value, onChange }: Props) {
  const { t } = useTranslation();
  const names: Record<PaymentMethod, [string, string]> = {
    mada: [t('payment.method.mada'), t('payment.method.madaHint')],
    card: [t('payment.method.card'), t('payment.method.cardHint')],
    applepay: [t('payment.method.applepay'), t('payment.method.applepayHint')],
    stcpay: [t('payment.method.stcpay'), t('payment.method.stcpayHint')],
  };
  return (
    <Group>
      <legend>{t('payment.method.label')}</legend>
      <Options>
        {methods.map((method) => (
          <Option key={method} $checked={method === value}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={method === value}
              onChange={() => onChange(method)}
              aria-describedby={`payment-method-${method}-hint`}
            />
            <span className="name">{names[method][0]}</span>
            <span className="hint" id={`payment-method-${method}-hint`}>
              {names[method][1]}
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}

export default PaymentMethods;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(3, 4)};
  border: ${({ $checked }) => ($checked ? 2 : 1)}px solid ${({ theme, $checked }) => ($checked ? theme.colors.lagoon : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.foam : theme.colors.white)};
  cursor: pointer;
  input {
    grid-row: span 2;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.lagoonDark};
  }
  .name {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .hint {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 1px;
  }
`;
