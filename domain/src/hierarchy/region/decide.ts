import { assertNever } from '../../shared/decider';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { detailsChange } from '../shared';
import type { RegionCommand } from './commands';
import type { RegionEvent } from './events';
import type { RegionState } from './state';

export const decide = (command: RegionCommand, state: RegionState): RegionEvent[] => {
  if (command.type === 'CreateRegion') {
    if (state.status !== 'none') throw new ConflictError('This region already exists');
    return [{ type: 'RegionCreated', data: command.data }];
  }
  if (state.status === 'none') throw new NotFoundError('Region not found');
  switch (command.type) {
    case 'ChangeRegionDetails': {
      const change = detailsChange(state, command.data);
      return change ? [{ type: 'RegionDetailsChanged', data: change }] : [];
    }
    case 'SetRegionStatus':
      return (state.status === 'active') === command.data.isActive
        ? []
        : [{ type: 'RegionStatusChanged', data: { isActive: command.data.isActive } }];
    default:
      return assertNever(command);
  }
};
