import { createProjectSchema } from '@pm/domain';
import { Form, Input } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { Project } from '../api/get-projects';
import { useUpdateProjectDetails } from '../api/update-project';

/** Name and description are editable; the code is the project's identity and stays fixed. */
const editProjectSchema = createProjectSchema.pick({ name: true, description: true });

const rule = (field: string) => [zodRule(editProjectSchema, field)];

interface EditProjectDialogProps extends DialogProps {
  readonly project: Project | null;
}

export function EditProjectDialog({ project, ...dialog }: EditProjectDialogProps) {
  const [form] = Form.useForm();
  const update = useUpdateProjectDetails({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  if (!project) return null;

  const submit = async () => {
    const input = await parseForm(editProjectSchema, form);
    if (input) update.mutate({ id: project.id, name: input.name, description: input.description });
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Edit {{name}}', { name: project.code })}
      okText={t('Save Changes')}
      pendingText={t('Saving...')}
      pending={update.isPending}
      form={form}
      name="edit-project"
      initialValues={{ name: project.name, description: project.description ?? '' }}
      onSubmit={submit}
    >
      <Form.Item name="name" label={t('Project Name')} required rules={rule('name')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} rules={rule('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </ModalForm>
  );
}
