import { hasCapability } from '@pm/domain/access/policy';
import type { AgeGroup } from '@pm/domain/shared/dates';
import { Flex, theme } from 'antd';
import { useMemo, useState } from 'react';
import type { ExportFormat } from '@/components/export-menu';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { useExportParticipants } from '@/features/participants/api/export-participants';
import { type Participant, useParticipants } from '@/features/participants/api/get-participants';
import { ParticipantFilters } from '@/features/participants/components/participant-filters';
import { filterParticipants } from '@/features/participants/components/participant-rows';
import { ParticipantsTable } from '@/features/participants/components/participants-table';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDisclosure } from '@/lib/use-disclosure';
import { useParticipantProjectChoice, useProjectPage } from '../project-scope';
import { usePageExport } from '../shell/page-export';
import { useQuickAddRequest } from '../shell/quick-add';
import { ParticipantDialogs } from './participants/participant-dialogs';
import { ParticipantDrawer } from './participants/participant-drawer';
import { ParticipantsHeader } from './participants/participants-header';

/** /participants (spec: screens "Participants"): search, age-group filter, export, bulk upload, add, and the table. */
export default function ParticipantsPage() {
  const { user, actor, projectId, code } = useProjectPage();
  const { token } = theme.useToken();
  const canManage = hasCapability(actor, 'participants.manage');
  const projectChoice = useParticipantProjectChoice(user, projectId);
  const [search, setSearch] = useState('');
  const [ageGroup, setAgeGroup] = useState<AgeGroup | null>(null);
  // the server hears the search once typing pauses; the table narrows at every keystroke (below)
  const serverSearch = useDebouncedValue(search, 300);
  const participants = useParticipants({ projectId, search: serverSearch, ageGroup: ageGroup ?? undefined });
  const exporter = useExportParticipants();
  const editing = useDisclosure<Participant>();
  const uploading = useDisclosure();
  const inactivating = useDisclosure<Participant>();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const all = participants.data ?? [];
  const today = todayIso();
  const shown = useMemo(
    () => filterParticipants(all, { search, ageGroup }, today),
    [all, search, ageGroup, today],
  );
  // read from the list so the drawer follows refetches (an inactivation shows at once)
  const viewing = all.find((participant) => participant.id === viewingId) ?? null;
  const exportShown = (format: ExportFormat) =>
    exporter.mutate({ format, filters: { projectId, search, ageGroup: ageGroup ?? undefined } });
  usePageExport({ formats: ['csv', 'xlsx'], loading: exporter.isPending, onExport: exportShown });
  useQuickAddRequest(() => editing.open(), canManage);

  return (
    <Flex vertical gap={token.marginLG}>
      <ParticipantsHeader
        code={code}
        exporting={exporter.isPending}
        onExport={exportShown}
        canManage={canManage}
        onUpload={() => uploading.open()}
        onAdd={() => editing.open()}
      />
      <ParticipantFilters search={search} ageGroup={ageGroup} onSearch={setSearch} onAgeGroup={setAgeGroup} />
      <LoadError what={t('participants')} error={participants.error} />
      <ListLimitNotice url="/api/participants" shown={participants.data?.length ?? 0} />
      <ParticipantsTable
        participants={shown}
        loading={participants.isLoading}
        canManage={canManage}
        canErase={hasCapability(actor, 'participants.erase')}
        canResetPin={hasCapability(actor, 'payments.record')}
        onView={(participant) => setViewingId(participant.id)}
        onEdit={editing.open}
        onInactivate={inactivating.open}
      />
      {canManage && (
        <ParticipantDialogs
          editing={editing}
          uploading={uploading}
          inactivating={inactivating}
          projectChoice={projectChoice}
        />
      )}
      <ParticipantDrawer participant={viewing} onClose={() => setViewingId(null)} />
    </Flex>
  );
}
