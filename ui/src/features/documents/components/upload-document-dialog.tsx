import { DEFAULT_DOCUMENT_TYPE, uploadDocumentFieldsSchema } from '@pm/domain/documents/schemas';
import { Form, type FormInstance, Input, Select } from 'antd';
import { type ChangeEvent, useEffect, useState } from 'react';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useUploadDocument } from '../api/document-commands';
import type { DocumentType } from '../api/get-documents';
import { ACCEPT, fileProblem, formatFileSize } from './document-format';

const rule = (field: string) => [zodRule(uploadDocumentFieldsSchema, field)];

export const FILE_INPUT_ID = 'document-file';
const FILE_HELP_ID = 'document-file-help';

/** The type an upload starts with: the active type named Report, else none (the server then picks Report). */
export const defaultTypeId = (types: readonly DocumentType[]): number | null =>
  types.find((type) => type.isActive && type.name.toLowerCase() === DEFAULT_DOCUMENT_TYPE.toLowerCase())
    ?.id ?? null;

/** The types a document may be filed under (the document's current one stays offered while editing). */
export const typeOptions = (types: readonly DocumentType[], keep: number | null = null) =>
  types
    .filter((type) => type.isActive || type.id === keep)
    .map((type) => ({ value: type.id, label: type.name }));

/** A file's name without its extension: the title an upload suggests. */
export const titleFromFileName = (name: string): string => name.replace(/\.[^.]+$/, '').trim();

interface UploadDocumentDialogProps extends DialogProps {
  readonly types: readonly DocumentType[];
  readonly typesLoading: boolean;
}

/** The types may arrive after the dialog opened: Report is then chosen once they do. */
function useDefaultType(form: FormInstance, types: readonly DocumentType[], open: boolean) {
  useEffect(() => {
    const id = defaultTypeId(types);
    if (open && id !== null && form.getFieldValue('documentTypeId') === undefined)
      form.setFieldValue('documentTypeId', id);
  }, [types, open, form]);
}

/** The File field: what is wrong with the file chosen, or its name and size, or what may be chosen. */
function FileItem({
  file,
  problem,
  onPick,
}: {
  readonly file: File | null;
  readonly problem: string | null;
  readonly onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Form.Item
      label={t('File')}
      htmlFor={FILE_INPUT_ID}
      required
      validateStatus={problem ? 'error' : undefined}
      help={problem ? <span id={FILE_HELP_ID}>{problem}</span> : undefined}
      extra={
        file && !problem
          ? `${file.name} (${formatFileSize(file.size)})`
          : t('PDF, Word, Excel or PowerPoint, less than 1 MB')
      }
    >
      <input
        id={FILE_INPUT_ID}
        type="file"
        accept={ACCEPT}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? FILE_HELP_ID : undefined}
        onChange={onPick}
        style={{ maxWidth: '100%' }}
      />
    </Form.Item>
  );
}

/**
 * The file chosen and what is wrong with it for the chosen type; `check` looks again (another type), and
 * `submit` sends the file with the form's fields once both are right.
 */
function useUpload(form: FormInstance, type: DocumentType | undefined, onClose: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDocument({
    onSuccess: onClose,
    onError: (error) => {
      showServerFieldErrors(form, error);
      // the server's word on the file itself (its real format, its size) shows under the file too
      if (isApiError(error) && error.details?.file) setProblem(error.details.file);
    },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen, type) : null);
    if (chosen && !String(form.getFieldValue('title') ?? '').trim())
      form.setFieldValue('title', titleFromFileName(chosen.name));
  };
  const check = (next: DocumentType | undefined) => {
    if (file) setProblem(fileProblem(file, next));
  };

  const submit = async () => {
    const fields = await parseForm(uploadDocumentFieldsSchema, form);
    const checked = fileProblem(file, type);
    setProblem(checked);
    if (!fields || checked || !file) return;
    upload.mutate({
      title: fields.title,
      description: fields.description,
      documentTypeId: fields.documentTypeId,
      file,
    });
  };
  return { file, problem, onPick, check, submit, pending: upload.isPending };
}

/**
 * Upload Document: the file (PDF, Word, Excel or PowerPoint, at most 1 MB), title, description and
 * document type (Report by default). The file is checked here against the type's limits before it is sent.
 */
export function UploadDocumentDialog({ types, typesLoading, ...dialog }: UploadDocumentDialogProps) {
  const [form] = Form.useForm();
  const typeId: unknown = Form.useWatch('documentTypeId', form);
  const type = types.find((candidate) => candidate.id === typeId);
  useDefaultType(form, types, dialog.open);
  const { file, problem, onPick, check, submit, pending } = useUpload(form, type, dialog.onClose);

  return (
    <ModalForm
      {...dialog}
      title={t('Upload Document')}
      okText={t('Upload')}
      pendingText={t('Uploading...')}
      pending={pending}
      form={form}
      name="upload-document"
      initialValues={{ title: '', description: '', documentTypeId: defaultTypeId(types) ?? undefined }}
      onSubmit={submit}
    >
      <FileItem file={file} problem={problem} onPick={onPick} />
      <Form.Item name="title" label={t('Title')} required rules={rule('title')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} rules={rule('description')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="documentTypeId" label={t('Document Type')} rules={rule('documentTypeId')}>
        <Select
          loading={typesLoading}
          placeholder={DEFAULT_DOCUMENT_TYPE}
          options={typeOptions(types)}
          onChange={(next: number) => check(types.find((candidate) => candidate.id === next))}
        />
      </Form.Item>
    </ModalForm>
  );
}
