import { assertNever } from '../../shared/decider';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { detailsChange, recordChange, statusChange } from '../shared';
import type { RegionCommand } from './commands';
import type { RegionEvent } from './events';
import type { RegionState } from './state';

export const decide = (command: RegionCommand, state: RegionState): RegionEvent[] => {
  if (command.type === 'CreateRegion') {
    if (state.status !== 'none') throw new ConflictError('This region already exists');
    return [{ type: 'RegionCreated', data: command.data }];
  }
  if (state.status === 'none') throw new NotFoundError('Region not found');
  const id = { regionId: state.regionId };
  switch (command.type) {
    case 'ChangeRegionDetails':
      return recordChange('RegionDetailsChanged', id, detailsChange(state, command.data));
    case 'SetRegionStatus':
      return recordChange('RegionStatusChanged', id, statusChange(state, command.data));
    default:
      return assertNever(command);
  }
};
