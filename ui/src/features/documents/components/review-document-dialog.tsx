import { type ReviewStatus, reviewDocumentSchema } from '@pm/domain/documents/schemas';
import { Form, Input, Radio, Typography } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t, tKey } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useReviewDocument } from '../api/document-commands';
import type { DocumentRow, DocumentStatus } from '../api/get-documents';
import { statusText } from './document-format';

/** The decisions a reviewer is offered, by what each does. */
export const REVIEW_CHOICES: readonly { readonly value: ReviewStatus; readonly label: string }[] = [
  { value: 'Under Review', label: tKey('Start review') },
  { value: 'Approved', label: tKey('Approve') },
  { value: 'Rejected', label: tKey('Reject') },
];

/** A pending document may be taken under review or decided at once; one under review only decided. */
export const reviewChoicesFor = (status: DocumentStatus) =>
  REVIEW_CHOICES.filter((choice) => choice.value !== 'Under Review' || status === 'Pending');

interface ReviewDocumentDialogProps extends DialogProps {
  readonly doc: DocumentRow | null;
}

/** Review: start the review, approve, or reject with notes (the uploader reads them in Details). */
export function ReviewDocumentDialog({ doc, ...dialog }: ReviewDocumentDialogProps) {
  const [form] = Form.useForm();
  const status: unknown = Form.useWatch('status', form);
  const review = useReviewDocument({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    const body = await parseForm(reviewDocumentSchema, form);
    if (body && doc) review.mutate({ id: doc.id, body });
  };

  return (
    <ModalForm
      {...dialog}
      title={doc ? t('Review Document: {{title}}', { title: doc.title }) : t('Review Document')}
      okText={t('Submit Review')}
      pendingText={t('Submitting...')}
      pending={review.isPending}
      danger={status === 'Rejected'}
      form={form}
      name="review-document"
      initialValues={{ notes: doc?.reviewNotes ?? '' }}
      onSubmit={submit}
    >
      {doc && (
        <Typography.Paragraph type="secondary">
          {t('{{fileName}}, uploaded by {{name}}. Currently {{status}}.', {
            fileName: doc.fileName,
            name: doc.uploadedBy,
            status: statusText(doc.status),
          })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="status"
        label={t('Decision')}
        required
        rules={[{ required: true, message: t('Please choose a decision') }]}
      >
        <Radio.Group
          aria-label={t('Decision')}
          options={reviewChoicesFor(doc?.status ?? 'Pending').map((choice) => ({
            value: choice.value,
            label: t(choice.label),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="notes"
        label={t('Review notes')}
        required={status === 'Rejected'}
        rules={[zodRule(reviewDocumentSchema, 'notes')]}
        dependencies={['status']}
        extra={status === 'Rejected' ? t('Say why, so the uploader can correct the document') : undefined}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </ModalForm>
  );
}
