import type {
  CodeBody,
  OwnPasswordBody,
  RecoveryCodesAnswer,
  SecurityStatus,
  SessionRenewed,
  TurnOffBody,
} from '../../../../shared/schemas/dashboard/security';
import type { EnrolAnswer } from '../../../../shared/schemas/staffAccess';
import { baseApi } from '../../../api/baseApi';

/** The signed-in account's own sign-in and security (issue 23 §5): two-step sign-in and the password. */
export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnSecurity: build.query<SecurityStatus, void>({ query: () => '/api/dashboard/me/security/', keepUnusedDataFor: 0 }),
    startTwoFactor: build.mutation<EnrolAnswer, void>({ query: () => ({ url: '/api/dashboard/me/two-factor/enrol/', method: 'POST' }) }),
    confirmTwoFactor: build.mutation<RecoveryCodesAnswer, CodeBody>({
      query: (body) => ({ url: '/api/dashboard/me/two-factor/', method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
    renewRecoveryCodes: build.mutation<RecoveryCodesAnswer, CodeBody>({
      query: (body) => ({ url: '/api/dashboard/me/two-factor/recovery-codes/', method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
    turnOffTwoFactor: build.mutation<SessionRenewed, TurnOffBody>({
      query: (body) => ({ url: '/api/dashboard/me/two-factor/off/', method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
    changeOwnPassword: build.mutation<SessionRenewed, OwnPasswordBody>({
      query: (body) => ({ url: '/api/dashboard/me/password/', method: 'PUT', body }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useGetOwnSecurityQuery,
  useStartTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useTurnOffTwoFactorMutation,
  useChangeOwnPasswordMutation,
} = securityApi;
