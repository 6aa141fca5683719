import { createProjectSchema } from '@pm/domain';
import { Form, Input, Switch } from 'antd';
import { CodeItem, SearchSelect } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useCreateProject } from '../api/create-project';

export interface ClusterOption {
  readonly value: number;
  readonly label: string;
}

interface CreateProjectDialogProps extends DialogProps {
  /**
   * The clusters a SuperAdmin chooses from (the choice is then required); null hides the picker, for a
   * ClusterAdmin whose projects always go to its own cluster.
   */
  readonly clusterOptions: readonly ClusterOption[] | null;
  readonly clustersLoading?: boolean;
}

const rule = (field: string) => [zodRule(createProjectSchema, field)];

export function CreateProjectDialog({
  clusterOptions,
  clustersLoading,
  ...dialog
}: CreateProjectDialogProps) {
  const [form] = Form.useForm();
  const create = useCreateProject({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    const input = await parseForm(createProjectSchema, form);
    if (input) create.mutate(input);
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Add Project')}
      okText={t('Create Project')}
      pendingText={t('Creating...')}
      pending={create.isPending}
      form={form}
      name="create-project"
      initialValues={{ code: '', name: '', description: '', isActive: true }}
      onSubmit={submit}
    >
      <CodeItem name="code" label={t('Project Code')} rules={rule('code')} example="KE0420" maxLength={20} />
      <Form.Item name="name" label={t('Project Name')} required rules={rule('name')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} rules={rule('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      {clusterOptions && (
        <Form.Item
          name="clusterId"
          label={t('Cluster')}
          required
          rules={[{ required: true, message: t('Please select a cluster') }, ...rule('clusterId')]}
        >
          <SearchSelect
            loading={clustersLoading}
            options={[...clusterOptions]}
            placeholder={t('Choose the cluster')}
          />
        </Form.Item>
      )}
      <Form.Item name="isActive" label={t('Active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
