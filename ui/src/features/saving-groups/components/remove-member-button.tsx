import { UserDeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { t } from '@/i18n';
import type { GroupMember } from '../api/get-group-members';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { memberDisplayName } from './member-format';

/** Remove (spec §2): asks first; the member becomes a former member and keeps their history. */
export function RemoveMemberButton({ member }: { readonly member: GroupMember }) {
  const remove = useRemoveGroupMember();
  const name = memberDisplayName(member);
  return (
    <Popconfirm
      title={t('Remove {{name}} from the group?', { name })}
      description={t('The member becomes a former member; their savings and loans stay on record.')}
      okText={t('Remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      onConfirm={() => remove.mutateAsync(member).catch(() => undefined)}
    >
      <Tooltip title={t('Remove member')}>
        <Button
          danger
          icon={<UserDeleteOutlined aria-hidden />}
          loading={remove.isPending}
          aria-label={t('Remove {{name}}', { name })}
        />
      </Tooltip>
    </Popconfirm>
  );
}
