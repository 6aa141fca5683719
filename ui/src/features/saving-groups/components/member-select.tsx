import { Select } from 'antd';
import { useMemo } from 'react';
import { t } from '@/i18n';
import { useGroupMembers } from '../api/get-group-members';
import { memberOptionLabel, pickableMembers } from './member-format';

/**
 * The active members of one group, searchable by name and number (only active members may save, borrow,
 * contribute or ask). Used inside a Form.Item, which passes id, value and onChange.
 */
export function MemberSelect({
  groupId,
  placeholder,
  unavailable,
  ...props
}: {
  readonly groupId: number | null;
  readonly placeholder?: string;
  /** Members listed but not choosable, each with why (a borrower who already has an active loan). */
  readonly unavailable?: ReadonlyMap<number, string>;
  readonly id?: string;
  readonly value?: number;
  readonly onChange?: (value: number) => void;
}) {
  const members = useGroupMembers(groupId ?? undefined, { enabled: groupId !== null });
  const options = useMemo(
    () =>
      pickableMembers(members.data ?? []).map((member) => {
        const why = unavailable?.get(member.id);
        return {
          value: member.id,
          label: why ? `${memberOptionLabel(member)} (${why})` : memberOptionLabel(member),
          disabled: why !== undefined,
        };
      }),
    [members.data, unavailable],
  );
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      disabled={groupId === null}
      loading={members.isLoading}
      placeholder={groupId === null ? t('Choose the group first') : (placeholder ?? t('Choose the member'))}
      options={options}
      notFoundContent={members.isLoading ? t('Loading members...') : t('No active members in this group')}
    />
  );
}
