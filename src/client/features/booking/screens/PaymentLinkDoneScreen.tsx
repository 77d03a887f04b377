// Where the gateway sends a guest who paid through a desk's payment link: the payment is confirmed with the gateway
// (the one completion step marks the booking paid and e-mails the receipt) and the guest is told.
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, LinkButton } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BookingFrame, Panel } from '../components/BookingFrame';
import { FailureNote } from '../components/FailureNote';
import { toFlowFailure } from '../lib/flowFailure';
import { useVerifyLinkPaymentQuery } from '../paymentLinkApi';

export default function PaymentLinkDoneScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('payLink.doneTitle'));
  const token = useParams().token ?? '';
  const resourcePath = useSearchParams()[0].get('resourcePath') ?? '';
  const verified = useVerifyLinkPaymentQuery({ token, resourcePath }, { skip: !resourcePath });
  const back = (
    <LinkButton to={`/pay/${token}`} $variant="secondary">
      {t('payment.backToPayment')}
    </LinkButton>
  );
  let body;
  if (!resourcePath || verified.isError)
    body = (
      <>
        <FailureNote failure={verified.isError ? toFlowFailure(verified.error) : { kind: 'other' }} />
        {back}
      </>
    );
  else if (!verified.data) body = <Skeleton $height="160px" $radius="card" />;
  else if (verified.data.status === 'success')
    body = (
      <Panel role="status">
        <h2>{t('payLink.paid')}</h2>
        <p>{t('payLink.receipt')}</p>
      </Panel>
    );
  else if (verified.data.status === 'pending')
    body = (
      <Panel role="status">
        <p>{t('payment.pendingTooLong')}</p>
        <Button type="button" onClick={() => void verified.refetch()}>
          {t('payment.tryAgain')}
        </Button>
      </Panel>
    );
  else
    body = (
      <>
        <FailureNote failure={{ kind: 'declined' }} />
        {back}
      </>
    );
  return (
    <BookingFrame title={t('payLink.doneTitle')} step={verified.data?.status === 'success' ? 'done' : 'payment'}>
      {body}
    </BookingFrame>
  );
}
