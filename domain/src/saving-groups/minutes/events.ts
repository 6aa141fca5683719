import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { GroupPlace } from '../shared';

/** A file kept with the product's data (`stored_files`); the hash lets an auditor check its bytes. */
export interface StoredFileRef {
  fileId: number;
  originalName: string;
  fileSize: number;
  mimeType: string;
  sha256: string;
}

/** What the minutes say: the meetings screen writes them, the reports screen uploads them as a PDF. */
export interface MinutesContent {
  /** 'YYYY-MM-DD' */
  meetingDate: string;
  agenda: string | null;
  discussions: string | null;
  decisions: string | null;
  /** Member ids of the group who attended. */
  attendees: number[];
  nextMeetingDate: string | null;
  description: string | null;
  file: StoredFileRef | null;
}

/** Minutes of a group's meeting (`minutes-N`), placed like the group. */
export type MinutesRecorded = DomainEvent<
  'MinutesRecorded',
  { minutesId: number; groupId: number } & GroupPlace & MinutesContent & { recordedBy: Recorder }
>;

export type MinutesEvent = MinutesRecorded;
