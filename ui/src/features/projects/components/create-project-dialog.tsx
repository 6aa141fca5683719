import { createProjectSchema } from '@pm/domain';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import { useCreateProject } from '../api/create-project';

export interface ClusterOption {
  readonly value: number;
  readonly label: string;
}

interface CreateProjectDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /**
   * The clusters a SuperAdmin chooses from (the choice is then required); null hides the picker, for a
   * ClusterAdmin whose projects always go to its own cluster.
   */
  readonly clusterOptions: readonly ClusterOption[] | null;
  readonly clustersLoading?: boolean;
}

const rule = (field: string) => [zodRule(createProjectSchema, field)];

export function CreateProjectDialog({
  open,
  onClose,
  clusterOptions,
  clustersLoading,
}: CreateProjectDialogProps) {
  const [form] = Form.useForm();
  const create = useCreateProject({
    onSuccess: onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    const input = await parseForm(createProjectSchema, form);
    if (input) create.mutate(input);
  };

  return (
    <Modal
      open={open}
      title="Add Project"
      okText={create.isPending ? 'Creating...' : 'Create Project'}
      confirmLoading={create.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="create-project"
        layout="vertical"
        preserve={false}
        initialValues={{ code: '', name: '', description: '', isActive: true }}
        onFinish={submit}
      >
        <Form.Item name="code" label="Project Code" required rules={rule('code')} extra="For example KE0420">
          <Input autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item name="name" label="Project Name" required rules={rule('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={rule('description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        {clusterOptions && (
          <Form.Item
            name="clusterId"
            label="Cluster"
            required
            rules={[{ required: true, message: 'Please select a cluster' }, ...rule('clusterId')]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={clustersLoading}
              options={[...clusterOptions]}
              placeholder="Choose the cluster"
            />
          </Form.Item>
        )}
        <Form.Item name="isActive" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
        {/* lets Enter in a field submit the form */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
