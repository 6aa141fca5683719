import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { STATUS_FILTERS, type StatusCount, type StatusFilter } from '../api/get-mobile-payments';
import { countText, filterLabel } from './mobile-payment-format';

interface StatusTabsProps {
  readonly value: StatusFilter;
  /** The count of each status, as far as known. */
  readonly counts: Partial<Record<StatusFilter, StatusCount>>;
  readonly onChange: (status: StatusFilter) => void;
  /** The chosen status's list: the panel of its tab. */
  readonly children: ReactNode;
}

/** 'Unmatched (3)': a tab's name with its count once known. */
export const tabText = (status: StatusFilter, count: StatusCount | undefined): string =>
  count ? `${filterLabel(status)} (${countText(count)})` : filterLabel(status);

/**
 * Unmatched (the staff's work, first and chosen by default), Matched, Assigned, Refund and All, each with
 * its count; the chosen one's panel holds the list. Arrow keys move between the tabs.
 */
export function StatusTabs({ value, counts, onChange, children }: StatusTabsProps) {
  return (
    <Tabs
      activeKey={value}
      onChange={(key) => onChange(key as StatusFilter)}
      items={STATUS_FILTERS.map((status) => ({
        key: status,
        label: tabText(status, counts[status]),
        children: status === value ? children : null,
      }))}
    />
  );
}
