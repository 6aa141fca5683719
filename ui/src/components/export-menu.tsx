import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { t } from '@/i18n';
import { HeaderButton } from './header-button';
import { MenuOnDemand } from './menu-on-demand';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The list pages' Export button: a menu of CSV and Excel; the page downloads what its filters show. The
 * formats' names are the same in every language. The menu is set up when first opened (menu-on-demand.tsx).
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
    <MenuOnDemand
      items={formats.map((format) => ({ key: format, label: LABELS[format] }))}
      onChoose={(key) => onExport(key === 'xlsx' ? 'xlsx' : 'csv')}
      button={(openFirst) => (
        <HeaderButton
          icon={<ExportOutlined aria-hidden />}
          label={t('Export')}
          compact={compact}
          loading={loading}
          aria-haspopup="menu"
          onClick={openFirst}
        >
          <DownOutlined aria-hidden />
        </HeaderButton>
      )}
    />
  );
}
