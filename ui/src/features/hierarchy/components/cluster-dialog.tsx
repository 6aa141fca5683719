import { createClusterSchema } from '@pm/domain';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import type { Cluster } from '../api/get-clusters';
import type { Region } from '../api/get-regions';
import { useCreateCluster, useUpdateCluster } from '../api/write-cluster';

/** Editing keeps the cluster in its region (PUT /api/clusters/{id} changes name, description, status). */
const editClusterSchema = createClusterSchema.pick({ name: true, description: true });

interface ClusterDialogProps {
  readonly open: boolean;
  /** The cluster being edited; absent to add a new one. */
  readonly cluster?: Cluster | null;
  /** Regions a new cluster may go to (the active ones). */
  readonly regions: readonly Region[];
  readonly onClose: () => void;
}

export function ClusterDialog({ open, cluster, regions, onClose }: ClusterDialogProps) {
  const [form] = Form.useForm();
  const onError = (error: Error) => showServerFieldErrors(form, error);
  const create = useCreateCluster({ onSuccess: onClose, onError });
  const update = useUpdateCluster({ onSuccess: onClose, onError });
  const pending = create.isPending || update.isPending;
  const schema = cluster ? editClusterSchema : createClusterSchema;
  const rule = (field: string) => [zodRule(schema, field)];

  const submit = async () => {
    if (cluster) {
      const input = await parseForm(editClusterSchema, form);
      if (input) update.mutate({ id: cluster.id, name: input.name, description: input.description });
    } else {
      const input = await parseForm(createClusterSchema, form);
      if (input) create.mutate(input);
    }
  };

  return (
    <Modal
      open={open}
      title={cluster ? `Edit ${cluster.name}` : 'Add Cluster'}
      okText={cluster ? 'Save Changes' : 'Create Cluster'}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="cluster"
        layout="vertical"
        preserve={false}
        initialValues={
          cluster
            ? { name: cluster.name, description: cluster.description ?? '' }
            : { name: '', description: '' }
        }
        onFinish={submit}
      >
        <Form.Item name="name" label="Cluster Name" required rules={rule('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={rule('description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        {cluster ? (
          <Typography.Paragraph type="secondary">Region: {cluster.regionName ?? '-'}</Typography.Paragraph>
        ) : (
          <Form.Item name="regionId" label="Region" required rules={rule('regionId')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose the region"
              options={regions.map((region) => ({ value: region.id, label: region.name }))}
            />
          </Form.Item>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
