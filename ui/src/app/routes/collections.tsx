import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tabs, theme } from 'antd';
import { useMemo } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { usePenalties, useRegistrationFees } from '@/features/saving-groups/api/collections';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { useGroupSavings } from '@/features/saving-groups/api/get-group-savings';
import { AddPenaltyDialog } from '@/features/saving-groups/components/add-penalty-dialog';
import { CollectionStats } from '@/features/saving-groups/components/collection-cards';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { LateFinesPanel } from '@/features/saving-groups/components/late-fines-panel';
import { PenaltiesTable } from '@/features/saving-groups/components/penalties-table';
import { RecordSavingDialog } from '@/features/saving-groups/components/record-saving-dialog';
import { RegistrationFeePanel } from '@/features/saving-groups/components/registration-fee-panel';
import { countedEntries } from '@/features/saving-groups/components/reversal';
import { SavingsTable } from '@/features/saving-groups/components/savings-table';
import { t } from '@/i18n';
import { sumCents } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';

/**
 * /collections (spec: screens "Collections Management", optional ?groupId= from a group card): the four cards,
 * Member Savings, Penalties (with Mark paid) and Registration Fees (Update Fee, fee payments).
 */
export default function CollectionsPage() {
  const { token } = theme.useToken();
  const { actor, canManage, groups, loading: groupsLoading } = useMinistryPage();
  const [groupId, setGroupId] = useIdParam('groupId');
  const chosen = groupId ?? undefined;
  const enabled = { enabled: groupId !== null };
  const members = useGroupMembers(chosen, enabled);
  const savings = useGroupSavings(chosen, enabled);
  const penalties = usePenalties(chosen);
  const fees = useRegistrationFees(chosen);
  const saving = useDisclosure();
  const penalising = useDisclosure();
  const fee = fees.data?.[0] ?? null;
  const summary = useMemo(
    () => ({
      members: (members.data ?? []).filter((m) => m.isActive).length,
      // a reversed saving stays in the list but counts in no total
      savings: sumCents(countedEntries(savings.data ?? []).map((s) => s.amount)),
      pendingPenalties: countedEntries(penalties.data ?? []).filter((p) => !p.isPaid).length,
      registrationFee: sumCents([fee?.feeAmount ?? 500]),
    }),
    [members.data, savings.data, penalties.data, fee],
  );

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Collections Management')}
        subtitle={t("Savings, penalties and registration fees of a group's members")}
        actions={
          canManage &&
          groupId !== null && (
            <>
              <Button onClick={() => penalising.open()}>{t('Add Penalty')}</Button>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => saving.open()}>
                {t('Record Saving')}
              </Button>
            </>
          )
        }
      />
      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} />
      {groupId === null ? (
        <Empty description={t('Choose a saving group to see its collections')} />
      ) : (
        <>
          <CollectionStats summary={summary} loading={members.isLoading || penalties.isLoading} />
          <LoadError what={t('penalties')} error={penalties.error} />
          <Tabs
            items={[
              {
                key: 'savings',
                label: t('Member Savings'),
                children: (
                  <SavingsTable savings={savings.data ?? []} loading={savings.isLoading} actor={actor} />
                ),
              },
              {
                key: 'penalties',
                label: t('Penalties'),
                children: (
                  <PenaltiesTable
                    groupId={groupId}
                    penalties={penalties.data ?? []}
                    loading={penalties.isLoading}
                    canManage={canManage}
                    actor={actor}
                  />
                ),
              },
              {
                key: 'late-fines',
                label: t('Late Fines'),
                children: <LateFinesPanel groupId={groupId} canManage={canManage} />,
              },
              {
                key: 'fees',
                label: t('Registration Fees'),
                children: (
                  <RegistrationFeePanel groupId={groupId} fee={fee} canManage={canManage} actor={actor} />
                ),
              },
            ]}
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
