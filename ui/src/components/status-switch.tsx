import { Popconfirm, Switch } from 'antd';
import { t } from '@/i18n';

interface StatusSwitchProps {
  readonly isActive: boolean;
  /** What the switch acts on, for its accessible name: 'Deactivate KE0420' / 'Activate KE0420'. */
  readonly subject: string;
  readonly pending: boolean;
  /** Called with the new value, the opposite of the current one. */
  readonly onChange: (isActive: boolean) => void;
  readonly confirmDescription?: string;
}

/**
 * The activate/deactivate toggle of the admin tables. Deactivating takes something out of day-to-day use,
 * so it asks first; activating does not.
 */
export function StatusSwitch({
  isActive,
  subject,
  pending,
  onChange,
  confirmDescription,
}: StatusSwitchProps) {
  const label = isActive ? t('Deactivate {{subject}}', { subject }) : t('Activate {{subject}}', { subject });
  if (!isActive) {
    return <Switch checked={false} loading={pending} onChange={() => onChange(true)} aria-label={label} />;
  }
  return (
    <Popconfirm
      title={t('Deactivate {{subject}}?', { subject })}
      description={confirmDescription}
      okText={t('Deactivate')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      onConfirm={() => onChange(false)}
    >
      <Switch checked loading={pending} aria-label={label} />
    </Popconfirm>
  );
}
