import type { Decider } from '../../shared/decider';
import type { DocumentCommand } from './commands';
import { decide } from './decide';
import type { DocumentEvent } from './events';
import { type DocumentState, evolve, initialState } from './state';

export type * from './commands';
export type * from './events';
export type { DocumentState } from './state';

export const documentStream = (id: number): string => `document-${id}`;
export const documentDecider: Decider<DocumentCommand, DocumentEvent, DocumentState> = {
  decide,
  evolve,
  initialState,
};
