import type { BackupStatus } from '../../../../shared/schemas/dashboard/backup';
import { baseApi } from '../../../api/baseApi';

/** The scheduled backups' status for the home's card (admins). */
export const backupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBackupStatus: build.query<BackupStatus, void>({
      query: () => ({ url: '/api/dashboard/backup/status/' }),
    }),
  }),
});

export const { useGetBackupStatusQuery } = backupApi;
