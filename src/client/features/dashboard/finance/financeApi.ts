import type {
  CommissionBody,
  LedgerPage,
  LedgerQuery,
  LedgerSummary,
  SupplierStatement,
  SupplierStatements,
} from '../../../../shared/schemas/dashboard/finance';
import { baseApi } from '../../../api/baseApi';

type LedgerParams = Omit<LedgerQuery, 'page'> & { page?: number };
/** The payments ledger, its months, the suppliers' statements and commission (staff), and a supplier's own statements. */
export const financeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<LedgerPage, LedgerParams>({
      query: (params) => ({ url: '/api/dashboard/ledger/', params }),
      providesTags: ['StaffBooking'],
    }),
    getLedgerSummary: build.query<LedgerSummary, string>({
      query: (month) => ({ url: '/api/dashboard/ledger/summary/', params: { month } }),
      providesTags: ['StaffBooking'],
    }),
    getStatements: build.query<SupplierStatements, string>({
      query: (month) => ({ url: '/api/dashboard/statements/', params: { month } }),
      providesTags: ['Supplier', 'StaffBooking'],
    }),
    markStatementPaid: build.mutation<SupplierStatement, { supplierId: number; month: string }>({
      query: ({ supplierId, month }) => ({ url: `/api/dashboard/statements/${supplierId}/${month}/paid/`, method: 'POST' }),
      invalidatesTags: ['Supplier', 'Audit'],
    }),
    setCommission: build.mutation<{ supplier_id: number; commission_rate: string }, CommissionBody & { supplierId: number }>({
      query: ({ supplierId, ...body }) => ({ url: `/api/dashboard/suppliers/${supplierId}/commission/`, method: 'PUT', body }),
      invalidatesTags: ['Supplier', 'Audit'],
    }),
    getMyStatement: build.query<SupplierStatement, string>({
      query: (month) => ({ url: '/api/dashboard/supplier/statements/', params: { month } }),
      providesTags: ['Supplier'],
    }),
  }),
});

export const {
  useGetLedgerQuery,
  useGetLedgerSummaryQuery,
  useGetStatementsQuery,
  useMarkStatementPaidMutation,
  useSetCommissionMutation,
  useGetMyStatementQuery,
} = financeApi;

/** A query string of the filters that are set. */
export const queryOf = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
