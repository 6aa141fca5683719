import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';

export type ExportFormat = 'csv' | 'xlsx';

/** The list pages' Export button: a menu of CSV and Excel; the page downloads what its filters show. */
export function ExportMenu({
  loading,
  onExport,
}: {
  readonly loading: boolean;
  readonly onExport: (format: ExportFormat) => void;
}) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: 'CSV' },
          { key: 'xlsx', label: 'Excel' },
        ],
        onClick: ({ key }) => onExport(key === 'xlsx' ? 'xlsx' : 'csv'),
      }}
    >
      <Button icon={<ExportOutlined aria-hidden />} loading={loading}>
        Export <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
