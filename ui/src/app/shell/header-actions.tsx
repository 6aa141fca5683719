import { BellOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Popover, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { actorOf, type User } from '@/features/auth/api/get-user';
import { quickActionsFor } from '../navigation';

/**
 * The header's bell, Export and Quick Add (spec §2: "their behaviour is not shown"). We keep them honest:
 * the bell opens an empty list, Export lives on list pages, Quick Add offers shortcuts the role may use.
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
      <Popover
        trigger="click"
        placement="bottomRight"
        title="Notifications"
        content={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />}
      >
        <Button type="text" shape="circle" icon={<BellOutlined aria-hidden />} aria-label="Notifications" />
      </Popover>
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
