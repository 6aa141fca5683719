import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, theme } from 'antd';
import { PageHeader } from '@/components/page-header';
import { useEmergencyFunds } from '@/features/saving-groups/api/get-emergency-funds';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { CreateFundDialog } from '@/features/saving-groups/components/create-fund-dialog';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { ChosenFundSection } from './emergency-fund/chosen-fund-section';
import { GroupFundsSection } from './emergency-fund/group-funds-section';

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
        <GroupFundsSection
          groupName={groupName}
          funds={fundList}
          loading={funds.isLoading}
          error={funds.error}
          selectedId={fundId}
          onSelect={setFundId}
          groups={groups}
          members={members.data}
        />
      )}
      {fund && <ChosenFundSection fund={fund} actor={actor} canManage={canManage} />}
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
