import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { actorOf, type User } from '@/features/auth/api/get-user';
import { Notifications } from '@/features/operations/components/notifications';
import { quickActionsFor } from '../navigation';

/**
 * The header's bell, Export and Quick Add (spec §2: "their behaviour is not shown"). We keep them honest:
 * the bell lists failing read models to the SuperAdmin (an empty list for others), Export lives on list pages, Quick Add offers shortcuts the role may use.
 */
export function HeaderActions({
  user,
  compact = false,
}: {
  readonly user: User;
  /** A narrow screen: Export and Quick Add show their icons only (their names stay for screen readers). */
  readonly compact?: boolean;
}) {
  const navigate = useNavigate();
  const actions = quickActionsFor(actorOf(user));
  return (
    <>
      <Notifications actor={actorOf(user)} />
      <Tooltip title="Export from a list page">
        <Button icon={<DownloadOutlined aria-hidden />} disabled aria-label={compact ? 'Export' : undefined}>
          {compact ? null : 'Export'}
        </Button>
      </Tooltip>
      <Dropdown
        disabled={actions.length === 0}
        trigger={['click']}
        menu={{
          items: actions.map((action) => ({ key: action.path, label: action.label })),
          onClick: ({ key }) => navigate(key),
        }}
      >
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          aria-label={compact ? 'Quick Add' : undefined}
        >
          {compact ? null : 'Quick Add'}
        </Button>
      </Dropdown>
    </>
  );
}
