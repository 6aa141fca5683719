import { DownloadOutlined, FileAddOutlined } from '@ant-design/icons';
import { REPORT_FORMATS, type ReportDefinition, type ReportFormat } from '@pm/domain/reports/catalog';
import { Alert, Button, Card, DatePicker, Flex, Progress, Radio, Select, Typography, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '@/i18n';
import { DATE_FORMAT } from '@/lib/date-field';
import { isPending, useReportStatus } from '../api/get-reports';
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
  const [reportId, setReportId] = useState<number | null>(null);
  const request = useRequestReport();
  const status = useReportStatus(reportId);
  const download = useDownloadReport();
  const report = status.data;
  const busy = request.isPending || (reportId !== null && (report === undefined || isPending(report)));
  const missingParticipant = definition.participant && participantId === null;

  const generate = () =>
    request.mutate(
      {
        reportType: definition.type,
        format,
        projectId: projectId ?? null,
        participantId: definition.participant ? participantId : null,
        from: definition.dateRange ? (from?.format(DATE_FORMAT) ?? null) : null,
        to: definition.dateRange ? (to?.format(DATE_FORMAT) ?? null) : null,
      },
      { onSuccess: (result) => setReportId(result.id) },
    );

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
          <Flex gap={token.marginXS} wrap>
            <DatePicker
              aria-label={t('{{title}} from', { title })}
              placeholder={t('From')}
              value={from}
              onChange={setFrom}
            />
            <DatePicker
              aria-label={t('{{title}} to', { title })}
              placeholder={t('To')}
              value={to}
              onChange={setTo}
            />
          </Flex>
        )}
        <Flex gap={token.marginXS} wrap align="center">
          <Button
            type="primary"
            icon={<FileAddOutlined aria-hidden />}
            loading={busy}
            disabled={missingParticipant}
            onClick={generate}
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
        {report && (
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
        )}
      </Flex>
    </Card>
  );
}
