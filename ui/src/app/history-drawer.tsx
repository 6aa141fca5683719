import { Drawer } from 'antd';
import { HistoryTimeline } from '../features/history/components/history-timeline';

export interface HistorySubject {
  /** The event stream, e.g. group-12, loan-4, emergency-fund-2. */
  readonly stream: string;
  readonly title: string;
}

/** The money history of one group, loan or fund: every event with who did it and when. */
export function HistoryDrawer({
  subject,
  onClose,
}: {
  readonly subject: HistorySubject | null;
  readonly onClose: () => void;
}) {
  return (
    <Drawer
      open={subject !== null}
      onClose={onClose}
      title={subject?.title ?? 'History'}
      size="large"
      destroyOnHidden
    >
      {subject && <HistoryTimeline stream={subject.stream} />}
    </Drawer>
  );
}
