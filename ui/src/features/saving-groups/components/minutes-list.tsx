import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Empty, Space, type TableColumnsType } from 'antd';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { t } from '@/i18n';
import { errorFromResponse } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { useToast } from '@/lib/toast';
import type { MeetingMinutes } from '../api/get-meeting-minutes';

const urlOf = (m: MeetingMinutes) => `/api/meeting-minutes/${m.id}/download`;

/** Opens the PDF in a new tab (the window is opened on the click, so no popup blocker stops it). */
const view = async (m: MeetingMinutes) => {
  const win = window.open('', '_blank');
  const response = await fetch(urlOf(m), { credentials: 'include' });
  if (!response.ok) {
    win?.close();
    throw await errorFromResponse(response);
  }
  const href = URL.createObjectURL(await response.blob());
  if (win) win.location.href = href;
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/** The meeting-minutes tab (spec §2): uploaded minutes with Download and a working View. */
export function MinutesList({
  minutes,
  loading,
}: {
  readonly minutes: readonly MeetingMinutes[];
  readonly loading: boolean;
}) {
  const toast = useToast();
  const failed = (error: Error) => toast.error(t('Error'), error.message);
  const files = minutes.filter((m) => m.hasFile);
  const columns: TableColumnsType<MeetingMinutes> = [
    { title: t('Meeting date'), dataIndex: 'meetingDate', key: 'date', render: (d: string) => formatDate(d) },
    { title: t('Group'), dataIndex: 'groupName', key: 'group' },
    { title: t('File'), dataIndex: 'originalName', key: 'file' },
    {
      title: t('Description'),
      dataIndex: 'description',
      key: 'description',
      render: (d: string | null) => d ?? '-',
    },
    { title: t('Uploaded by'), dataIndex: 'uploadedBy', key: 'by' },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, m: MeetingMinutes) => (
        <Space>
          <IconAction
            title={t('View')}
            label={t('View {{file}}', { file: m.originalName })}
            icon={<EyeOutlined aria-hidden />}
            onClick={() => void view(m).catch(failed)}
          />
          <IconAction
            title={t('Download')}
            label={t('Download {{file}}', { file: m.originalName })}
            icon={<DownloadOutlined aria-hidden />}
            onClick={() =>
              void downloadFile(urlOf(m), undefined, m.originalName ?? 'minutes.pdf').catch(failed)
            }
          />
        </Space>
      ),
    },
  ];
  return (
    <DataTable<MeetingMinutes>
      rows={files}
      columns={columns}
      loading={loading}
      loadingText={t('Loading minutes...')}
      emptyText={<Empty description={t('No meeting minutes uploaded yet')} />}
    />
  );
}
