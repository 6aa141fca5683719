import { useMutation } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Drawer, Flex, Typography, theme, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { usePhone } from '@/components/data-table';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { useWorkbookExport } from '@/lib/workbook-download';
import { fetchPeriodPayments } from '../api/get-period-payments';
import { checkStatement, type Period, reconciliationSheets, type StatementCheck } from './reconciliation';
import { ReconciliationResult } from './reconciliation-result';

const iso = (date: Dayjs | null): string | null => (date ? date.format('YYYY-MM-DD') : null);

/** The statement chosen: its name and text, read in the browser (never uploaded). */
interface StatementFile {
  readonly name: string;
  readonly text: string;
}

/** The period's two days, each closing the other's range. */
function PeriodPickers({
  from,
  to,
  onChange,
}: {
  readonly from: string | null;
  readonly to: string | null;
  readonly onChange: (period: { from?: string | null; to?: string | null }) => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={token.margin}>
      <DatePicker
        aria-label={t('From')}
        placeholder={t('From')}
        value={from ? dayjs(from) : null}
        disabledDate={(date: Dayjs) => to !== null && date.isAfter(dayjs(to), 'day')}
        onChange={(date: Dayjs | null) => onChange({ from: iso(date) })}
      />
      <DatePicker
        aria-label={t('To')}
        placeholder={t('To')}
        value={to ? dayjs(to) : null}
        disabledDate={(date: Dayjs) => from !== null && date.isBefore(dayjs(from), 'day')}
        onChange={(date: Dayjs | null) => onChange({ to: iso(date) })}
      />
    </Flex>
  );
}

/** Saves the result as a workbook made in the browser: a summary, then one sheet per list. */
function ExportButton({
  period,
  check,
}: {
  readonly period: Period;
  readonly check: Extract<StatementCheck, { refused: false }>;
}) {
  const workbook = useWorkbookExport();
  return (
    <Button
      loading={workbook.saving}
      onClick={() =>
        workbook.save(
          `mpesa-reconciliation-${period.from}-${period.to}`,
          reconciliationSheets(period, check.statement, check.result),
        )
      }
    >
      {t('Export Excel')}
    </Button>
  );
}

/**
 * Reconciliation with M-Pesa's organisation statement (docs/domain/mobile-money.md, "Reconciliation"): the
 * period, the statement's CSV read here, every payment recorded in the period fetched, and the
 * differences listed and exported. Nothing is corrected from the statement: the lists are for staff to
 * check with M-Pesa.
 */
export function ReconcileDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { token } = theme.useToken();
  const [from, setFrom] = useState<string | null>(`${todayIso().slice(0, 8)}01`);
  const [to, setTo] = useState<string | null>(todayIso());
  const [file, setFile] = useState<StatementFile | null>(null);
  // on a phone the drawer takes the whole width: the lists need every pixel
  const phone = usePhone();
  const compare = useMutation({
    mutationFn: async (input: { period: Period; file: StatementFile }) => ({
      period: input.period,
      check: checkStatement(input.file.text, await fetchPeriodPayments(input.period), input.period),
    }),
  });
  const done: { period: Period; check: StatementCheck } | undefined = compare.data;
  const ready = from !== null && to !== null && from <= to && file !== null;

  const choose = (chosen: File) => {
    compare.reset();
    void chosen.text().then((text) => setFile({ name: chosen.name, text }));
    // read here only: nothing is sent to the server
    return false;
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('Reconcile with statement')}
      size={phone ? '100%' : 'large'}
      destroyOnHidden
    >
      <Flex vertical gap={token.marginLG}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(
            "Compares M-Pesa's organisation statement (CSV) with every M-Pesa payment you can see that was paid in the period. The file is read on this device and is not uploaded; nothing is corrected from it.",
          )}
        </Typography.Paragraph>
        <PeriodPickers
          from={from}
          to={to}
          onChange={(period) => {
            compare.reset();
            if ('from' in period) setFrom(period.from ?? null);
            if ('to' in period) setTo(period.to ?? null);
          }}
        />
        <Upload accept=".csv,text/csv" maxCount={1} showUploadList={false} beforeUpload={choose}>
          <Button>{file ? t('Choose another statement') : t('Choose the statement (CSV)')}</Button>
        </Upload>
        {file && <Typography.Text>{t('Statement: {{name}}', { name: file.name })}</Typography.Text>}
        <Flex wrap gap={token.margin}>
          <Button
            type="primary"
            disabled={!ready}
            loading={compare.isPending}
            onClick={() => {
              if (ready) compare.mutate({ period: { from, to }, file });
            }}
          >
            {t('Reconcile')}
          </Button>
          {done && !done.check.refused && <ExportButton period={done.period} check={done.check} />}
        </Flex>
        {compare.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('The recorded M-Pesa payments could not be loaded. Please try again.')}
          />
        )}
        {done && <ReconciliationResult check={done.check} />}
      </Flex>
    </Drawer>
  );
}
