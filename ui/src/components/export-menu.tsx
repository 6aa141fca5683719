import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { t } from '@/i18n';
import { HeaderButton } from './header-button';
import { MenuOnDemand } from './light';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The list pages' Export button: a menu of CSV and Excel; the page downloads what its filters show. The
 * formats' names are the same in every language. The menu is set up when first opened (light/menu-on-demand.tsx).
 */
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

export function ExportMenu({
  loading,
  onExport,
  formats = ['csv', 'xlsx'],
}: {
  readonly loading: boolean;
  readonly onExport: (format: ExportFormat) => void;
  readonly formats?: readonly ExportFormat[];
}) {
  return (
    <MenuOnDemand
      items={formats.map((format) => ({ key: format, label: EXPORT_FORMAT_LABELS[format] }))}
      onChoose={(key) => onExport(key === 'xlsx' ? 'xlsx' : 'csv')}
      button={(openFirst) => (
        <HeaderButton
          icon={<ExportOutlined aria-hidden />}
          label={t('Export')}
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
