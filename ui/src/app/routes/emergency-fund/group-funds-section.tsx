import { Flex, Typography, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { HistoryButton } from '@/features/history/components/history-button';
import type { EmergencyFund } from '@/features/saving-groups/api/get-emergency-funds';
import type { GroupMember } from '@/features/saving-groups/api/get-group-members';
import type { SavingGroup } from '@/features/saving-groups/api/get-saving-groups';
import { fundTitle } from '@/features/saving-groups/components/emergency-format';
import { FundList } from '@/features/saving-groups/components/fund-list';
import { ministryNames } from '@/features/saving-groups/components/ministry-names';
import { t } from '@/i18n';

interface GroupFundsSectionProps {
  readonly groupName: string;
  readonly funds: readonly EmergencyFund[];
  readonly loading: boolean;
  readonly error: Error | null;
  readonly selectedId: number | null;
  readonly onSelect: (fundId: number) => void;
  /** Every group and the group's members: the histories name them. */
  readonly groups: readonly SavingGroup[];
  readonly members: readonly GroupMember[] | undefined;
}

/** The chosen group's funds, each with its history; choosing one opens it below. */
export function GroupFundsSection(props: GroupFundsSectionProps) {
  const { groupName, funds, loading, error, selectedId, onSelect, groups, members } = props;
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin} component="section" aria-labelledby="funds-heading">
      <Typography.Title level={3} id="funds-heading" style={{ fontSize: token.fontSizeXL, margin: 0 }}>
        {t('Funds of {{group}}', { group: groupName })}
      </Typography.Title>
      <LoadError what={t('emergency funds')} error={error} />
      <FundList
        funds={funds}
        loading={loading}
        selectedId={selectedId}
        onSelect={(chosen) => onSelect(chosen.id)}
        actions={(candidate) => (
          <HistoryButton
            stream={`emergency-fund-${candidate.id}`}
            title={t('History of {{name}}', { name: fundTitle(candidate) })}
            resolve={ministryNames({ groups, members })}
          />
        )}
      />
    </Flex>
  );
}
