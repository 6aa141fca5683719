import { createHash } from 'node:crypto';

/**
 * Namespace of the event ids this product derives (a fixed random UUID). Changing it would give a
 * retried command different ids than its first attempt, so it must never change.
 */
export const EVENT_ID_NAMESPACE = '6f1f3a52-8c1e-4c5b-9d0a-2b7e4f9c1d38';

const namespaceBytes = Buffer.from(EVENT_ID_NAMESPACE.replaceAll('-', ''), 'hex');

/**
 * The id of the `index`-th event appended by command `commandId`: a name-based UUID (version 5,
 * RFC 9562), so that a retried command produces the very same ids and a store can recognise it.
 */
export const eventIdFor = (commandId: string, index: number): string => {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`event index must be a non-negative integer: ${index}`);
  const hash = createHash('sha1').update(namespaceBytes).update(`${commandId}:${index}`, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Ids of the events of one command, in order. */
export const eventIdsFor = (commandId: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => eventIdFor(commandId, i));
