import { DollarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ExportFormat, ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';

interface ContributionsHeaderProps {
  readonly title: string;
  readonly exporting: boolean;
  readonly onExport: (format: ExportFormat) => void;
  /** Record Payment is offered. */
  readonly canRecord: boolean;
  readonly onRecord: () => void;
}

/** The page's title, the export of the contributions shown and, to those who record payments, Record Payment. */
export function ContributionsHeader({
  title,
  exporting,
  onExport,
  canRecord,
  onRecord,
}: ContributionsHeaderProps) {
  return (
    <PageHeader
      title={title}
      subtitle={t('Monthly contributions and payments of parents')}
      actions={
        <>
          <ExportMenu loading={exporting} onExport={onExport} />
          {canRecord && (
            <Button type="primary" icon={<DollarOutlined aria-hidden />} onClick={onRecord}>
              {t('Record Payment')}
            </Button>
          )}
        </>
      }
    />
  );
}
