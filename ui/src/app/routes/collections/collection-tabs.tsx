import type { Actor } from '@pm/domain/access/policy';
import { Tabs } from 'antd';
import type { Penalty, RegistrationFee } from '@/features/saving-groups/api/collections';
import type { GroupSaving } from '@/features/saving-groups/api/get-group-savings';
import { LateFinesPanel } from '@/features/saving-groups/components/late-fines-panel';
import { PenaltiesTable } from '@/features/saving-groups/components/penalties-table';
import { RegistrationFeePanel } from '@/features/saving-groups/components/registration-fee-panel';
import { SavingsTable } from '@/features/saving-groups/components/savings-table';
import { t } from '@/i18n';

interface CollectionTabsProps {
  readonly groupId: number;
  readonly savings: readonly GroupSaving[];
  readonly savingsLoading: boolean;
  readonly penalties: readonly Penalty[];
  readonly penaltiesLoading: boolean;
  readonly fee: RegistrationFee | null;
  readonly canManage: boolean;
  readonly actor: Actor;
}

/** The group's Member Savings, Penalties, Late Fines and Registration Fees. */
export function CollectionTabs(props: CollectionTabsProps) {
  const { groupId, savings, savingsLoading, penalties, penaltiesLoading, fee, canManage, actor } = props;
  return (
    <Tabs
      items={[
        {
          key: 'savings',
          label: t('Member Savings'),
          children: <SavingsTable savings={savings} loading={savingsLoading} actor={actor} />,
        },
        {
          key: 'penalties',
          label: t('Penalties'),
          children: (
            <PenaltiesTable
              groupId={groupId}
              penalties={penalties}
              loading={penaltiesLoading}
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
          children: <RegistrationFeePanel groupId={groupId} fee={fee} canManage={canManage} actor={actor} />,
        },
      ]}
    />
  );
}
