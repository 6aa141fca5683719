import { BellOutlined } from '@ant-design/icons';
import type { Actor } from '@pm/domain';
import { mayOperateSystem } from '@pm/domain/access/policy';
import type { ReadModelState } from '@pm/domain/api/account-queries';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { formatDateTime } from '@/lib/format';
import { useReadModels } from '../api/get-read-models';

function FailingModel({ model }: { readonly model: ReadModelState }) {
  return (
    <List.Item>
      <List.Item.Meta
        title={`Read model "${model.name}" is failing`}
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              Since {model.failingSince ? formatDateTime(model.failingSince) : 'now'}, at event position{' '}
              {model.failedPosition ?? 'unknown'}; {model.behind} events waiting; {model.attempts} attempts.
            </Typography.Paragraph>
            <Typography.Text type="secondary" copyable>
              {model.lastError}
            </Typography.Text>
          </>
        }
      />
    </List.Item>
  );
}

/**
 * The header's bell. For the SuperAdmin it reports read models that fail on an event (the screens they
 * feed are then behind) with the error to act on; for everyone else it is an empty list for now.
 */
export function Notifications({ actor }: { readonly actor: Actor }) {
  const operator = mayOperateSystem(actor);
  const models = useReadModels(operator);
  const failing = (models.data ?? []).filter((m) => m.failingSince !== null);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="Notifications"
      content={
        failing.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />
        ) : (
          <List
            style={{ maxWidth: 420 }}
            dataSource={failing}
            renderItem={(m) => <FailingModel model={m} />}
          />
        )
      }
    >
      <Badge count={failing.length} size="small">
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined aria-hidden />}
          aria-label={
            failing.length === 0 ? 'Notifications' : `Notifications: ${failing.length} failing read models`
          }
        />
      </Badge>
    </Popover>
  );
}
