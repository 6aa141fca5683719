import { hasCapability } from '@pm/domain/access/policy';
import { Flex, Result, theme } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { CreateGroupForm } from '@/features/saving-groups/components/create-group-form';
import { t } from '@/i18n';
import { useParticipantProjectChoice, useSelectedProjectId } from '../project-scope';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * /saving-groups/create (spec: screens "Create New Saving Group"): the six sections; a SuperAdmin or ClusterAdmin
 * picks the project, everyone else creates in their own. On success the user goes to the groups.
 */
export default function CreateSavingGroupPage() {
  const { user, actor } = useSignedInUser();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const projectId = useSelectedProjectId();
  // the same choice as a new participant's: the header's project preselected, a project-level user's fixed
  const projectChoice = useParticipantProjectChoice(user, projectId);
  const toGroups = () => navigate('/saving-groups/groups');

  if (!hasCapability(actor, 'savingGroups.manage'))
    return (
      <Result
        status="403"
        title={t('Create New Saving Group')}
        subTitle={t('Your role cannot register saving groups.')}
      />
    );

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Create New Saving Group')}
        subtitle={t('Register a savings group with its leaders, meetings and rules')}
      />
      <CreateGroupForm projectChoice={projectChoice} onCreated={toGroups} onCancel={toGroups} />
    </Flex>
  );
}
