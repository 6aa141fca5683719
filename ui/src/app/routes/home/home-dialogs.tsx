import { RecordPaymentDialog } from '@/features/contributions/components/record-payment-dialog';
import { ParticipantDialog, type ProjectChoice } from '@/features/participants/components/participant-dialog';
import type { Disclosure } from '@/lib/use-disclosure';

interface HomeDialogsProps {
  readonly canAddParticipant: boolean;
  readonly canRecordPayment: boolean;
  readonly adding: Disclosure<never>;
  readonly recording: Disclosure<never>;
  readonly projectChoice: ProjectChoice;
  readonly projectId: number | undefined;
}

/**
 * The real Add Participant and Record Payment dialogs the quick actions open (composed here: features do
 * not import each other).
 */
export function HomeDialogs(props: HomeDialogsProps) {
  const { canAddParticipant, canRecordPayment, adding, recording, projectChoice, projectId } = props;
  return (
    <>
      {canAddParticipant && (
        <ParticipantDialog
          key={`add-participant-${adding.key}`}
          {...adding.props}
          projectChoice={projectChoice}
        />
      )}
      {canRecordPayment && (
        <RecordPaymentDialog
          key={`record-payment-${recording.key}`}
          {...recording.props}
          projectId={projectId}
        />
      )}
    </>
  );
}
