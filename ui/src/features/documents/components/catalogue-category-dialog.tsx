import { createDocumentCategorySchema } from '@pm/domain/documents/schemas';
import { Form, Input } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useCreateDocumentCategory, useUpdateDocumentCategory } from '../api/catalogue-commands';
import type { DocumentCategory } from '../api/get-documents';
import { categoryChanges } from './catalogue-format';

// Rename validates like Add: a name, and a description of at most 500 characters (blank is none).
const rule = (field: string) => [zodRule(createDocumentCategorySchema, field)];

interface CategoryDialogProps extends DialogProps {
  /** The category being renamed; null to add one. */
  readonly row: DocumentCategory | null;
}

/** Add Category, and Rename: the name and the description. */
export function CategoryDialog({ row, ...dialog }: CategoryDialogProps) {
  const [form] = Form.useForm();
  const onError = (error: Error) => showServerFieldErrors(form, error);
  const create = useCreateDocumentCategory({ onSuccess: dialog.onClose, onError });
  const update = useUpdateDocumentCategory({ onSuccess: dialog.onClose, onError });

  const submit = async () => {
    const input = await parseForm(createDocumentCategorySchema, form);
    if (!input) return;
    if (!row) {
      create.mutate(input);
      return;
    }
    const body = categoryChanges(row, input);
    if (Object.keys(body).length === 0) dialog.onClose();
    else update.mutate({ id: row.id, body });
  };

  return (
    <ModalForm
      {...dialog}
      title={row ? t('Rename {{name}}', { name: row.name }) : t('Add Category')}
      okText={row ? t('Save Changes') : t('Add Category')}
      pendingText={t('Saving...')}
      pending={create.isPending || update.isPending}
      form={form}
      name="document-category"
      initialValues={{ name: row?.name ?? '', description: row?.description ?? '' }}
      onSubmit={submit}
    >
      <Form.Item name="name" label={t('Category Name')} required rules={rule('name')}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} rules={rule('description')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </ModalForm>
  );
}
