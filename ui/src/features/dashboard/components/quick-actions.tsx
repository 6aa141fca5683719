import { BarChartOutlined, DollarOutlined, MessageOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/i18n';

export interface QuickAction {
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
}

/** The dashboard's Quick Actions: the page decides what each does and which the user may see. */
export function QuickActions({ actions }: { readonly actions: readonly QuickAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Card title={t('Quick Actions')}>
      <Row gutter={[12, 12]}>
        {actions.map((action) => (
          <Col key={action.label} xs={24} sm={12}>
            <Button block size="large" icon={action.icon} onClick={action.onClick}>
              {action.label}
            </Button>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export const QUICK_ACTION_ICONS = {
  addParticipant: <UserAddOutlined aria-hidden />,
  recordPayment: <DollarOutlined aria-hidden />,
  sendSms: <MessageOutlined aria-hidden />,
  viewReports: <BarChartOutlined aria-hidden />,
} as const;
