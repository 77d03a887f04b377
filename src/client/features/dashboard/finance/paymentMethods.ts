import { useTranslation } from 'react-i18next';
import { PAYMENT_BRANDS, type PaymentBrand } from '../../../../shared/constants';

type Method = Lowercase<PaymentBrand>;

/** The ledger's payment methods: the brands the resort takes, lower case as the ledger shows them. */
export const PAYMENT_METHODS = PAYMENT_BRANDS.map((brand) => brand.toLowerCase() as Method);

/** A payment method's name in the page's language ("mada", «مدى»); one the resort does not take, as it was recorded. */
export function usePaymentMethodName() {
  const { t } = useTranslation();
  const names: Record<Method, string> = {
    mada: t('dashboard.finance.brand.mada'),
    visa: t('dashboard.finance.brand.visa'),
    master: t('dashboard.finance.brand.master'),
    applepay: t('dashboard.finance.brand.applepay'),
    stc_pay: t('dashboard.finance.brand.stc_pay'),
  };
  return (method: string) => names[method.toLowerCase() as Method] ?? method;
}
