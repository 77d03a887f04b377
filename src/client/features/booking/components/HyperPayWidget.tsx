import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { useCreateCheckoutMutation } from '../bookingApi';
import type { PaymentKind } from '../bookingFlowMachine';
import { FailureNote } from './FailureNote';
import { toFlowFailure } from '../lib/flowFailure';

declare global {
  interface Window {
    wpwlOptions?: Record<string, unknown>;
  }
}

/**
 * HyperPay COPYandPAY: the server creates a checkout, the gateway's script turns the form into its card
 * widget (card data never reaches this app or its server), and the gateway returns the guest to the
 * result page with a resourcePath.
 */
export function HyperPayWidget({ bookingId, kind, resultUrl }: { bookingId: number; kind: PaymentKind; resultUrl: string }) {
  const { i18n } = useTranslation();
  const [createCheckout, checkout] = useCreateCheckoutMutation();
  const [scriptFailed, setScriptFailed] = useState(false);
  useEffect(() => {
    void createCheckout({ booking_id: bookingId, kind });
  }, [bookingId, kind, createCheckout]);

  const widgetUrl = checkout.data?.payment_widget_url;
  useEffect(() => {
    if (!widgetUrl) return undefined;
    window.wpwlOptions = { locale: i18n.language.startsWith('ar') ? 'ar' : 'en', style: 'plain', brandDetection: true };
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    script.onerror = () => setScriptFailed(true);
    document.body.appendChild(script);
    return () => script.remove();
  }, [widgetUrl, i18n.language]);

  if (checkout.isError) return <FailureNote failure={toFlowFailure(checkout.error)} />;
  if (scriptFailed) return <FailureNote failure={{ kind: 'network' }} />;
  return (
    <Widget>
      {!widgetUrl ? <Skeleton $height="220px" $radius="card" /> : null}
      <form action={resultUrl} className="paymentWidgets" data-brands="MADA VISA MASTER" dir="ltr" />
    </Widget>
  );
}

export default HyperPayWidget;

const Widget = styled.div`
  min-height: 220px;
`;
