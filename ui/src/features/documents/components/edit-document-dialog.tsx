import { updateDocumentSchema } from '@pm/domain/documents/schemas';
import { Form, Input, Select } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useUpdateDocument } from '../api/document-commands';
import type { DocumentCategory, DocumentRow, DocumentType } from '../api/get-documents';
import { typeOptions } from './upload-document-dialog';

const rule = (field: string) => [zodRule(updateDocumentSchema, field)];

interface EditDocumentDialogProps extends DialogProps {
  readonly doc: DocumentRow | null;
  readonly types: readonly DocumentType[];
  readonly categories: readonly DocumentCategory[];
}

/** Edit Document: title, description, type and category (the file itself is never replaced). */
export function EditDocumentDialog({ doc, types, categories, ...dialog }: EditDocumentDialogProps) {
  const [form] = Form.useForm();
  const update = useUpdateDocument({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    const body = await parseForm(updateDocumentSchema, form);
    if (body && doc) update.mutate({ id: doc.id, body });
  };

  return (
    <ModalForm
      {...dialog}
      title={doc ? t('Edit Document: {{title}}', { title: doc.title }) : t('Edit Document')}
      okText={t('Save Changes')}
      pendingText={t('Saving...')}
      pending={update.isPending}
      form={form}
      name="edit-document"
      initialValues={{
        title: doc?.title ?? '',
        description: doc?.description ?? '',
        documentTypeId: doc?.documentTypeId ?? undefined,
        documentCategoryId: doc?.documentCategoryId ?? undefined,
      }}
      onSubmit={submit}
    >
      <Form.Item name="title" label={t('Title')} required rules={rule('title')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} rules={rule('description')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="documentTypeId" label={t('Document Type')} rules={rule('documentTypeId')}>
        <Select
          allowClear
          options={typeOptions(types, doc?.documentTypeId ?? null)}
          onChange={(next: number | undefined) => {
            // a type belongs to a category: choosing it files the document there too
            const categoryId = types.find((type) => type.id === next)?.categoryId;
            if (categoryId) form.setFieldValue('documentCategoryId', categoryId);
          }}
        />
      </Form.Item>
      <Form.Item name="documentCategoryId" label={t('Category')} rules={rule('documentCategoryId')}>
        <Select
          allowClear
          options={categories
            .filter((category) => category.isActive || category.id === doc?.documentCategoryId)
            .map((category) => ({ value: category.id, label: category.name }))}
        />
      </Form.Item>
    </ModalForm>
  );
}
