import { Select } from 'antd';
import { t } from '@/i18n';
import type { SavingGroup } from '../api/get-saving-groups';
import { groupOptionLabel } from './group-format';

const ALL = 'all';

interface GroupPickerProps {
  readonly groups: readonly SavingGroup[];
  readonly loading: boolean;
  readonly value: number | null;
  readonly onChange: (groupId: number | null) => void;
  /** Offer 'All groups' (value null) as the first choice. */
  readonly allowAll?: boolean;
  readonly label?: string;
  readonly placeholder?: string;
}

/** The screens' saving-group picker: searchable by name and code. */
export function GroupPicker({
  groups,
  loading,
  value,
  onChange,
  allowAll = false,
  label = t('Saving group'),
  placeholder = t('Choose a saving group'),
}: GroupPickerProps) {
  const options = [
    ...(allowAll ? [{ value: ALL, label: t('All groups') }] : []),
    ...groups.map((group) => ({ value: String(group.id), label: groupOptionLabel(group) })),
  ];
  const known = value !== null && groups.some((group) => group.id === value);
  return (
    <Select
      aria-label={label}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder={placeholder}
      // while the list loads the chosen id has no label yet; show nothing rather than a bare number
      value={value === null ? (allowAll ? ALL : undefined) : known ? String(value) : undefined}
      options={options}
      onChange={(next: string) => onChange(next === ALL ? null : Number(next))}
      notFoundContent={loading ? t('Loading groups...') : t('No saving groups')}
      style={{ minWidth: 260 }}
      popupMatchSelectWidth={false}
    />
  );
}
