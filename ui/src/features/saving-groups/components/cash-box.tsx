import { Card, Col, Row, Statistic } from 'antd';
import { t } from '@/i18n';
import { formatCents } from '@/lib/money';
import type { CashBox } from './meeting-run-format';

/** The treasurer's cash box: before the meeting, collected at it, what should be there after. */
export function CashBoxCard({ box, loading }: { readonly box: CashBox; readonly loading: boolean }) {
  const figures = [
    [t('Cash box before'), box.before, 'cash-before'],
    [t('Collected today'), box.collected, 'cash-collected'],
    [t('Cash box after'), box.after, 'cash-after'],
    [t('Emergency fund today'), box.emergency, 'cash-emergency'],
  ] as const;
  return (
    <Card title={t('Cash box')} size="small">
      <Row gutter={[16, 16]}>
        {figures.map(([title, value, testId]) => (
          <Col key={testId} xs={12} md={6}>
            <Statistic
              title={title}
              value={formatCents(value)}
              loading={loading}
              valueStyle={{ fontSize: 18 }}
              data-testid={testId}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
