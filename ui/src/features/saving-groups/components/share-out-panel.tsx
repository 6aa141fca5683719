import type { Actor } from '@pm/domain/access/policy';
import { Flex, Radio, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateInput } from '@/components/form-inputs';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { printSheet } from '@/lib/print-sheet';
import { useGroupCycles } from '../api/cycle-close';
import type { SavingGroup } from '../api/get-saving-groups';
import { type ShareOutWeighting, useShareOutPreview } from '../api/get-share-out-preview';
import { closedCycleOn } from './closed-cycle';
import { groupOptionLabel } from './group-format';
import { OpenCyclePreview } from './open-cycle-preview';
import { ClosedCycleNotice, ClosedCycles } from './share-out-closed';
import { closedCycleHtml, WEIGHTING_FORMULAS, WEIGHTING_LABELS } from './share-out-print';

/**
 * The share-out preview: a group, a closing day and how savings are weighed; the fund, what
 * still blocks the close, and each member's payout to the cent; printed for the members' signatures.
 */
export function ShareOutPanel({
  groups,
  groupsLoading,
  actor,
}: {
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  /** who may propose, confirm or reject the close */
  readonly actor: Actor;
}) {
  const [groupId, setGroupId] = useState<number | null>(null);
  const [closeDate, setCloseDate] = useState(todayIso());
  const [weighting, setWeighting] = useState<ShareOutWeighting>('amount');
  const preview = useShareOutPreview(groupId, closeDate, weighting);
  const cycles = useGroupCycles(groupId);
  const data = groupId === null ? undefined : preview.data;
  const closed = closedCycleOn(cycles.data ?? [], closeDate);
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t(
          "What closing a group's cycle would share out: its loan fund's cash (savings, service charges earned, penalties and fees, less loans carried into the next cycle), exact to the cent. The emergency fund carries over.",
        )}
      </Typography.Paragraph>
      <Flex gap="middle" wrap align="center">
        <Select<number>
          aria-label={t('Saving group')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={groupsLoading}
          placeholder={t('Choose a group')}
          value={groupId ?? undefined}
          onChange={setGroupId}
          options={groups.map((g) => ({ value: g.id, label: groupOptionLabel(g) }))}
          style={{ minWidth: 260 }}
          popupMatchSelectWidth={false}
        />
        <DateInput
          aria-label={t('Closing date')}
          value={dayjs(closeDate)}
          allowClear={false}
          onChange={(value) => {
            if (value && !Array.isArray(value)) setCloseDate(value.format('YYYY-MM-DD'));
          }}
        />
        <Radio.Group
          aria-label={t('Weighting')}
          value={weighting}
          onChange={(e) => setWeighting(e.target.value as ShareOutWeighting)}
          options={(['amount', 'time'] as const).map((w) => ({ value: w, label: t(WEIGHTING_LABELS[w]) }))}
        />
      </Flex>
      <Typography.Text type="secondary" data-testid="share-out-formula">
        {t(WEIGHTING_FORMULAS[weighting])}
      </Typography.Text>
      <LoadError what={t('share-out')} error={groupId === null ? null : preview.error} />
      {data && (
        <Flex vertical gap="middle" data-testid="share-out-preview">
          {closed ? (
            <ClosedCycleNotice cycle={closed} preview={data} />
          ) : (
            groupId !== null && <OpenCyclePreview groupId={groupId} data={data} actor={actor} />
          )}
          {groupId !== null && (
            <ClosedCycles
              groupId={groupId}
              onPrint={(cycle) =>
                printSheet(closedCycleHtml(data.groupName, cycle, dayjs().format('D MMM YYYY HH:mm')))
              }
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}
