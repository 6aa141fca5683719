import { Spin } from 'antd';
import { t } from '@/i18n';

/** A centred spinner with an accessible name, for the session check and for pages being loaded. */
export function FullPageSpinner({
  label = t('Loading'),
  fullHeight = true,
}: {
  label?: string;
  fullHeight?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullHeight ? '100vh' : 240,
      }}
    >
      <Spin size="large" />
    </div>
  );
}
