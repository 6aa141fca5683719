import { DownloadOutlined, EyeOutlined, FilePdfOutlined, ReadOutlined } from '@ant-design/icons';
import { Empty, Flex, Modal, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { errorFromResponse } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { useToast } from '@/lib/toast';
import type { MeetingMinutes } from '../api/get-meeting-minutes';
import { isWrittenMinutes, MinutesText } from './minutes-cards';
import { RowAction } from './row-action';

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

/** What a row of minutes holds, in words: written minutes, an uploaded PDF, or both. */
function MinutesKind({ minutes: m }: { readonly minutes: MeetingMinutes }) {
  return (
    <Flex gap={4} wrap align="center">
      {isWrittenMinutes(m) && <Tag>{t('Written')}</Tag>}
      {m.hasFile && (
        <Typography.Text>
          <FilePdfOutlined aria-hidden /> {m.originalName}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Read (written minutes), View and Download (an uploaded PDF); a failure is told in a toast. */
function MinutesActions({
  minutes: m,
  onRead,
  failed,
}: {
  readonly minutes: MeetingMinutes;
  readonly onRead: (m: MeetingMinutes) => void;
  readonly failed: (error: Error) => void;
}) {
  return (
    <Flex gap={4} wrap>
      {isWrittenMinutes(m) && (
        <RowAction
          text={t('Read')}
          label={t('Read the minutes of {{date}}', { date: m.meetingDate })}
          icon={<ReadOutlined aria-hidden />}
          onClick={() => onRead(m)}
        />
      )}
      {m.hasFile && (
        <RowAction
          text={t('View')}
          label={t('View {{file}}', { file: m.originalName })}
          icon={<EyeOutlined aria-hidden />}
          onClick={() => void view(m).catch(failed)}
        />
      )}
      {m.hasFile && (
        <RowAction
          text={t('Download')}
          label={t('Download {{file}}', { file: m.originalName })}
          icon={<DownloadOutlined aria-hidden />}
          onClick={() =>
            void downloadFile(urlOf(m), undefined, m.originalName ?? 'minutes.pdf').catch(failed)
          }
        />
      )}
    </Flex>
  );
}

const minutesColumns = (
  onRead: (m: MeetingMinutes) => void,
  failed: (error: Error) => void,
): TableColumnsType<MeetingMinutes> => [
  { title: t('Meeting date'), dataIndex: 'meetingDate', key: 'date', render: (d: string) => formatDate(d) },
  { title: t('Group'), dataIndex: 'groupName', key: 'group' },
  {
    title: t('Minutes'),
    key: 'kind',
    render: (_: unknown, m: MeetingMinutes) => <MinutesKind minutes={m} />,
  },
  {
    title: t('Description'),
    key: 'description',
    // an upload's own description; written minutes are described by their agenda
    render: (_: unknown, m: MeetingMinutes) => (
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 280 }}>
        {m.description ?? m.agenda ?? '-'}
      </Typography.Paragraph>
    ),
  },
  { title: t('Recorded by'), dataIndex: 'uploadedBy', key: 'by' },
  {
    title: t('Actions'),
    key: 'actions',
    render: (_: unknown, m: MeetingMinutes) => <MinutesActions minutes={m} onRead={onRead} failed={failed} />,
  },
];

/**
 * The meeting-minutes tab (spec: screens): every set of minutes the Meeting Minutes card counts, written on
 * the meetings screen or uploaded here. Written minutes open to be read; an uploaded PDF has View (in a
 * new tab) and Download.
 */
export function MinutesList({
  minutes,
  loading,
}: {
  readonly minutes: readonly MeetingMinutes[];
  readonly loading: boolean;
}) {
  const toast = useToast();
  const [reading, setReading] = useState<MeetingMinutes | null>(null);
  const failed = (error: Error) => toast.error(t('Error'), error.message);
  return (
    <>
      <DataTable<MeetingMinutes>
        rows={minutes}
        columns={minutesColumns(setReading, failed)}
        loading={loading}
        loadingText={t('Loading minutes...')}
        emptyText={<Empty description={t('No Meeting Minutes')} />}
      />
      <Modal
        open={reading !== null}
        title={
          reading &&
          t('Minutes of {{group}}, {{date}}', {
            group: reading.groupName,
            date: formatDate(reading.meetingDate),
          })
        }
        footer={null}
        onCancel={() => setReading(null)}
        destroyOnHidden
      >
        {reading && <MinutesText minutes={reading} />}
      </Modal>
    </>
  );
}
