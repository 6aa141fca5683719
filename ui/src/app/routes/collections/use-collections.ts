import { useMemo } from 'react';
import { usePenalties, useRegistrationFees } from '@/features/saving-groups/api/collections';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { useGroupSavings } from '@/features/saving-groups/api/get-group-savings';
import { countedEntries } from '@/features/saving-groups/components/reversal';
import { sumCents } from '@/lib/money';

/** A group's members, savings, penalties and registration fee, and the figures of its four cards. */
export const useCollections = (groupId: number | null) => {
  const chosen = groupId ?? undefined;
  const enabled = { enabled: groupId !== null };
  const members = useGroupMembers(chosen, enabled);
  const savings = useGroupSavings(chosen, enabled);
  const penalties = usePenalties(chosen);
  const fees = useRegistrationFees(chosen);
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
  return { members, savings, penalties, fee, summary };
};
