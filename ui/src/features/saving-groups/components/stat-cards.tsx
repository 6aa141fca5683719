import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface StatCard {
  readonly title: string;
  readonly value: string;
  readonly icon?: ReactNode;
  /** `${testId}-value` marks the figure for the browser tests. */
  readonly testId: string;
  /** How the figure is computed, behind an info icon. */
  readonly explanation?: string;
  readonly note?: string;
}

/** A row of statistic cards: two per line on small screens, all in one line from `perRow` on wide ones. */
export function StatCards({
  cards,
  loading,
  label = 'Statistics',
}: {
  readonly cards: readonly StatCard[];
  readonly loading: boolean;
  readonly label?: string;
}) {
  const span = Math.max(4, Math.floor(24 / Math.max(1, cards.length)));
  return (
    <section aria-label={label}>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={12} xl={span}>
            <Card loading={loading} data-testid={card.testId} style={{ height: '100%' }}>
              <Statistic
                title={
                  card.explanation ? (
                    <span>
                      {card.title}{' '}
                      <Tooltip title={card.explanation} trigger={['hover', 'focus']}>
                        {/* focusable so keyboard users reach the explanation; screen readers read it below */}
                        <InfoCircleOutlined tabIndex={0} aria-label={`How ${card.title} is computed`} />
                      </Tooltip>
                      <span className="visually-hidden">: {card.explanation}</span>
                    </span>
                  ) : (
                    card.title
                  )
                }
                value={card.value}
                prefix={card.icon}
                formatter={() => <span data-testid={`${card.testId}-value`}>{card.value}</span>}
              />
              {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
