import { useTranslation } from 'react-i18next';
import type { SalesMonth } from '../../../../shared/schemas/dashboard/supplierPortal';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { ScreenHeader } from '../components/ScreenHeader';
import { useGetSupplierSalesQuery } from './supplierPortalApi';

/** /dashboard/sales: a supplier's sales per month, newest first. */
export default function SalesScreen() {
  const { t, i18n } = useTranslation();
  const title = t('dashboard.nav.sales');
  useDocumentTitle(title);
  const sales = useGetSupplierSalesQuery();
  const lang = i18n.language;
  const columns: Column<SalesMonth>[] = [
    {
      id: 'month',
      header: t('dashboard.supplier.month'),
      cell: (row) => formatDate(`${row.month}-01`, lang, { month: 'long', year: 'numeric' }),
    },
    { id: 'tickets', header: t('dashboard.supplier.tickets'), cell: (row) => formatNumber(row.tickets, lang) },
    { id: 'gross', header: t('dashboard.supplier.gross'), wide: true, cell: (row) => formatPrice(row.gross, lang) },
    { id: 'refunds', header: t('dashboard.supplier.refunds'), wide: true, cell: (row) => formatPrice(row.refunds, lang) },
    { id: 'net', header: t('dashboard.supplier.net'), cell: (row) => formatPrice(row.net, lang) },
    { id: 'vat', header: t('dashboard.supplier.vat'), wide: true, cell: (row) => formatPrice(row.vat, lang) },
  ];
  return (
    <>
      <ScreenHeader title={title} text={t('dashboard.supplier.salesIntro')} />
      <DataTable
        caption={title}
        columns={columns}
        rows={sales.data?.months}
        rowKey={(row) => row.month}
        isLoading={sales.isFetching && !sales.data}
        isError={sales.isError}
        onRetry={sales.refetch}
        empty={t('dashboard.supplier.noSales')}
      />
    </>
  );
}
