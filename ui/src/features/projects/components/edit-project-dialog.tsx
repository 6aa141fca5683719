import { createProjectSchema } from '@pm/domain';
import { Form, Input, Modal } from 'antd';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import type { Project } from '../api/get-projects';
import { useUpdateProjectDetails } from '../api/update-project';

/** Name and description are editable; the code is the project's identity and stays fixed. */
const editProjectSchema = createProjectSchema.pick({ name: true, description: true });

const rule = (field: string) => [zodRule(editProjectSchema, field)];

interface EditProjectDialogProps {
  readonly open: boolean;
  readonly project: Project | null;
  readonly onClose: () => void;
}

export function EditProjectDialog({ open, project, onClose }: EditProjectDialogProps) {
  const [form] = Form.useForm();
  const update = useUpdateProjectDetails({ onSuccess: onClose });

  const submit = async () => {
    if (!project) return;
    const input = await parseForm(editProjectSchema, form);
    if (!input) return;
    update.mutate(
      { id: project.id, name: input.name, description: input.description },
      { onError: (error) => showServerFieldErrors(form, error) },
    );
  };

  return (
    <Modal
      open={open && project !== null}
      title={project ? `Edit ${project.code}` : 'Edit project'}
      okText={update.isPending ? 'Saving...' : 'Save Changes'}
      confirmLoading={update.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {project && (
        <Form
          form={form}
          name="edit-project"
          layout="vertical"
          preserve={false}
          initialValues={{ name: project.name, description: project.description ?? '' }}
          onFinish={submit}
        >
          <Form.Item name="name" label="Project Name" required rules={rule('name')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="description" label="Description" rules={rule('description')}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}
