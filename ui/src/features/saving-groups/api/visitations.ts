import type { RecordVisitationInput, VisitationRow } from '@pm/domain/saving-groups/visitation-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from '@/i18n';
import { apiGet } from '@/lib/api-client';
import type { CommandCallbacks } from '@/lib/use-command';
import { useMinistryCommand } from './invalidate';

export type Visitation = VisitationRow;
export const VISITATIONS_URL = '/api/group-visitations';

export const visitationsQueryOptions = (groupId: number | undefined) =>
  queryOptions({
    queryKey: [VISITATIONS_URL, { groupId }],
    queryFn: ({ signal }) => apiGet<Visitation[]>(VISITATIONS_URL, { params: { groupId }, signal }),
  });

export const useVisitations = (groupId: number | undefined) => useQuery(visitationsQueryOptions(groupId));

/** POST /api/group-visitations. */
export const useRecordVisitation = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<RecordVisitationInput>(
    {
      url: VISITATIONS_URL,
      success: t('Visit recorded successfully'),
      failure: t('Failed to record the visit'),
      streams: (_body, result) => [`visitation-${result.id}`],
    },
    callbacks,
  );
