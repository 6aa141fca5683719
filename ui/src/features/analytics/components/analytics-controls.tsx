import { Select } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '@/i18n';
import { PERIODS, type PeriodKey, periodFromParam, periodRange } from './period-format';

/** The chosen period, kept in the URL as ?period= (so a reload or a shared link keeps it). */
export const usePeriod = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = periodFromParam(searchParams.get('period'));
  const setKey = useCallback(
    (next: PeriodKey) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('period', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // the range is worked out from the key on every render; the query key changes only with the months
  return { key, range: periodRange(key), setKey } as const;
};

/** The period selector: This month … All time. */
export function PeriodSelect({
  value,
  onChange,
}: {
  readonly value: PeriodKey;
  readonly onChange: (next: PeriodKey) => void;
}) {
  return (
    <Select<PeriodKey>
      aria-label={t('Period')}
      data-testid="analytics-period"
      value={value}
      onChange={onChange}
      options={PERIODS.map((period) => ({ value: period.key, label: t(period.label) }))}
      style={{ minWidth: 160 }}
    />
  );
}

/** The region picker of SuperAdmin and NationalDirector. */
export function RegionSelect({
  value,
  regions,
  loading,
  onChange,
}: {
  readonly value: number | null;
  readonly regions: readonly { readonly id: number; readonly name: string }[];
  readonly loading: boolean;
  readonly onChange: (regionId: number) => void;
}) {
  return (
    <Select<number>
      aria-label={t('Region')}
      data-testid="analytics-region"
      value={value ?? undefined}
      placeholder={t('Choose a region')}
      loading={loading}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      options={regions.map((region) => ({ value: region.id, label: region.name }))}
      style={{ minWidth: 200 }}
    />
  );
}
