import { PlusOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import type { AgeGroup } from '@pm/domain/shared/dates';
import { Flex, theme } from 'antd';
import { useMemo, useState } from 'react';
import { DetailsDrawer } from '@/components/details-drawer';
import { type ExportFormat, ExportMenu } from '@/components/export-menu';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { UploadAndAdd } from '@/components/upload-and-add';
import { HistoryTimeline } from '@/features/history/components/history-timeline';
import { useExportParticipants } from '@/features/participants/api/export-participants';
import { type Participant, useParticipants } from '@/features/participants/api/get-participants';
import { BulkUploadDialog } from '@/features/participants/components/bulk-upload-dialog';
import { InactivateDialog } from '@/features/participants/components/inactivate-dialog';
import { ParticipantDetails } from '@/features/participants/components/participant-details';
import { ParticipantDialog } from '@/features/participants/components/participant-dialog';
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
      <PageHeader
        title={code ? t('{{code}} - Participants', { code }) : t('Participants')}
        subtitle={t('Manage participant information and enrolment')}
        actions={
          <>
            <ExportMenu loading={exporter.isPending} onExport={exportShown} />
            {canManage && (
              <UploadAndAdd
                addLabel={t('Add Participant')}
                addIcon={<PlusOutlined aria-hidden />}
                onUpload={() => uploading.open()}
                onAdd={() => editing.open()}
              />
            )}
          </>
        }
      />
      <ParticipantFilters search={search} ageGroup={ageGroup} onSearch={setSearch} onAgeGroup={setAgeGroup} />
      <LoadError what={t('participants')} error={participants.error} />
      <ListLimitNotice url="/api/participants" shown={participants.data?.length ?? 0} />
      <ParticipantsTable
        participants={shown}
        loading={participants.isLoading}
        canManage={canManage}
        canErase={hasCapability(actor, 'participants.erase')}
        onView={(participant) => setViewingId(participant.id)}
        onEdit={editing.open}
        onInactivate={inactivating.open}
      />
      {canManage && (
        <>
          <ParticipantDialog
            key={`edit-${editing.key}`}
            {...editing.props}
            participant={editing.subject}
            projectChoice={projectChoice}
          />
          <BulkUploadDialog key={`upload-${uploading.key}`} {...uploading.props} />
          <InactivateDialog
            key={`inactivate-${inactivating.key}`}
            {...inactivating.props}
            participant={inactivating.subject}
          />
        </>
      )}
      <DetailsDrawer
        open={viewing !== null}
        title={viewing ? `${viewing.participantId} - ${viewing.fullName}` : t('Participant')}
        onClose={() => setViewingId(null)}
        details={viewing && <ParticipantDetails participant={viewing} />}
        history={
          viewing && (
            <HistoryTimeline
              stream={`participant-${viewing.id}`}
              resolve={(key) => (key === 'projectId' ? (viewing.projectCode ?? undefined) : undefined)}
            />
          )
        }
      />
    </Flex>
  );
}
