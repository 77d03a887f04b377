// The signed-in user's own profile (contract: GET/PATCH /user-info/).
import type { UserProfile } from '../../../shared/schemas/users';
import type { ProfileUpdateBody } from '../../../shared/schemas/account';
import type { ConsentState, DeleteAccountBody, DeleteCodeSent, ExportRequested } from '../../../shared/schemas/privacy';
import { baseApi } from '../../api/baseApi';
import { setDateCalendars } from '../../ui/dateCalendars';
import { i18n } from '../../i18n';

const languageHeader = () => ({ 'Accept-Language': i18n.language || 'en' });

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserProfile, void>({
      query: () => ({ url: '/user-info/', headers: languageHeader() }),
      providesTags: ['Profile'],
      // The account's choice of calendars applies in this browser from the moment the profile is read.
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          setDateCalendars((await queryFulfilled).data.date_calendars);
        } catch {
          // The screen shows the error.
        }
      },
    }),
    updateUserInfo: build.mutation<UserProfile, ProfileUpdateBody | FormData>({
      query: (body) => ({ url: '/user-info/', method: 'PATCH', body, headers: languageHeader() }),
      // The answer is the updated profile: write it into the cache instead of fetching it again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getUserInfo', undefined, data));
          setDateCalendars(data.date_calendars);
        } catch {
          // The screen shows the error.
        }
      },
    }),
    confirmEmailChange: build.mutation<{ message: string }, { email: string; otp: string }>({
      query: (body) => ({ url: '/verfiy-otp/?forget=false&change_email=true', method: 'POST', body, headers: languageHeader() }),
      invalidatesTags: ['Profile'],
    }),
    resendEmailChangeCode: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/resend-otp/?forget=false&change_email=true', method: 'POST', body, headers: languageHeader() }),
    }),
    /** Closes the account (issue 26 §1): 204, then the session is over. */
    deleteAccount: build.mutation<null, DeleteAccountBody>({
      query: (body) => ({ url: '/user-info/', method: 'DELETE', body, headers: languageHeader() }),
    }),
    /** An account without a password (Google) gets a deletion code by e-mail, in the interface's language. */
    requestDeleteCode: build.mutation<DeleteCodeSent, void>({
      query: () => ({ url: '/user-info/delete-code/', method: 'POST', headers: languageHeader() }),
    }),
    /** Consent to marketing e-mails: the answer, the words an opt-in records (in the interface's language) and the history. */
    getConsents: build.query<ConsentState, string>({
      // The language is the argument: the words shown are fetched again when it changes.
      query: (language) => ({ url: '/user-info/consents/', headers: { 'Accept-Language': language } }),
    }),
    setMarketingConsent: build.mutation<ConsentState, { marketing_emails: boolean; language: string }>({
      query: ({ language, ...body }) => ({ url: '/user-info/consents/', method: 'PUT', body, headers: { 'Accept-Language': language } }),
      async onQueryStarted({ language }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getConsents', language, data));
        } catch {
          // The switch shows the error.
        }
      },
    }),
    /** Asks for a copy of the guest's data: 202, the link arrives by e-mail. */
    requestDataExport: build.mutation<ExportRequested, void>({
      query: () => ({ url: '/user-info/export/', method: 'POST', headers: languageHeader() }),
    }),
  }),
});

export const {
  useGetUserInfoQuery,
  useUpdateUserInfoMutation,
  useConfirmEmailChangeMutation,
  useResendEmailChangeCodeMutation,
  useDeleteAccountMutation,
  useRequestDataExportMutation,
  useRequestDeleteCodeMutation,
  useGetConsentsQuery,
  useSetMarketingConsentMutation,
} = profileApi;
