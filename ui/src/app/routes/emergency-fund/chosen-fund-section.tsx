import type { Actor } from '@pm/domain/access/policy';
import { Flex, Tabs, Typography, theme } from 'antd';
import type { EmergencyFund } from '@/features/saving-groups/api/get-emergency-funds';
import { ContributeForm } from '@/features/saving-groups/components/contribute-form';
import { fundTitle } from '@/features/saving-groups/components/emergency-format';
import { EmergencyOverview } from '@/features/saving-groups/components/emergency-overview';
import { FundTotals } from '@/features/saving-groups/components/fund-totals';
import { RequestForm } from '@/features/saving-groups/components/request-form';
import { t } from '@/i18n';

interface ChosenFundSectionProps {
  readonly fund: EmergencyFund;
  readonly actor: Actor;
  readonly canManage: boolean;
}

/** The chosen fund: its four totals and the Overview, Contribute and Request tabs (the last two to managers). */
export function ChosenFundSection({ fund, actor, canManage }: ChosenFundSectionProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin} component="section" aria-labelledby="fund-heading">
      <Typography.Title level={3} id="fund-heading" style={{ fontSize: token.fontSizeXL, margin: 0 }}>
        {fundTitle(fund)}
      </Typography.Title>
      <FundTotals fund={fund} />
      <Tabs
        defaultActiveKey="overview"
        destroyOnHidden
        items={[
          {
            key: 'overview',
            label: t('Overview'),
            children: <EmergencyOverview fundId={fund.id} actor={actor} />,
          },
          ...(canManage
            ? [
                {
                  key: 'contribute',
                  label: t('Contribute'),
                  children: <ContributeForm key={fund.id} fund={fund} />,
                },
                {
                  key: 'request',
                  label: t('Request'),
                  children: <RequestForm key={fund.id} fund={fund} />,
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
