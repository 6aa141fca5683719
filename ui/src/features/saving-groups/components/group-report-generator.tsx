import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { GroupReportType } from '@pm/domain/api/group-report-queries';
import { Button, DatePicker, Flex, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '@/i18n';
import type { SavingGroup } from '../api/get-saving-groups';
import { useDownloadGroupReport, useGenerateGroupReport } from '../api/group-reports';
import { groupOptionLabel } from './group-format';

const ALL_GROUPS = -1;

/** One report generator (spec: screens): a group (or All Groups), a period where it applies, Generate. */
export function GroupReportGenerator({
  type,
  description,
  usesDates,
  groups,
  groupsLoading,
}: {
  readonly type: GroupReportType;
  readonly description: string;
  readonly usesDates: boolean;
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
}) {
  // nothing picked yet: Generate waits for a choice, 'All groups' included
  const [picked, setPicked] = useState<number | null>(null);
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const generate = useGenerateGroupReport();
  const download = useDownloadGroupReport();
  const choice = {
    type,
    groupId: picked === ALL_GROUPS ? null : picked,
    dateFrom: usesDates ? period?.[0]?.format('YYYY-MM-DD') : undefined,
    dateTo: usesDates ? period?.[1]?.format('YYYY-MM-DD') : undefined,
  };
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ marginBottom: 0 }}>{description}</Typography.Paragraph>
      <Flex gap="middle" wrap align="center">
        <Select
          aria-label={t('Saving group')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={groupsLoading}
          placeholder={t('Choose a group')}
          value={picked === null ? undefined : picked}
          onChange={(value: number) => setPicked(value)}
          options={[
            { value: ALL_GROUPS, label: t('All Groups') },
            ...groups.map((g) => ({ value: g.id, label: groupOptionLabel(g) })),
          ]}
          style={{ minWidth: 260 }}
          popupMatchSelectWidth={false}
        />
        {usesDates && (
          <DatePicker.RangePicker
            aria-label={t('Period')}
            value={period}
            onChange={(value) => setPeriod(value ? [value[0], value[1]] : null)}
            allowEmpty={[true, true]}
          />
        )}
      </Flex>
      <Flex gap="small" wrap>
        <Button
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          disabled={picked === null}
          loading={generate.isPending}
          onClick={() => generate.mutate(choice)}
        >
          {t('Generate Report')}
        </Button>
        <Button
          icon={<FilePdfOutlined aria-hidden />}
          disabled={picked === null}
          loading={download.isPending}
          onClick={() => download.mutate(choice)}
        >
          {t('Download PDF')}
        </Button>
      </Flex>
    </Flex>
  );
}
