import { useTranslation } from 'react-i18next';
import type { CheckOutTiming } from '../../../../shared/schemas/dashboard/checkin';
import type { ScanAction, ScanResult } from '../../../../shared/schemas/dashboard/frontDesk';

/** The scan log's and the gate's words: actions, results, refusal reasons, desk or gate, check-out timing. */
export function useScanLabels() {
  const { t } = useTranslation();
  const actions: Record<ScanAction, string> = {
    verify: t('dashboard.frontDesk.actionVerify'),
    check_in: t('dashboard.frontDesk.actionCheckIn'),
    check_out: t('dashboard.frontDesk.actionCheckOut'),
    redeem: t('dashboard.frontDesk.actionRedeem'),
  };
  const reasons: Record<string, string> = {
    unknown: t('dashboard.scan.reason.unknown'),
    forged: t('dashboard.scan.reason.forged'),
    not_paid: t('dashboard.scan.reason.not_paid'),
    cancelled: t('dashboard.scan.reason.cancelled'),
    refunded: t('dashboard.scan.reason.refunded'),
    not_today: t('dashboard.scan.reason.not_today'),
    already_checked_in: t('dashboard.frontDesk.reasonAlreadyIn'),
    already_checked_out: t('dashboard.frontDesk.reasonAlreadyOut'),
    not_checked_in: t('dashboard.frontDesk.reasonNotIn'),
    over_quantity: t('dashboard.frontDesk.reasonOverQuantity'),
    not_found: t('dashboard.frontDesk.reasonNotFound'),
  };
  const timings: Record<CheckOutTiming, string> = {
    early: t('dashboard.frontDesk.timingEarly'),
    on_time: t('dashboard.frontDesk.timingOnTime'),
    late: t('dashboard.frontDesk.timingLate'),
  };
  return {
    action: (action: ScanAction) => actions[action],
    result: (result: ScanResult) => (result === 'ok' ? t('dashboard.frontDesk.resultOk') : t('dashboard.frontDesk.resultRefused')),
    reason: (reason: string) => reasons[reason] ?? t('dashboard.frontDesk.reasonOther'),
    via: (via: 'desk' | 'scan') => (via === 'desk' ? t('dashboard.frontDesk.viaDesk') : t('dashboard.frontDesk.viaScan')),
    timing: (timing: CheckOutTiming) => timings[timing],
  };
}
