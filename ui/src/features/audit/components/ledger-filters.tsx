import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FilterBar } from '@/components/filter-bar';
import { t } from '@/i18n';
import type { MemberOption } from './audit-format';

const ALL = 0;

/** The ledger's filters: the period by business date and the member (whose statement it then is). */
export function LedgerFilters({
  from,
  to,
  memberId,
  members,
  onChange,
}: {
  readonly from: string | null;
  readonly to: string | null;
  readonly memberId: number | null;
  readonly members: readonly MemberOption[];
  readonly onChange: (patch: { from?: string | null; to?: string | null; memberId?: number | null }) => void;
}) {
  const iso = (date: Dayjs | null) => (date ? date.format('YYYY-MM-DD') : null);
  return (
    <FilterBar label={t('Ledger filters')}>
      <Select<number>
        aria-label={t('Member')}
        data-testid="audit-member-filter"
        showSearch={{ optionFilterProp: 'label' }}
        value={memberId ?? ALL}
        onChange={(value) => onChange({ memberId: value === ALL ? null : value })}
        options={[{ value: ALL, label: t('All members') }, ...members]}
        style={{ minWidth: 220 }}
      />
      <DatePicker
        aria-label={t('From')}
        data-testid="audit-from"
        placeholder={t('From')}
        format="MMM DD, YYYY"
        value={from ? dayjs(from) : null}
        disabledDate={(date: Dayjs) => to !== null && date.isAfter(dayjs(to), 'day')}
        onChange={(date: Dayjs | null) => onChange({ from: iso(date) })}
      />
      <DatePicker
        aria-label={t('To')}
        data-testid="audit-to"
        placeholder={t('To')}
        format="MMM DD, YYYY"
        value={to ? dayjs(to) : null}
        disabledDate={(date: Dayjs) => from !== null && date.isBefore(dayjs(from), 'day')}
        onChange={(date: Dayjs | null) => onChange({ to: iso(date) })}
      />
    </FilterBar>
  );
}
