import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { ActiveTag } from '@/components/active-tag';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { EmergencyFund } from '../api/get-emergency-funds';
import { fundTermsText, fundTitle } from './emergency-format';

/** A group's emergency funds; choosing one shows its totals and tabs. */
export function FundList({
  funds,
  loading,
  selectedId,
  onSelect,
  actions,
}: {
  readonly funds: readonly EmergencyFund[];
  readonly loading: boolean;
  readonly selectedId: number | null;
  readonly onSelect: (fund: EmergencyFund) => void;
  /** Per-fund buttons composed by the page (History). */
  readonly actions?: (fund: EmergencyFund) => ReactNode;
}) {
  const { token } = theme.useToken();
  if (loading) return <Skeleton active aria-label={t('Loading emergency funds')} />;
  if (funds.length === 0) return <Empty description={t('No emergency funds available')} />;
  return (
    <Row gutter={[16, 16]}>
      {funds.map((fund) => {
        const selected = fund.id === selectedId;
        const title = fundTitle(fund);
        return (
          <Col key={fund.id} xs={24} md={12} xl={8}>
            <Card
              role="article"
              aria-label={title}
              data-testid="emergency-fund-card"
              size="small"
              style={{
                height: '100%',
                borderColor: selected ? token.colorPrimary : undefined,
                boxShadow: selected ? `0 0 0 1px ${token.colorPrimary}` : undefined,
              }}
              title={title}
              extra={<ActiveTag isActive={fund.isActive} />}
            >
              <Flex vertical gap={8}>
                <Typography.Text type="secondary">{fundTermsText(fund)}</Typography.Text>
                <Typography.Text>
                  {t('Available:')} <strong>{formatWireMoney(fund.availableBalance)}</strong>
                </Typography.Text>
                <Flex gap={8} wrap>
                  <Button
                    type={selected ? 'primary' : 'default'}
                    aria-pressed={selected}
                    aria-label={t('Open {{name}}', { name: title })}
                    onClick={() => onSelect(fund)}
                  >
                    {selected ? t('Selected') : t('Open')}
                  </Button>
                  {actions?.(fund)}
                </Flex>
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
