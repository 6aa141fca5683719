import { Empty, Flex, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { AddPenaltyDialog } from '@/features/saving-groups/components/add-penalty-dialog';
import { CollectionStats } from '@/features/saving-groups/components/collection-cards';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { RecordSavingDialog } from '@/features/saving-groups/components/record-saving-dialog';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { CollectionTabs } from './collections/collection-tabs';
import { CollectionsHeader } from './collections/collections-header';
import { useCollections } from './collections/use-collections';

/**
 * /collections (spec: screens "Collections Management", optional ?groupId= from a group card): the four cards,
 * Member Savings, Penalties (with Mark paid) and Registration Fees (Update Fee, fee payments).
 */
export default function CollectionsPage() {
  const { token } = theme.useToken();
  const { actor, canManage, groups, loading: groupsLoading } = useMinistryPage();
  const [groupId, setGroupId] = useIdParam('groupId');
  const { members, savings, penalties, fee, summary } = useCollections(groupId);
  const saving = useDisclosure();
  const penalising = useDisclosure();

  return (
    <Flex vertical gap={token.marginLG}>
      <CollectionsHeader
        offersActions={canManage && groupId !== null}
        onPenalty={() => penalising.open()}
        onSaving={() => saving.open()}
      />
      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} />
      {groupId === null ? (
        <Empty description={t('Choose a saving group to see its collections')} />
      ) : (
        <>
          <CollectionStats summary={summary} loading={members.isLoading || penalties.isLoading} />
          <LoadError what={t('penalties')} error={penalties.error} />
          <CollectionTabs
            groupId={groupId}
            savings={savings.data ?? []}
            savingsLoading={savings.isLoading}
            penalties={penalties.data ?? []}
            penaltiesLoading={penalties.isLoading}
            fee={fee}
            canManage={canManage}
            actor={actor}
          />
          {canManage && (
            <>
              <RecordSavingDialog
                key={`saving-${saving.key}`}
                {...saving.props}
                groups={groups}
                groupsLoading={groupsLoading}
                defaultGroupId={groupId}
              />
              <AddPenaltyDialog key={`penalty-${penalising.key}`} {...penalising.props} groupId={groupId} />
            </>
          )}
        </>
      )}
    </Flex>
  );
}
