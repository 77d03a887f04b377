import type { Page } from '../../../../shared/schemas/common';
import type { ReviewKind, StaffReply, StaffReview } from '../../../../shared/schemas/dashboard/reviews';
import type { SupplierApplication, SupplierDecisionBody } from '../../../../shared/schemas/dashboard/suppliers';
import type {
  CreateAccountBody,
  CreateStaffBody,
  EditUserBody,
  InvitationSent,
  InviteStaffBody,
  StaffRoleBody,
  StaffUser,
  StaffUserDetail,
} from '../../../../shared/schemas/dashboard/users';
import { baseApi } from '../../../api/baseApi';

type Params = Record<string, string | number>;

/** People in the back office: accounts, supplier applications, and guests' reviews. */
export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffUsers: build.query<Page<StaffUser>, Params>({
      query: (params) => ({ url: '/api/dashboard/users/', params }),
      providesTags: ['StaffUser'],
    }),
    getStaffUser: build.query<StaffUserDetail, number>({ query: (id) => `/api/dashboard/users/${id}/`, providesTags: ['StaffUser'] }),
    setUserActive: build.mutation<StaffUser, { id: number; is_active: boolean; version: number }>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/users/${id}/active/`, method: 'POST', body }),
      invalidatesTags: ['StaffUser', 'Audit'],
    }),
    /** Erase an account on the person's written request (issue 26 §1); the reason goes to the audit trail. */
    eraseUser: build.mutation<null, { id: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/users/${id}/erase/`, method: 'POST', body }),
      invalidatesTags: ['StaffUser', 'Audit'],
    }),
    createStaff: build.mutation<StaffUser, CreateStaffBody>({
      query: (body) => ({ url: '/api/dashboard/users/', method: 'POST', body }),
      invalidatesTags: ['StaffUser', 'Audit'],
    }),
    /** Staff access (issue 23 §5): invitations, roles, the app's reset; accounts made and corrected by staff. */
    inviteStaff: build.mutation<InvitationSent, InviteStaffBody>({
      query: (body) => ({ url: '/api/dashboard/users/invitations/', method: 'POST', body }),
      invalidatesTags: ['StaffUser', 'Audit'],
    }),
    reinviteStaff: build.mutation<InvitationSent, number>({
      query: (id) => ({ url: `/api/dashboard/users/${id}/invitation/`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),
    setStaffRole: build.mutation<StaffUser, StaffRoleBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/users/${id}/staff-role/`, method: 'PUT', body }),
      invalidatesTags: ['StaffUser', 'Audit'],
    }),
    resetTwoFactor: build.mutation<null, number>({
      query: (id) => ({ url: `/api/dashboard/users/${id}/two-factor/reset/`, method: 'POST' }),
      invalidatesTags: ['StaffUser', 'Audit'],
    }),
    editUser: build.mutation<StaffUserDetail, EditUserBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/users/${id}/`, method: 'PATCH', body }),
      invalidatesTags: ['StaffUser', 'Audit'],
    }),
    createAccount: build.mutation<StaffUser, CreateAccountBody>({
      query: (body) => ({ url: '/api/dashboard/users/accounts/', method: 'POST', body }),
      invalidatesTags: ['StaffUser', 'Audit'],
    }),
    sendPasswordReset: build.mutation<null, number>({
      query: (id) => ({ url: `/api/dashboard/users/${id}/password-reset/`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),
    getSupplierApplications: build.query<Page<SupplierApplication>, Params>({
      query: (params) => ({ url: '/api/dashboard/suppliers/', params }),
      providesTags: ['StaffUser'],
    }),
    decideSupplier: build.mutation<SupplierApplication, SupplierDecisionBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/suppliers/${id}/decision/`, method: 'POST', body }),
      // An approved supplier appears in the guests' supplier lists.
      invalidatesTags: ['StaffUser', 'Audit', 'Supplier'],
    }),
    getStaffReviews: build.query<Page<StaffReview>, Params>({
      query: (params) => ({ url: '/api/dashboard/reviews/', params }),
      providesTags: ['Review'],
    }),
    setReviewPublished: build.mutation<
      { id: number; is_published: boolean; version: number },
      { kind: ReviewKind; id: number; is_published: boolean; version: number }
    >({
      query: ({ kind, id, ...body }) => ({ url: `/api/dashboard/reviews/${kind}/${id}/publish/`, method: 'POST', body }),
      invalidatesTags: ['Review', 'Audit', 'Hut'],
    }),
    /** The resort's one reply to a review or rating: created, then edited with the version read. */
    saveReviewReply: build.mutation<StaffReply, { kind: ReviewKind; id: number; text: string; language: 'en' | 'ar'; version?: number }>({
      query: ({ kind, id, version, ...body }) => ({
        url: `/api/dashboard/reviews/${kind}/${id}/reply/`,
        method: version === undefined ? 'POST' : 'PUT',
        body: version === undefined ? body : { ...body, version },
      }),
      invalidatesTags: ['Review', 'Audit'],
    }),
  }),
});

export const {
  useGetStaffUsersQuery,
  useGetStaffUserQuery,
  useSetUserActiveMutation,
  useEraseUserMutation,
  useCreateStaffMutation,
  useInviteStaffMutation,
  useReinviteStaffMutation,
  useSetStaffRoleMutation,
  useResetTwoFactorMutation,
  useEditUserMutation,
  useCreateAccountMutation,
  useSendPasswordResetMutation,
  useGetSupplierApplicationsQuery,
  useDecideSupplierMutation,
  useGetStaffReviewsQuery,
  useSetReviewPublishedMutation,
  useSaveReviewReplyMutation,
} = peopleApi;
