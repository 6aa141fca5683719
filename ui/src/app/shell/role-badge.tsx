import { Tag } from 'antd';
import type { User } from '@/features/auth/api/get-user';
import { t } from '@/i18n';

/** The footer's role badge: SuperAdmin highlighted; a ClusterAdmin's carries its cluster, e.g. 'Kakamega Cluster ClusterAdmin'. */
export const roleBadgeText = (user: Pick<User, 'role' | 'clusterName'>): string => {
  if (user.role === null) return t('Awaiting role');
  if (user.role === 'ClusterAdmin' && user.clusterName) return `${user.clusterName} ClusterAdmin`;
  return user.role;
};

export function RoleBadge({ user }: { readonly user: Pick<User, 'role' | 'clusterName'> }) {
  return (
    <Tag
      color={user.role === 'SuperAdmin' ? 'gold' : user.role === null ? 'default' : 'blue'}
      variant={user.role === 'SuperAdmin' ? 'solid' : undefined}
    >
      {roleBadgeText(user)}
    </Tag>
  );
}
