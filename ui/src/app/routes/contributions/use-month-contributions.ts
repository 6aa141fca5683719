import { useMemo } from 'react';
import { useContributionSummary } from '@/features/contributions/api/get-contribution-summary';
import { type ContributionStatus, useContributions } from '@/features/contributions/api/get-contributions';
import { filterContributions } from '@/features/contributions/components/contribution-format';

interface MonthQuestion {
  readonly projectId: number | undefined;
  /** The month, as the server reads it ('2026-03'). */
  readonly month: string;
  readonly search: string;
  readonly status: ContributionStatus | null;
  /** The user records payments: Record Payment's list is fetched with the page. */
  readonly canRecord: boolean;
}

/** The month's contributions, its summary, and the rows the search and status leave. */
export const useMonthContributions = ({ projectId, month, search, status, canRecord }: MonthQuestion) => {
  // The server filters by month; status and search narrow the month's rows here, so the cards always
  // describe the whole month and typing filters at once.
  const contributions = useContributions({ projectId, month });
  // Record Payment's picker (every month with something outstanding), fetched with the page: the service
  // worker then keeps it, so the picker offers the last synced list offline, and the dialog opens at once
  useContributions({ projectId }, { enabled: canRecord });
  const summary = useContributionSummary(projectId, month);
  const all = contributions.data ?? [];
  const monthRows = useMemo(
    () => filterContributions(all, { search: '', status: null, month }),
    [all, month],
  );
  const shown = useMemo(
    () => filterContributions(monthRows, { search, status, month: null }),
    [monthRows, search, status],
  );
  return { contributions, summary, all, monthRows, shown };
};
