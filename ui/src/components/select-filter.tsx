import { Select } from 'antd';

const ALL = 'all';

interface SelectFilterProps<Value extends string> {
  /** The select's accessible name, e.g. 'Status'. */
  readonly label: string;
  /** The first choice, meaning no filter: 'All statuses'. */
  readonly allLabel: string;
  readonly value: Value | null;
  readonly options: readonly { readonly value: Value; readonly label: string }[];
  readonly onChange: (value: Value | null) => void;
  readonly minWidth?: number;
}

/** A list filter with an 'All …' choice first (null), as the list pages' status and age-group filters. */
export function SelectFilter<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  minWidth = 160,
}: SelectFilterProps<Value>) {
  return (
    <Select<string>
      aria-label={label}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? null : (next as Value))}
      options={[{ value: ALL, label: allLabel }, ...options]}
      style={{ minWidth }}
    />
  );
}

/** Options whose label is the value itself. */
export const optionsOf = <Value extends string>(values: readonly Value[]) =>
  values.map((value) => ({ value, label: value }));
