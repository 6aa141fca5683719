import { DownloadOutlined, FileAddOutlined } from '@ant-design/icons';
import { REPORT_FORMATS, type ReportDefinition, type ReportFormat } from '@pm/domain/reports/catalog';
import type { ReportRequestBody } from '@pm/domain/reports/schemas';
import { Alert, Button, Card, DatePicker, Flex, Progress, Radio, Select, Typography, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '@/i18n';
import { DATE_FORMAT } from '@/lib/date-field';
import { isPending, type Report, useReportStatus } from '../api/get-reports';
import { useDownloadReport, useRequestReport } from '../api/request-report';
import { reportDescription, reportTitle } from './report-catalog-texts';
import { formatLabel, statusText } from './report-text';

export interface ParticipantOption {
  readonly value: number;
  readonly label: string;
}

interface ReportCardProps {
  readonly definition: ReportDefinition;
  readonly projectId: number | undefined;
  /** The statement's participant picker; only the statement uses it. */
  readonly participants: readonly ParticipantOption[];
  readonly participantsLoading: boolean;
}

/** The report asked for, polled while it is produced: Generate's busy state, and the download. */
function useGeneratedReport() {
  const [reportId, setReportId] = useState<number | null>(null);
  const request = useRequestReport();
  const status = useReportStatus(reportId);
  const download = useDownloadReport();
  const report = status.data;
  const busy = request.isPending || (reportId !== null && (report === undefined || isPending(report)));
  const generate = (body: ReportRequestBody) =>
    request.mutate(body, { onSuccess: (result) => setReportId(result.id) });
  return { report, busy, generate, download };
}

/** The period a report covers: from and to, each optional. */
function DateRange({
  title,
  from,
  to,
  onFrom,
  onTo,
}: {
  readonly title: string;
  readonly from: Dayjs | null;
  readonly to: Dayjs | null;
  readonly onFrom: (date: Dayjs | null) => void;
  readonly onTo: (date: Dayjs | null) => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex gap={token.marginXS} wrap>
      <DatePicker
        aria-label={t('{{title}} from', { title })}
        placeholder={t('From')}
        value={from}
        onChange={onFrom}
      />
      <DatePicker
        aria-label={t('{{title}} to', { title })}
        placeholder={t('To')}
        value={to}
        onChange={onTo}
      />
    </Flex>
  );
}

/** How far the report has got (a progress bar), or why it failed; read out as it changes. */
function ReportProgress({ report, title }: { readonly report: Report; readonly title: string }) {
  return (
    <div aria-live="polite">
      {report.status === 'failed' ? (
        <Alert type="error" showIcon title={statusText(report)} />
      ) : (
        <Progress
          percent={report.progress}
          size="small"
          status={report.status === 'done' ? 'success' : 'active'}
          aria-label={t('{{title}} progress', { title })}
          format={() => statusText(report)}
        />
      )}
    </div>
  );
}

/**
 * One report: its format (Excel, PDF, CSV), its parameters where it takes them (a date range, the
 * statement's participant), Generate, then a progress bar polled from the server and the download.
 */
export function ReportCard({ definition, projectId, participants, participantsLoading }: ReportCardProps) {
  const { token } = theme.useToken();
  const title = reportTitle(definition.type);
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [participantId, setParticipantId] = useState<number | null>(null);
  const { report, busy, generate, download } = useGeneratedReport();
  const missingParticipant = definition.participant && participantId === null;

  const onGenerate = () =>
    generate({
      reportType: definition.type,
      format,
      projectId: projectId ?? null,
      participantId: definition.participant ? participantId : null,
      from: definition.dateRange ? (from?.format(DATE_FORMAT) ?? null) : null,
      to: definition.dateRange ? (to?.format(DATE_FORMAT) ?? null) : null,
    });

  return (
    <Card size="small" title={title} data-testid={`report-${definition.type}`} style={{ height: '100%' }}>
      <Flex vertical gap={token.marginSM}>
        <Typography.Text type="secondary">{reportDescription(definition.type)}</Typography.Text>
        <Radio.Group
          aria-label={t('{{title}} format', { title })}
          optionType="button"
          size="small"
          value={format}
          onChange={(e) => setFormat(e.target.value as ReportFormat)}
          options={REPORT_FORMATS.map((f) => ({ value: f, label: formatLabel(f) }))}
        />
        {definition.participant && (
          <Select
            aria-label={t('{{title}} participant', { title })}
            placeholder={t('Select a participant')}
            showSearch
            optionFilterProp="label"
            loading={participantsLoading}
            value={participantId}
            onChange={setParticipantId}
            options={[...participants]}
          />
        )}
        {definition.dateRange && (
          <DateRange title={title} from={from} to={to} onFrom={setFrom} onTo={setTo} />
        )}
        <Flex gap={token.marginXS} wrap align="center">
          <Button
            type="primary"
            icon={<FileAddOutlined aria-hidden />}
            loading={busy}
            disabled={missingParticipant}
            onClick={onGenerate}
            aria-label={t('Generate {{title}}', { title })}
          >
            {t('Generate')}
          </Button>
          {report?.status === 'done' && (
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(report)}
              aria-label={t('Download {{title}}', { title })}
            >
              {t('Download {{format}}', { format: formatLabel(report.format) })}
            </Button>
          )}
        </Flex>
        {report && <ReportProgress report={report} title={title} />}
      </Flex>
    </Card>
  );
}
