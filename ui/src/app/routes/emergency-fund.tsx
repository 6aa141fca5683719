import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, Empty, Flex, Tabs, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useEmergencyFunds } from '../../features/saving-groups/api/get-emergency-funds';
import { ContributeForm } from '../../features/saving-groups/components/contribute-form';
import { CreateFundDialog } from '../../features/saving-groups/components/create-fund-dialog';
import { fundTitle } from '../../features/saving-groups/components/emergency-format';
import { EmergencyOverview } from '../../features/saving-groups/components/emergency-overview';
import { FundList } from '../../features/saving-groups/components/fund-list';
import { FundTotals } from '../../features/saving-groups/components/fund-totals';
import { GroupPicker } from '../../features/saving-groups/components/group-picker';
import { RequestForm } from '../../features/saving-groups/components/request-form';
import { HistoryDrawer, type HistorySubject } from '../history-drawer';
import { useScopedGroups } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { useSignedInUser } from '../use-signed-in-user';

/** A fund belongs to one group: choosing another group forgets the fund. */
const FUND_PARAM: readonly string[] = ['fundId'];

/**
 * /emergency-fund and /saving-groups/emergency-fund (spec §2 "Emergency Fund"): a group (?groupId=), its
 * funds and Create Fund, then the chosen fund (?fundId=) with its four totals and the Overview, Contribute
 * and Request tabs. Approve and Reject appear only to a user who may decide the request (maker-checker).
 */
export default function EmergencyFundPage() {
  const { actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const { groups, loading: groupsLoading } = useScopedGroups();
  const [groupId, setGroupId] = useIdParam('groupId', FUND_PARAM);
  const [fundId, setFundId] = useIdParam('fundId');
  const funds = useEmergencyFunds(groupId ?? undefined);
  const [creating, setCreating] = useState({ open: false, opened: 0 });
  const [history, setHistory] = useState<HistorySubject | null>(null);
  const group = groups.find((candidate) => candidate.id === groupId) ?? null;
  const fundList = funds.data ?? [];
  const fund = fundList.find((candidate) => candidate.id === fundId) ?? null;
  const groupName = group?.name ?? (groupId === null ? '' : `Group ${groupId}`);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Emergency Fund
          </Typography.Title>
          <Typography.Text type="secondary">
            A group's emergency fund: contributions and requests for support
          </Typography.Text>
        </div>
        {groupId !== null && canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating((state) => ({ open: true, opened: state.opened + 1 }))}
          >
            Create Fund
          </Button>
        )}
      </Flex>

      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} />

      {groupId === null ? (
        <Empty description="Choose a saving group to see its emergency funds" />
      ) : (
        <section aria-labelledby="funds-heading">
          <Typography.Title level={3} id="funds-heading" style={{ fontSize: 18 }}>
            Funds of {groupName}
          </Typography.Title>
          {funds.error && (
            <Typography.Text type="danger" role="alert">
              Could not load the emergency funds: {funds.error.message}
            </Typography.Text>
          )}
          <FundList
            funds={fundList}
            loading={funds.isLoading}
            selectedId={fundId}
            onSelect={(chosen) => setFundId(chosen.id)}
            actions={(candidate) => (
              <Tooltip title="History">
                <Button
                  icon={<HistoryOutlined aria-hidden />}
                  aria-label={`History of ${fundTitle(candidate)}`}
                  onClick={() =>
                    setHistory({
                      stream: `emergency-fund-${candidate.id}`,
                      title: `History of ${fundTitle(candidate)}`,
                    })
                  }
                />
              </Tooltip>
            )}
          />
        </section>
      )}

      {fund && (
        <section aria-labelledby="fund-heading">
          <Flex vertical gap={16}>
            <Typography.Title level={3} id="fund-heading" style={{ fontSize: 18, margin: 0 }}>
              {fundTitle(fund)}
            </Typography.Title>
            <FundTotals fund={fund} />
            <Tabs
              defaultActiveKey="overview"
              destroyOnHidden
              items={[
                {
                  key: 'overview',
                  label: 'Overview',
                  children: <EmergencyOverview fundId={fund.id} actor={actor} />,
                },
                ...(canManage
                  ? [
                      {
                        key: 'contribute',
                        label: 'Contribute',
                        children: <ContributeForm key={fund.id} fund={fund} />,
                      },
                      {
                        key: 'request',
                        label: 'Request',
                        children: <RequestForm key={fund.id} fund={fund} />,
                      },
                    ]
                  : []),
              ]}
            />
          </Flex>
        </section>
      )}

      {canManage && groupId !== null && (
        <CreateFundDialog
          key={`fund-${groupId}-${creating.opened}`}
          open={creating.open}
          groupId={groupId}
          groupName={groupName}
          onClose={() => setCreating((state) => ({ ...state, open: false }))}
        />
      )}
      <HistoryDrawer subject={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
