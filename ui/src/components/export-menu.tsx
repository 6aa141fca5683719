import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { t } from '@/i18n';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The list pages' Export button: a menu of CSV and Excel; the page downloads what its filters show. The
 * formats' names are the same in every language.
 */
const LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

export function ExportMenu({
  loading,
  onExport,
  formats = ['csv', 'xlsx'],
  compact = false,
}: {
  readonly loading: boolean;
  readonly onExport: (format: ExportFormat) => void;
  readonly formats?: readonly ExportFormat[];
  /** Icon only (a narrow header); the name stays for screen readers. */
  readonly compact?: boolean;
}) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: formats.map((format) => ({ key: format, label: LABELS[format] })),
        onClick: ({ key }) => onExport(key === 'xlsx' ? 'xlsx' : 'csv'),
      }}
    >
      <Button
        icon={<ExportOutlined aria-hidden />}
        loading={loading}
        aria-label={compact ? t('Export') : undefined}
      >
        {compact ? null : (
          <>
            {t('Export')} <DownOutlined aria-hidden />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
