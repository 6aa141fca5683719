import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useVisitations } from '@/features/saving-groups/api/visitations';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { RecordVisitationDialog } from '@/features/saving-groups/components/record-visitation-dialog';
import { VisitationsTable } from '@/features/saving-groups/components/visitations-table';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { useQuickAddRequest } from '../shell/quick-add';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * /saving-groups/visitations (the facilitator dashboard's Visitations link; the specification names the
 * entity only): visits to the groups in scope, or to one group (?groupId=), and Record Visit.
 */
export default function VisitationsPage() {
  const { token } = theme.useToken();
  const { user } = useSignedInUser();
  const { canManage, groups, loading: groupsLoading } = useMinistryPage();
  const [groupId, setGroupId] = useIdParam('groupId');
  const visitations = useVisitations(groupId ?? undefined);
  const recording = useDisclosure();
  useQuickAddRequest(() => recording.open(), canManage);
  const visitor = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Group Visitations')}
        subtitle={t('Visits to the saving groups: what was found and what follows')}
        actions={
          canManage && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => recording.open()}>
              {t('Record Visit')}
            </Button>
          )
        }
      />
      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} allowAll />
      <LoadError what={t('visits')} error={visitations.error} />
      <VisitationsTable visitations={visitations.data ?? []} loading={visitations.isLoading} />
      {canManage && (
        <RecordVisitationDialog
          key={`visit-${recording.key}`}
          {...recording.props}
          groups={groups}
          defaultGroupId={groupId}
          visitorName={visitor}
        />
      )}
    </Flex>
  );
}
