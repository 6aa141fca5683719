import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { GroupCycleRow } from '@pm/domain/api/cycle-queries';
import { Alert, Button, Flex, Typography } from 'antd';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import { useDownloadShareOut, useGroupCycles } from '../api/cycle-close';
import type { ShareOutPreview } from '../api/get-share-out-preview';
import { carriedLines } from './closed-cycle';

/** 'Cycle 1, 2026-01-15 to 2026-12-18: KES 1,000.01 shared, confirmed by Ruth Nafula'. */
const closedCycleText = (c: GroupCycleRow): string => {
  const values = {
    number: c.cycle,
    start: c.startedOn,
    end: c.closeDate ?? '',
    amount: formatWireMoney(c.fund ?? 0),
    name: c.confirmedBy,
  };
  return c.confirmedBy
    ? t('Cycle {{number}}, {{start}} to {{end}}: {{amount}} shared, confirmed by {{name}}', values)
    : t('Cycle {{number}}, {{start}} to {{end}}: {{amount}} shared', values);
};

/** The group's closed cycles, each with its recorded share-out to print for signatures. */
export function ClosedCycles({
  groupId,
  onPrint,
}: {
  readonly groupId: number;
  readonly onPrint: (cycle: GroupCycleRow) => void;
}) {
  const cycles = useGroupCycles(groupId);
  const download = useDownloadShareOut(groupId);
  const closed = (cycles.data ?? []).filter((c) => c.status === 'closed');
  if (closed.length === 0) return null;
  return (
    <Flex vertical gap="small" data-testid="closed-cycles">
      <Typography.Text strong>{t('Closed cycles')}</Typography.Text>
      {closed.map((c) => (
        <Flex key={c.cycle} gap="small" align="center" wrap>
          <Typography.Text>{closedCycleText(c)}</Typography.Text>
          <Button size="small" icon={<PrinterOutlined aria-hidden />} onClick={() => onPrint(c)}>
            {t('Print cycle {{number}} share-out', { number: c.cycle })}
          </Button>
          <Button
            size="small"
            icon={<FilePdfOutlined aria-hidden />}
            loading={download.isPending && download.variables === c.cycle}
            onClick={() => download.mutate(c.cycle)}
          >
            {t('Cycle {{number}} share-out as PDF', { number: c.cycle })}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * A closing date in a cycle already closed: the cycle's share-out is recorded, so no list of what stands
 * before its close and no figures to propose; what the close carried into the next cycle, read-only.
 */
export function ClosedCycleNotice({
  cycle,
  preview,
}: {
  readonly cycle: GroupCycleRow;
  readonly preview: ShareOutPreview;
}) {
  const carried = carriedLines(cycle, preview.blockers);
  const next = cycle.cycle + 1;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="closed-cycle-notice"
      title={t('Cycle {{cycle}} is closed: it ran from {{start}} to {{end}} and its share-out is recorded', {
        cycle: cycle.cycle,
        start: cycle.startedOn,
        end: cycle.closeDate,
      })}
      description={
        <Flex vertical gap="small">
          {carried.length > 0 ? (
            <div>
              <Typography.Text>{t('Carried into cycle {{cycle}}:', { cycle: next })}</Typography.Text>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {carried.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : (
            <Typography.Text>
              {t('Nothing was carried into cycle {{cycle}}.', { cycle: next })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('Choose a closing date after {{date}} to preview the close of cycle {{cycle}}.', {
              date: cycle.closeDate,
              cycle: next,
            })}
          </Typography.Text>
        </Flex>
      }
    />
  );
}
