import { DownOutlined, ExportOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { AGE_GROUPS, type AgeGroup } from '@pm/domain/shared/dates';
import { Button, Drawer, Dropdown, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../components/search-input';
import { HistoryTimeline } from '../../features/history/components/history-timeline';
import { useExportParticipants } from '../../features/participants/api/export-participants';
import { type Participant, useParticipants } from '../../features/participants/api/get-participants';
import { BulkUploadDialog } from '../../features/participants/components/bulk-upload-dialog';
import { InactivateDialog } from '../../features/participants/components/inactivate-dialog';
import { ParticipantDetails } from '../../features/participants/components/participant-details';
import { ParticipantDialog } from '../../features/participants/components/participant-dialog';
import { filterParticipants } from '../../features/participants/components/participant-rows';
import { ParticipantsTable } from '../../features/participants/components/participants-table';
import { useProjects } from '../../features/projects/api/get-projects';
import { todayIso } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  choosesProject,
  projectCodeFor,
  useParticipantProjectChoice,
  useSelectedProjectId,
} from '../project-scope';
import { useSignedInUser } from '../use-signed-in-user';

const ALL = 'all';

/**
 * A dialog keeps its subject while it closes, and every opening is a fresh instance (`opened` is its key),
 * so a form never keeps the values of an earlier opening.
 */
interface DialogState<T> {
  readonly open: boolean;
  readonly subject: T | null;
  readonly opened: number;
}
const closed = { open: false, subject: null, opened: 0 } as const;
const openWith =
  <T,>(subject: T | null) =>
  (state: DialogState<T>): DialogState<T> => ({ open: true, subject, opened: state.opened + 1 });
const close = <T,>(state: DialogState<T>): DialogState<T> => ({ ...state, open: false });

/** /participants (spec §2 "Participants"): search, age-group filter, export, bulk upload, add, and the table. */
export default function ParticipantsPage() {
  const { user, actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'participants.manage');
  const canErase = hasCapability(actor, 'participants.erase');
  const projectId = useSelectedProjectId();
  const projects = useProjects({ enabled: choosesProject(user) });
  const projectChoice = useParticipantProjectChoice(user, projectId);

  const [search, setSearch] = useState('');
  const [ageGroup, setAgeGroup] = useState<AgeGroup | null>(null);
  // the server hears the search once typing pauses; the table narrows at every keystroke (below)
  const serverSearch = useDebouncedValue(search, 300);
  const participants = useParticipants({ projectId, search: serverSearch, ageGroup: ageGroup ?? undefined });
  const exporter = useExportParticipants();

  const [editing, setEditing] = useState<DialogState<Participant>>(closed);
  const [uploading, setUploading] = useState<DialogState<never>>(closed);
  const [inactivating, setInactivating] = useState<DialogState<Participant>>(closed);
  const [viewingId, setViewingId] = useState<number | null>(null);

  const all = participants.data ?? [];
  const today = todayIso();
  const shown = useMemo(
    () => filterParticipants(all, { search, ageGroup }, today),
    [all, search, ageGroup, today],
  );
  // read from the list so the drawer follows refetches (an inactivation shows at once)
  const viewing = all.find((participant) => participant.id === viewingId) ?? null;
  const code = projectCodeFor(user, projectId, projects.data ?? []);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {code ? `${code} - Participants` : 'Participants'}
          </Typography.Title>
          <Typography.Text type="secondary">Manage participant information and enrolment</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'csv', label: 'CSV' },
                { key: 'xlsx', label: 'Excel' },
              ],
              onClick: ({ key }) =>
                exporter.mutate({
                  format: key === 'xlsx' ? 'xlsx' : 'csv',
                  filters: { projectId, search, ageGroup: ageGroup ?? undefined },
                }),
            }}
          >
            <Button icon={<ExportOutlined aria-hidden />} loading={exporter.isPending}>
              Export <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
          {canManage && (
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(openWith<never>(null))}>
              Bulk Upload
            </Button>
          )}
          {canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing(openWith<Participant>(null))}
            >
              Add Participant
            </Button>
          )}
        </Flex>
      </Flex>

      <Flex gap={12} wrap role="search" aria-label="Filter participants">
        <SearchInput
          label="Search participants"
          placeholder="Search by name or participant ID"
          value={search}
          onChange={setSearch}
        />
        <Select
          aria-label="Age group"
          value={ageGroup ?? ALL}
          onChange={(value: string) => setAgeGroup(value === ALL ? null : (value as AgeGroup))}
          options={[
            { value: ALL, label: 'All age groups' },
            ...AGE_GROUPS.map((group) => ({ value: group, label: `${group} years` })),
          ]}
          style={{ minWidth: 180 }}
        />
      </Flex>

      {participants.error && (
        <Typography.Text type="danger" role="alert">
          Could not load the participants: {participants.error.message}
        </Typography.Text>
      )}

      <ParticipantsTable
        participants={shown}
        loading={participants.isLoading}
        canManage={canManage}
        canErase={canErase}
        onView={(participant) => setViewingId(participant.id)}
        onEdit={(participant) => setEditing(openWith(participant))}
        onInactivate={(participant) => setInactivating(openWith(participant))}
      />

      {canManage && (
        <>
          <ParticipantDialog
            key={`participant-${editing.opened}`}
            open={editing.open}
            participant={editing.subject}
            projectChoice={projectChoice}
            onClose={() => setEditing(close)}
          />
          <BulkUploadDialog
            key={`upload-${uploading.opened}`}
            open={uploading.open}
            onClose={() => setUploading(close)}
          />
          <InactivateDialog
            key={`inactivate-${inactivating.opened}`}
            open={inactivating.open}
            participant={inactivating.subject}
            onClose={() => setInactivating(close)}
          />
        </>
      )}

      <Drawer
        open={viewing !== null}
        onClose={() => setViewingId(null)}
        title={viewing ? `${viewing.participantId} - ${viewing.fullName}` : 'Participant'}
        size="large"
        destroyOnHidden
      >
        {viewing && (
          <Flex vertical gap={24}>
            <ParticipantDetails participant={viewing} />
            <div>
              <Typography.Title level={3} style={{ fontSize: 18 }}>
                History
              </Typography.Title>
              <HistoryTimeline stream={`participant-${viewing.id}`} />
            </div>
          </Flex>
        )}
      </Drawer>
    </Flex>
  );
}
