import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';

interface AuditHeaderProps {
  /** A group is chosen: its entries can be exported and printed. */
  readonly chosen: boolean;
  readonly loading: boolean;
  /** How many entries are shown (nothing to export when none). */
  readonly entries: number;
  /** The workbook is being made (its library loading on the first export). */
  readonly exporting: boolean;
  readonly onExport: () => void;
  readonly onPrint: () => void;
}

/** The page's title, Export Excel and Print / PDF (hidden on paper). */
export function AuditHeader({ chosen, loading, entries, exporting, onExport, onPrint }: AuditHeaderProps) {
  return (
    <PageHeader
      title={t('Audit')}
      subtitle={t("A group's books as they stood on a day, and every entry behind them")}
      actions={
        chosen && (
          <span data-print-hide style={{ display: 'contents' }}>
            <Button
              icon={<FileExcelOutlined aria-hidden />}
              onClick={onExport}
              loading={exporting}
              disabled={loading || entries === 0}
            >
              {t('Export Excel')}
            </Button>
            <Button icon={<PrinterOutlined aria-hidden />} onClick={onPrint} disabled={loading}>
              {t('Print / PDF')}
            </Button>
          </span>
        )
      }
    />
  );
}
