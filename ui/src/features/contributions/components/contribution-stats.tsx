import { DollarOutlined, ExclamationCircleOutlined, PercentageOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import { formatCents, formatRate } from '../../../lib/money';
import type { MonthSummary } from './contribution-format';

/** The three cards above the contributions table (spec §2 "Contributions"), for the month shown. */
export function ContributionStats({
  summary,
  monthText,
  loading,
}: {
  readonly summary: MonthSummary;
  /** The month the figures are for, e.g. 'January 2026'. */
  readonly monthText: string;
  readonly loading: boolean;
}) {
  const cards = [
    {
      title: 'This Month Collected',
      value: formatCents(summary.collected),
      icon: <DollarOutlined aria-hidden />,
      testId: 'contributions-collected',
    },
    {
      title: 'Outstanding Amount',
      value: formatCents(summary.outstanding),
      icon: <ExclamationCircleOutlined aria-hidden />,
      testId: 'contributions-outstanding',
    },
    {
      title: 'Collection Rate',
      value: formatRate(summary.rate),
      icon: <PercentageOutlined aria-hidden />,
      testId: 'contributions-rate',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} md={8}>
          <Card loading={loading}>
            <Statistic
              title={`${card.title} (${monthText})`}
              value={card.value}
              prefix={card.icon}
              data-testid={card.testId}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
