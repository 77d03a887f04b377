import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaymentBrand } from '../../../../shared/constants';
import { Skeleton } from '../../../ui/Skeleton';
import { useCreateCheckoutMutation } from '../bookingApi';
import { useCreateLinkCheckoutMutation } from '../paymentLinkApi';
import type { PaymentKind } from '../bookingFlowMachine';
import { FailureNote } from './FailureNote';
import { toFlowFailure } from '../lib/flowFailure';

declare global {
  interface Window {
    wpwlOptions?: Record<string, unknown>;
    wpwl?: { unload?: () => void };
  }
}

type Props = {
  bookingId: number;
  kind: PaymentKind;
  brand: PaymentBrand;
  resultUrl: string;
  /** The widget read a card number's brand (mada first, by its BIN). */
  onDetectBrand?: (brands: string[]) => void;
  /** Paying through a desk's payment link (no account): the checkout is the link's (issue 23 §2). */
  linkToken?: string;
};

/**
 * Checkouts are asked for one after another, in the order the guest chose their methods. Each new checkout closes the
 * booking's open one (another brand), so a request still on its way for the method the guest just left could otherwise
 * close the checkout the page has since drawn, and the payment made on it would be refunded as not owed. A request
 * whose widget has gone (the guest chose again) before its turn is not sent at all.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn(ask: () => Promise<unknown> | undefined) {
  const turn = queue.then(ask);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * The payment form, one code path for every gateway (issue 25 §1): the server creates a checkout for the chosen
 * brand's entity and names its COPYandPAY widget script (HyperPay's, or the sandbox's own); the script is loaded only
 * now, fills `<form class="paymentWidgets">` with the brand's fields (card data never reaches this app or its
 * server), and the gateway sends the guest back to the result page with `id` and `resourcePath`.
 */
export function PaymentWidget({ bookingId, kind, brand, resultUrl, onDetectBrand, linkToken }: Props) {
  const { t, i18n } = useTranslation();
  const [createOwnCheckout, ownCheckout] = useCreateCheckoutMutation();
  const [createLinkCheckout, linkCheckout] = useCreateLinkCheckoutMutation();
  const checkout = linkToken ? linkCheckout : ownCheckout;
  const [scriptFailed, setScriptFailed] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let left = false;
    void inTurn(() => {
      if (left) return undefined;
      return linkToken ? createLinkCheckout({ token: linkToken, brand }) : createOwnCheckout({ booking_id: bookingId, kind, brand });
    });
    return () => {
      left = true;
    };
  }, [bookingId, kind, brand, linkToken, createOwnCheckout, createLinkCheckout]);

  const widgetUrl = checkout.data?.payment_widget_url;
  const lang = i18n.language.startsWith('ar') ? 'ar' : 'en';
  useEffect(() => {
    if (!widgetUrl) return undefined;
    setReady(false);
    // HyperPay's widget is loaded once per page: the one of an earlier brand is unloaded first.
    window.wpwl?.unload?.();
    window.wpwl = undefined;
    window.wpwlOptions = {
      locale: lang,
      style: 'plain',
      brandDetection: true,
      brandDetectionType: 'binlist',
      brandDetectionPriority: ['MADA', 'VISA', 'MASTER'],
      onDetectBrand: (brands: string[]) => onDetectBrand?.(brands),
      onReady: () => setReady(true),
      applePay: {
        displayName: 'Ken Resort',
        total: { label: 'Ken Resort' },
        countryCode: 'SA',
        supportedNetworks: ['mada', 'visa', 'masterCard'],
        merchantCapabilities: ['supports3DS'],
      },
    };
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    script.onerror = () => setScriptFailed(true);
    document.body.appendChild(script);
    return () => {
      script.remove();
      document.querySelectorAll('.wpwl-container').forEach((node) => node.remove());
    };
    // onDetectBrand is read when the widget calls it; a new function must not load the widget again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [widgetUrl, lang]);

  if (checkout.isError) return <FailureNote failure={toFlowFailure(checkout.error)} />;
  if (scriptFailed) return <FailureNote failure={{ kind: 'network' }} />;
  return (
    <Widget aria-busy={!ready} data-brand={brand}>
      {!ready ? (
        <div role="status" aria-label={t('payment.method.loading')}>
          <Skeleton $height="220px" $radius="card" />
        </div>
      ) : null}
      {widgetUrl ? (
        <form
          key={widgetUrl}
          action={resultUrl}
          className="paymentWidgets"
          data-brands={checkout.data?.payment_brands ?? brand}
          data-checkout-id={checkout.data?.checkout_id}
        />
      ) : null}
    </Widget>
  );
}

/** Submits the widget's card form from elsewhere on the page (the summary's Pay button on a phone). */
export function submitPaymentWidget() {
  const pay = document.querySelector<HTMLButtonElement>('.wpwl-form-card .wpwl-button-pay');
  pay?.click();
  return !!pay;
}

export default PaymentWidget;

// The widget's own elements carry COPYandPAY's class names; written once, left to right (the RTL plugin flips it).
const Widget = styled.div`
  min-height: 220px;
  .wpwl-form {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    max-width: none;
    margin: 0;
  }
  .wpwl-group {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  .wpwl-label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .wpwl-control {
    width: 100%;
    min-height: ${({ theme }) => theme.minTarget};
    padding: ${({ theme }) => theme.space(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.stone};
    border-radius: ${({ theme }) => theme.radii.input};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
  .wpwl-control[dir='ltr'] {
    text-align: left;
  }
  .wpwl-control[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.coral};
  }
  .wpwl-control:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 1px;
  }
  .wpwl-hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .wpwl-brand {
    position: absolute;
    top: 0;
    right: 0;
    font-size: 12px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .wpwl-pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(4)};
  }
  .wpwl-button {
    min-height: ${({ theme }) => theme.minTarget};
    padding: ${({ theme }) => theme.space(3, 7)};
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.pill};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
  .wpwl-button-pay {
    width: 100%;
    background: ${({ theme }) => theme.colors.lagoonDark};
    color: ${({ theme }) => theme.colors.white};
  }
  .wpwl-button:disabled {
    opacity: 0.55;
  }
  .wpwl-button-cancel {
    background: transparent;
    border-color: ${({ theme }) => theme.colors.deepSea};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .wpwl-apple-pay-button {
    width: 100%;
    background: #000;
    color: #fff;
  }
  .wpwl-apple-pay-sheet {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.foam};
  }
  .wpwl-apple-pay-sheet[hidden],
  .wpwl-group[hidden],
  .wpwl-hint[hidden],
  .wpwl-otp-note[hidden] {
    display: none;
  }
  .wpwl-sheet-title,
  .wpwl-sheet-amount {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .wpwl-sheet-note,
  .wpwl-otp-note {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  .wpwl-sheet-actions {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  .wpwl-test {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px dashed ${({ theme }) => theme.colors.lagoon};
    border-radius: ${({ theme }) => theme.radii.input};
    background: ${({ theme }) => theme.colors.foam};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .wpwl-test-title {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .wpwl-test ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: ${({ theme }) => theme.space(2, 0)};
    padding: 0;
    list-style: none;
  }
  .wpwl-test li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  .wpwl-test bdi {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  }
  .wpwl-message {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
