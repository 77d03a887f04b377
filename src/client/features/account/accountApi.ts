// Account endpoints of the API (contract: Account). The auth flow machine calls these through its
// actors; screens never call them directly except the Google button.
import type { RegisterBody, VerifyOtpAnswer } from '../../../shared/schemas/account';
import type {
  AcceptInvitationBody,
  EnrolAnswer,
  InvitationInfo,
  LoginOrChallenge,
  SecondStepAnswer,
  SecondStepBody,
} from '../../../shared/schemas/staffAccess';
import { baseApi } from '../../api/baseApi';
import { i18n } from '../../i18n';

/** The API answers its messages in this language. */
export const languageHeader = () => ({ 'Accept-Language': i18n.language || 'en' });

export interface OtpFlags {
  forget?: boolean;
  change_email?: boolean;
}

const flags = ({ forget = false, change_email = false }: OtpFlags) => `forget=${forget}&change_email=${change_email}`;

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ message: string }, RegisterBody | FormData>({
      query: (body) => ({ url: '/register/', method: 'POST', body, headers: languageHeader() }),
    }),
    verifyOtp: build.mutation<VerifyOtpAnswer, { email: string; otp: string } & OtpFlags>({
      query: ({ email, otp, ...rest }) => ({
        url: `/verfiy-otp/?${flags(rest)}`,
        method: 'POST',
        body: { email, otp },
        headers: languageHeader(),
      }),
    }),
    resendOtp: build.mutation<{ message: string }, { email: string } & OtpFlags>({
      query: ({ email, ...rest }) => ({ url: `/resend-otp/?${flags(rest)}`, method: 'POST', body: { email }, headers: languageHeader() }),
    }),
    login: build.mutation<LoginOrChallenge, { email: string; password: string }>({
      query: (body) => ({ url: '/login/', method: 'POST', body, headers: languageHeader() }),
    }),
    startTwoFactorEnrolment: build.mutation<EnrolAnswer, { challenge: string }>({
      query: (body) => ({ url: '/login/two-factor/enrol/', method: 'POST', body, headers: languageHeader() }),
    }),
    completeSecondStep: build.mutation<SecondStepAnswer, SecondStepBody>({
      query: (body) => ({ url: '/login/two-factor/', method: 'POST', body, headers: languageHeader() }),
    }),
    staffInvitation: build.query<InvitationInfo, string>({
      query: (token) => ({ url: `/staff-invitation/${encodeURIComponent(token)}/`, headers: languageHeader() }),
    }),
    acceptStaffInvitation: build.mutation<{ message: string }, { token: string } & AcceptInvitationBody>({
      query: ({ token, ...body }) => ({
        url: `/staff-invitation/${encodeURIComponent(token)}/`,
        method: 'POST',
        body,
        headers: languageHeader(),
      }),
    }),
    changeForgetPassword: build.mutation<{ success: string }, { email: string; new_password: string; confirm_password: string }>({
      query: (body) => ({ url: '/change-forget-password/', method: 'PUT', body, headers: languageHeader() }),
    }),
    googleLogin: build.mutation<LoginOrChallenge, { credential: string }>({
      query: (body) => ({ url: '/auth/google-login/', method: 'POST', body, headers: languageHeader() }),
    }),
    logout: build.mutation<void, void>({ query: () => ({ url: '/logout/', method: 'POST' }) }),
  }),
});

export const {
  useRegisterMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
  useLoginMutation,
  useChangeForgetPasswordMutation,
  useGoogleLoginMutation,
  useLogoutMutation,
  useStaffInvitationQuery,
  useAcceptStaffInvitationMutation,
} = accountApi;
