import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_VAT_RATE, toCents, toMoney, vatPart } from '../../../../shared/money';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { formatPrice } from '../../../ui/format';

type Props = { amount: string; currency: string; paid?: boolean; change?: boolean };

/**
 * The amount of services added to a paid booking (or of a change of dates, `change`), apart from the booking's total: "980 to pay now"
 * (or "980 paid"), with the VAT it includes. The booking's new total stays in the totals above it.
 */
export function DueNow({ amount, currency, paid, change }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const vatRate = useGetPublicConfigQuery().data?.vat_rate ?? DEFAULT_VAT_RATE;
  const vat = toMoney(vatPart(toCents(amount), vatRate));
  return (
    <Box>
      <span>
        {change
          ? paid
            ? t('booking.summary.changePaid')
            : t('booking.summary.changeDue')
          : paid
            ? t('booking.summary.addOnPaid')
            : t('booking.summary.addOnDue')}
      </span>
      <strong data-testid="add-on-amount">{formatPrice(amount, lang, currency)}</strong>
      <small>{t('payment.success.vatPart', { vat: formatPrice(vat, lang, currency) })}</small>
    </Box>
  );
}

export default DueNow;

const Box = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.deepSea};
  span,
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
