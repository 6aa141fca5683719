import type { Participant } from '@/features/participants/api/get-participants';
import { BulkUploadDialog } from '@/features/participants/components/bulk-upload-dialog';
import { InactivateDialog } from '@/features/participants/components/inactivate-dialog';
import { ParticipantDialog, type ProjectChoice } from '@/features/participants/components/participant-dialog';
import type { Disclosure } from '@/lib/use-disclosure';

interface ParticipantDialogsProps {
  readonly editing: Disclosure<Participant>;
  readonly uploading: Disclosure<never>;
  readonly inactivating: Disclosure<Participant>;
  readonly projectChoice: ProjectChoice;
}

/** Add or edit a participant, bulk upload, and inactivate, each a fresh form at every opening. */
export function ParticipantDialogs({
  editing,
  uploading,
  inactivating,
  projectChoice,
}: ParticipantDialogsProps) {
  return (
    <>
      <ParticipantDialog
        key={`edit-${editing.key}`}
        {...editing.props}
        participant={editing.subject}
        projectChoice={projectChoice}
      />
      <BulkUploadDialog key={`upload-${uploading.key}`} {...uploading.props} />
      <InactivateDialog
        key={`inactivate-${inactivating.key}`}
        {...inactivating.props}
        participant={inactivating.subject}
      />
    </>
  );
}
