import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from './format';
import { MoneyRow } from './MoneyRows';

type Props = { total: string | number; vat: string | number; vatRate: number; currency?: string; testId?: string };

/**
 * The one way the app shows VAT: every price includes it, so a summary ends with the total and, under
 * it, the VAT that total includes (never a "before VAT" subtotal on one screen and not on another).
 */
export function TotalWithVat({ total, vat, vatRate, currency, testId }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <MoneyRow className="total">
        <dt>{t('money.total')}</dt>
        <dd data-testid={testId}>{formatPrice(total, lang, currency)}</dd>
      </MoneyRow>
      <MoneyRow className="vat">
        <dt>{t('money.vatIncluded', { rate: formatNumber(vatRate, lang, { style: 'percent', maximumFractionDigits: 1 }) })}</dt>
        <dd>{formatPrice(vat, lang, currency)}</dd>
      </MoneyRow>
    </>
  );
}

export default TotalWithVat;
