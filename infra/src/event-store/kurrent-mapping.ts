import {
  ANY,
  type AppendStreamState,
  type RecordedEvent as KurrentRecordedEvent,
  NO_STREAM,
  type ReadPosition,
  START,
} from '@kurrent/kurrentdb-client';
import type { ExpectedVersion } from './port';

/** How the KurrentDB adapter maps the port's positions, expected versions and metadata. */

/**
 * How far back (in events of the stream) a retried command is recognised. A retry arrives within
 * seconds of its first attempt and aggregate streams are written one command at a time.
 */
export const DUPLICATE_WINDOW = 100;

/**
 * Metadata key holding a random id per append attempt. Stripped again on read: readers only ever
 * see the port's EventMetadata.
 */
export const ATTEMPT_KEY = 'appendAttempt';

/**
 * Global positions are the events' commit positions. To resume after a position we pass it as both
 * commit and prepare position: that is exact when every event has prepare == commit, which holds for
 * events written by the plain appends of recent servers (each event is its own log record). A
 * position that is not a record start would be rejected by the server, not silently misread.
 */
export const resumeFrom = (after: bigint): ReadPosition =>
  after > 0n ? { commit: after, prepare: after } : START;

export const isSystem = (event: KurrentRecordedEvent): boolean =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

export const streamStateFor = (expected: ExpectedVersion): AppendStreamState => {
  switch (expected.kind) {
    case 'noStream':
      return NO_STREAM;
    case 'exact':
      return BigInt(expected.version);
    case 'any':
      // Tooling only; commands always pass noStream or an exact version.
      return ANY;
  }
};
