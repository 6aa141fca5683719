import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tabs, Typography, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { HistoryButton } from '@/features/history/components/history-button';
import { useEmergencyFunds } from '@/features/saving-groups/api/get-emergency-funds';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { ContributeForm } from '@/features/saving-groups/components/contribute-form';
import { CreateFundDialog } from '@/features/saving-groups/components/create-fund-dialog';
import { fundTitle } from '@/features/saving-groups/components/emergency-format';
import { EmergencyOverview } from '@/features/saving-groups/components/emergency-overview';
import { FundList } from '@/features/saving-groups/components/fund-list';
import { FundTotals } from '@/features/saving-groups/components/fund-totals';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { ministryNames } from '@/features/saving-groups/components/ministry-names';
import { RequestForm } from '@/features/saving-groups/components/request-form';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';

/** A fund belongs to one group: choosing another group forgets the fund. */
const FUND_PARAM: readonly string[] = ['fundId'];

/**
 * /emergency-fund and /saving-groups/emergency-fund (spec: screens "Emergency Fund"): a group (?groupId=), its
 * funds and Create Fund, then the chosen fund (?fundId=) with its four totals and the Overview, Contribute
 * and Request tabs. Approve and Reject appear only to a user who may decide the request (maker-checker).
 */
export default function EmergencyFundPage() {
  const { token } = theme.useToken();
  const { actor, canManage, groups, loading: groupsLoading } = useMinistryPage();
  const [groupId, setGroupId] = useIdParam('groupId', FUND_PARAM);
  const [fundId, setFundId] = useIdParam('fundId');
  const funds = useEmergencyFunds(groupId ?? undefined);
  // the same list the forms' member pickers load: the histories name the members with it
  const members = useGroupMembers(groupId ?? undefined, { enabled: groupId !== null });
  const creating = useDisclosure();
  const fundList = funds.data ?? [];
  const fund = fundList.find((candidate) => candidate.id === fundId) ?? null;
  const groupName =
    groups.find((candidate) => candidate.id === groupId)?.name ?? t('Group {{id}}', { id: groupId });
  const heading = { fontSize: token.fontSizeXL, margin: 0 };

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Emergency Fund')}
        subtitle={t("A group's emergency fund: contributions and requests for support")}
        actions={
          groupId !== null &&
          canManage && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => creating.open()}>
              {t('Create Fund')}
            </Button>
          )
        }
      />
      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} />
      {groupId === null ? (
        <Empty description={t('Choose a saving group to see its emergency funds')} />
      ) : (
        <Flex vertical gap={token.margin} component="section" aria-labelledby="funds-heading">
          <Typography.Title level={3} id="funds-heading" style={heading}>
            {t('Funds of {{group}}', { group: groupName })}
          </Typography.Title>
          <LoadError what={t('emergency funds')} error={funds.error} />
          <FundList
            funds={fundList}
            loading={funds.isLoading}
            selectedId={fundId}
            onSelect={(chosen) => setFundId(chosen.id)}
            actions={(candidate) => (
              <HistoryButton
                stream={`emergency-fund-${candidate.id}`}
                title={t('History of {{name}}', { name: fundTitle(candidate) })}
                resolve={ministryNames({ groups, members: members.data })}
              />
            )}
          />
        </Flex>
      )}
      {fund && (
        <Flex vertical gap={token.margin} component="section" aria-labelledby="fund-heading">
          <Typography.Title level={3} id="fund-heading" style={heading}>
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
      )}
      {canManage && groupId !== null && (
        <CreateFundDialog
          key={`fund-${groupId}-${creating.key}`}
          {...creating.props}
          groupId={groupId}
          groupName={groupName}
        />
      )}
    </Flex>
  );
}
