import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Empty, Row, Spin, Typography } from 'antd';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import type { MeetingMinutes } from '../api/get-meeting-minutes';
import { meetingDateText } from './meeting-format';

/** What minutes say: agenda, discussions, decisions, the uploaded file's description, the next meeting. */
export function MinutesText({ minutes: m }: { readonly minutes: MeetingMinutes }) {
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        ...(m.agenda ? [{ key: 'agenda', label: t('Agenda'), children: m.agenda }] : []),
        ...(m.discussions ? [{ key: 'discussions', label: t('Discussions'), children: m.discussions }] : []),
        ...(m.decisions ? [{ key: 'decisions', label: t('Decisions'), children: m.decisions }] : []),
        ...(m.description
          ? [
              {
                key: 'description',
                label: <FilePdfOutlined aria-label={t('Uploaded file')} />,
                children: m.description,
              },
            ]
          : []),
        ...(m.nextMeetingDate
          ? [{ key: 'next', label: t('Next meeting'), children: formatDate(m.nextMeetingDate) }]
          : []),
      ]}
    />
  );
}

/** Written minutes have their text; uploaded minutes only a file (and maybe a description). */
export const isWrittenMinutes = (m: Pick<MeetingMinutes, 'agenda' | 'discussions' | 'decisions'>): boolean =>
  Boolean(m.agenda || m.discussions || m.decisions);

/** The Minutes tab (spec: screens): a card per minutes with date, attendees, agenda, discussions, decisions. */
export function MinutesCards({
  minutes,
  loading,
  onDownload,
}: {
  readonly minutes: readonly MeetingMinutes[];
  readonly loading: boolean;
  readonly onDownload: (minutes: MeetingMinutes) => void;
}) {
  if (loading) return <Spin description={t('Loading minutes...')} />;
  if (minutes.length === 0) return <Empty description={t('No Meeting Minutes')} />;
  return (
    <Row gutter={[16, 16]}>
      {minutes.map((m) => (
        <Col key={m.id} xs={24} lg={12}>
          <Card
            title={meetingDateText(m.meetingDate)}
            extra={
              <Typography.Text type="secondary">
                {t('{{count}} attendees', { count: m.attendeesCount })}
              </Typography.Text>
            }
            actions={
              m.hasFile
                ? [
                    <Button
                      key="download"
                      type="link"
                      icon={<DownloadOutlined aria-hidden />}
                      onClick={() => onDownload(m)}
                    >
                      {t('Download {{file}}', { file: m.originalName })}
                    </Button>,
                  ]
                : undefined
            }
          >
            <MinutesText minutes={m} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
