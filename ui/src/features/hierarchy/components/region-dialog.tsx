import { createRegionSchema } from '@pm/domain';
import { Form, Input, Modal } from 'antd';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import type { Region } from '../api/get-regions';
import { useCreateRegion, useUpdateRegion } from '../api/write-region';

const rule = (field: string) => [zodRule(createRegionSchema, field)];

interface RegionDialogProps {
  readonly open: boolean;
  /** The region being edited; absent to add a new one. */
  readonly region?: Region | null;
  readonly onClose: () => void;
}

export function RegionDialog({ open, region, onClose }: RegionDialogProps) {
  const [form] = Form.useForm();
  const onError = (error: Error) => showServerFieldErrors(form, error);
  const create = useCreateRegion({ onSuccess: onClose, onError });
  const update = useUpdateRegion({ onSuccess: onClose, onError });
  const pending = create.isPending || update.isPending;

  const submit = async () => {
    const input = await parseForm(createRegionSchema, form);
    if (!input) return;
    if (region) update.mutate({ id: region.id, name: input.name, description: input.description });
    else create.mutate(input);
  };

  return (
    <Modal
      open={open}
      title={region ? `Edit ${region.name}` : 'Add Region'}
      okText={region ? 'Save Changes' : 'Create Region'}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="region"
        layout="vertical"
        preserve={false}
        initialValues={
          region
            ? { name: region.name, description: region.description ?? '' }
            : { name: '', description: '' }
        }
        onFinish={submit}
      >
        <Form.Item name="name" label="Region Name" required rules={rule('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={rule('description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
