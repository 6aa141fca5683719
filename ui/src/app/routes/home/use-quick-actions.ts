import { type Actor, hasCapability } from '@pm/domain/access/policy';
import { useNavigate } from 'react-router';
import { QUICK_ACTION_ICONS, type QuickAction } from '@/features/dashboard/components/quick-actions';
import { t } from '@/i18n';

interface QuickActionHandlers {
  /** Opens Add Participant (offered to those who manage participants). */
  readonly onAddParticipant: () => void;
  /** Opens Record Payment (offered to those who record payments). */
  readonly onRecordPayment: () => void;
}

/**
 * The dashboard's quick actions the user may take: Add Participant, Record Payment, Send SMS and View
 * Reports, the last two keeping the project chosen (?projectId=).
 */
export const useQuickActions = (
  actor: Actor,
  selectedId: number | undefined,
  { onAddParticipant, onRecordPayment }: QuickActionHandlers,
): QuickAction[] => {
  const navigate = useNavigate();
  const withProject = (path: string) => (selectedId === undefined ? path : `${path}?projectId=${selectedId}`);
  const offered: (QuickAction | false)[] = [
    hasCapability(actor, 'participants.manage') && {
      label: t('Add Participant'),
      icon: QUICK_ACTION_ICONS.addParticipant,
      onClick: onAddParticipant,
    },
    hasCapability(actor, 'payments.record') && {
      label: t('Record Payment'),
      icon: QUICK_ACTION_ICONS.recordPayment,
      onClick: onRecordPayment,
    },
    hasCapability(actor, 'sms.send') && {
      label: t('Send SMS'),
      icon: QUICK_ACTION_ICONS.sendSms,
      onClick: () => navigate(withProject('/sms')),
    },
    {
      label: t('View Reports'),
      icon: QUICK_ACTION_ICONS.viewReports,
      onClick: () => navigate(withProject('/reports')),
    },
  ];
  return offered.filter((action): action is QuickAction => action !== false);
};
