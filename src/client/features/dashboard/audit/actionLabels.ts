import { useTranslation } from 'react-i18next';

/** Audit actions are verbs chosen by each area; the known ones are shown in the reader's language. */
export function useActionLabel() {
  const { t } = useTranslation();
  const labels: Record<string, string> = {
    create: t('dashboard.audit.actions.create'),
    update: t('dashboard.audit.actions.update'),
    delete: t('dashboard.audit.actions.delete'),
    reorder: t('dashboard.audit.actions.reorder'),
    hide: t('dashboard.audit.actions.hide'),
    publish: t('dashboard.audit.actions.publish'),
    approve: t('dashboard.audit.actions.approve'),
    reject: t('dashboard.audit.actions.reject'),
    deactivate: t('dashboard.audit.actions.deactivate'),
    reactivate: t('dashboard.audit.actions.reactivate'),
    reply: t('dashboard.audit.actions.reply'),
    reply_edit: t('dashboard.audit.actions.reply_edit'),
    close: t('dashboard.audit.actions.close'),
    reopen: t('dashboard.audit.actions.reopen'),
    check_in: t('dashboard.audit.actions.check_in'),
    redeem: t('dashboard.audit.actions.redeem'),
    cancel: t('dashboard.audit.actions.cancel'),
    refund: t('dashboard.audit.actions.refund'),
    refund_retry: t('dashboard.audit.actions.refund_retry'),
    desk_refund_handed_over: t('dashboard.audit.actions.desk_refund_handed_over'),
    note: t('dashboard.audit.actions.note'),
    no_show: t('dashboard.audit.actions.no_show'),
    resend_confirmation: t('dashboard.audit.actions.resend_confirmation'),
    upload: t('dashboard.audit.actions.upload'),
    cover: t('dashboard.audit.actions.cover'),
    acknowledge: t('dashboard.audit.actions.acknowledge'),
    commission: t('dashboard.audit.actions.commission'),
    statement_paid: t('dashboard.audit.actions.statement_paid'),
    two_factor_on: t('dashboard.audit.actions.two_factor_on'),
    two_factor_off: t('dashboard.audit.actions.two_factor_off'),
    recovery_codes_new: t('dashboard.audit.actions.recovery_codes_new'),
    password_change: t('dashboard.audit.actions.password_change'),
    two_factor_reset: t('dashboard.audit.actions.two_factor_reset'),
  };
  return (action: string) => labels[action] ?? action;
}
