import type { BookingChangeAnswer, BookingChangeBody } from '../../../../shared/schemas/bookingChange';
import type { BookingTaxDocument } from '../../../../shared/schemas/taxDocuments';
import type { Booking } from '../../../../shared/schemas/booking';
import type { DeskRecordPaymentBody } from '../../../../shared/schemas/dashboard/deskBookings';
import type { Page } from '../../../../shared/schemas/common';
import type {
  CancelBody,
  DayList,
  NoteBody,
  RefundBody,
  StaffBookingDetail,
  StaffBookingRow,
} from '../../../../shared/schemas/dashboard/bookings';
import { baseApi } from '../../../api/baseApi';
import { idempotencyHeaders } from '../../../api/requestKey';

type Params = Record<string, string | number>;
/** A staff action; `idempotencyKey` (one per submission) makes a repeated send act once (Idempotency-Key). */
const write = (id: number, action: string, body?: object, idempotencyKey?: string) => ({
  url: `/api/dashboard/bookings/${id}/${action}/`,
  method: 'POST',
  body: body ?? {},
  headers: idempotencyHeaders(idempotencyKey),
});
type Once = { id: number; idempotencyKey: string };

/** The back office's bookings: list, CSV, a day's arrivals or departures, one booking and the staff actions on it. */
export const bookingsStaffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffBookings: build.query<Page<StaffBookingRow>, Params>({
      query: (params) => ({ url: '/api/dashboard/bookings/', params }),
      providesTags: ['StaffBooking'],
    }),
    getBookingDay: build.query<DayList, { kind: 'arrivals' | 'departures'; date?: string }>({
      query: ({ kind, date }) => ({ url: `/api/dashboard/bookings/${kind}/`, params: date ? { date } : {} }),
      providesTags: ['StaffBooking'],
    }),
    /** The booking's tax documents (issue 22), oldest first; the downloads are the back office's. */
    getStaffBookingDocuments: build.query<BookingTaxDocument[], number>({
      query: (id) => `/api/dashboard/bookings/${id}/documents/`,
      providesTags: ['StaffBooking'],
    }),
    getStaffBooking: build.query<StaffBookingDetail, number>({
      query: (id) => `/api/dashboard/bookings/${id}/`,
      providesTags: ['StaffBooking'],
    }),
    // The CSV comes through the same authorised fetch as everything else (bearer token), as a Blob to save.
    exportBookings: build.mutation<Blob, Params>({
      query: (params) => ({
        url: '/api/dashboard/bookings/export.csv',
        params,
        responseHandler: (response: Response) => response.blob(),
        cache: 'no-cache',
      }),
    }),
    cancelBooking: build.mutation<StaffBookingDetail, CancelBody & Once>({
      query: ({ id, idempotencyKey, ...body }) => write(id, 'cancel', body, idempotencyKey),
      invalidatesTags: ['StaffBooking', 'Audit', 'Booking'],
    }),
    refundBooking: build.mutation<StaffBookingDetail, RefundBody & Once & { refunded_before: string }>({
      query: ({ id, idempotencyKey, ...body }) => write(id, 'refund', body, idempotencyKey),
      invalidatesTags: ['StaffBooking', 'Audit', 'Booking'],
    }),
    resendConfirmation: build.mutation<StaffBookingDetail, number>({
      query: (id) => write(id, 'resend-confirmation'),
      invalidatesTags: ['StaffBooking', 'Audit'],
    }),
    addBookingNote: build.mutation<StaffBookingDetail, NoteBody & Once>({
      query: ({ id, idempotencyKey, ...body }) => write(id, 'notes', body, idempotencyKey),
      invalidatesTags: ['StaffBooking', 'Audit'],
    }),
    /** Changes dates or guests (issue 23 §3); dry_run only prices it. */
    changeStaffBooking: build.mutation<BookingChangeAnswer, BookingChangeBody & { id: number }>({
      query: ({ id, ...body }) => write(id, 'change', body),
      invalidatesTags: (_answer, _error, { dry_run }) => (dry_run ? [] : ['StaffBooking', 'Audit', 'Booking']),
    }),
    /** What a paid booking still owes (a staff change's difference), or a held desk booking, taken at the desk. */
    takeDeskPayment: build.mutation<Booking, DeskRecordPaymentBody & Once>({
      query: ({ id, idempotencyKey, ...body }) => write(id, 'desk-payment', body, idempotencyKey),
      invalidatesTags: ['StaffBooking', 'Audit', 'Booking'],
    }),
    markNoShow: build.mutation<StaffBookingDetail, number>({
      query: (id) => write(id, 'no-show'),
      invalidatesTags: ['StaffBooking', 'Audit'],
    }),
  }),
});

export const {
  useGetStaffBookingDocumentsQuery,
  useGetStaffBookingsQuery,
  useGetBookingDayQuery,
  useGetStaffBookingQuery,
  useChangeStaffBookingMutation,
  useExportBookingsMutation,
  useCancelBookingMutation,
  useRefundBookingMutation,
  useResendConfirmationMutation,
  useAddBookingNoteMutation,
  useMarkNoShowMutation,
  useTakeDeskPaymentMutation,
} = bookingsStaffApi;
