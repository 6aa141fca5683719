import { DetailsDrawer } from '@/components/details-drawer';
import { HistoryTimeline } from '@/features/history/components/history-timeline';
import type { Participant } from '@/features/participants/api/get-participants';
import { ParticipantDetails } from '@/features/participants/components/participant-details';
import { t } from '@/i18n';

interface ParticipantDrawerProps {
  readonly participant: Participant | null;
  readonly onClose: () => void;
}

/** The details and history of the participant viewed (closed when none is). */
export function ParticipantDrawer({ participant: viewing, onClose }: ParticipantDrawerProps) {
  return (
    <DetailsDrawer
      open={viewing !== null}
      title={viewing ? `${viewing.participantId} - ${viewing.fullName}` : t('Participant')}
      onClose={onClose}
      details={viewing && <ParticipantDetails participant={viewing} />}
      history={
        viewing && (
          <HistoryTimeline
            stream={`participant-${viewing.id}`}
            resolve={(key) => (key === 'projectId' ? (viewing.projectCode ?? undefined) : undefined)}
          />
        )
      }
    />
  );
}
