import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@pm/domain';
import { Button, Space } from 'antd';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';

/** 'RegionalAdmin', 'RegionalAdmin and Auditor': the roles named in the page's subtitle. */
const rolesText = (roles: readonly Role[]): string =>
  roles.length < 2
    ? roles.join('')
    : t('{{first}} and {{last}}', { first: roles.slice(0, -1).join(', '), last: roles[roles.length - 1] });

interface UsersHeaderProps {
  /** The user manages every account of the programme. */
  readonly everyone: boolean;
  /** The roles the user creates. */
  readonly creates: readonly Role[];
  readonly canCreate: boolean;
  readonly showActions: boolean;
  readonly onToggleActions: () => void;
  readonly onCreate: () => void;
}

/** The page's title, whose users it lists, Show/Hide Actions and, to those who create accounts, Create User. */
export function UsersHeader(props: UsersHeaderProps) {
  const { everyone, creates, canCreate, showActions } = props;
  return (
    <PageHeader
      title={t('User Management')}
      subtitle={
        everyone
          ? t('Every user of the programme')
          : creates.length > 0
            ? t('{{roles}} users you manage', { roles: rolesText(creates) })
            : undefined
      }
      actions={
        <Space wrap>
          <Button onClick={props.onToggleActions}>
            {showActions ? t('Hide Actions') : t('Show Actions')}
          </Button>
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={props.onCreate}>
              {t('Create User')}
            </Button>
          )}
        </Space>
      }
    />
  );
}
