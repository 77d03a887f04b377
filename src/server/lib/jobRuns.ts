/**
 * When each background job of this process last finished a pass, successful or not (GET /metrics reads it as
 * ken_job_last_run_timestamp_seconds). One process is one instance: each instance reports its own jobs.
 */
const lastRuns = new Map<string, { at: Date; ok: boolean }>();

export type JobName = 'hold_sweeper' | 'refund_worker' | 'tax_reporting' | 'channel_sync' | 'retention' | 'scheduled_backup';

export function jobRan(job: JobName, ok: boolean, at = new Date()): void {
  lastRuns.set(job, { at, ok });
}

export const jobRuns = (): ReadonlyMap<string, { at: Date; ok: boolean }> => lastRuns;

/** A job's pass, recorded when it ends: `recordRun('retention', sweepRetention(deps))`. */
export function recordRun<T>(job: JobName, pass: Promise<T>): Promise<T> {
  return pass.then(
    (result) => {
      jobRan(job, true);
      return result;
    },
    (error: unknown) => {
      jobRan(job, false);
      throw error;
    },
  );
}
