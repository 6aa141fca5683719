import type { Role } from '@pm/domain/access/roles';
import type { DocumentCategory, DocumentRow, DocumentType } from '@/features/documents/api/get-documents';
import { DocumentDetailsDrawer } from '@/features/documents/components/document-details-drawer';
import { EditDocumentDialog } from '@/features/documents/components/edit-document-dialog';
import { ReviewDocumentDialog } from '@/features/documents/components/review-document-dialog';
import { UploadDocumentDialog } from '@/features/documents/components/upload-document-dialog';
import type { Disclosure } from '@/lib/use-disclosure';

interface DocumentDialogsProps {
  readonly canUpload: boolean;
  readonly types: readonly DocumentType[];
  readonly typesLoading: boolean;
  readonly categories: readonly DocumentCategory[];
  readonly uploading: Disclosure<never>;
  readonly editing: Disclosure<DocumentRow>;
  readonly reviewing: Disclosure<DocumentRow>;
  readonly details: Disclosure<DocumentRow>;
  /** The document in the Details drawer, as the list now has it. */
  readonly detailed: DocumentRow | null;
  readonly role: Role | null;
}

/** Upload (to the roles that upload), Edit and Review, and the Details drawer. */
export function DocumentDialogs(props: DocumentDialogsProps) {
  const { canUpload, types, typesLoading, categories, uploading, editing, reviewing, details } = props;
  return (
    <>
      {canUpload && (
        <UploadDocumentDialog
          key={`upload-${uploading.key}`}
          {...uploading.props}
          types={types}
          typesLoading={typesLoading}
        />
      )}
      <EditDocumentDialog
        key={`edit-${editing.key}`}
        {...editing.props}
        doc={editing.subject}
        types={types}
        categories={categories}
      />
      <ReviewDocumentDialog key={`review-${reviewing.key}`} {...reviewing.props} doc={reviewing.subject} />
      <DocumentDetailsDrawer {...details.props} doc={props.detailed} role={props.role} />
    </>
  );
}
