import { businessDate } from '../../shared/dates';
import { assertNever } from '../../shared/decider';
import { ConflictError, msg, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { placeInProject } from '../../shared/place';
import type { AssetCommand } from './commands';
import { ASSET_CONDITIONS, type AssetEvent } from './events';
import type { AssetState } from './state';

/** Conditions only move forward: Good → Obsolete → Disposed (Good → Disposed directly too). */
const rank = (condition: (typeof ASSET_CONDITIONS)[number]): number => ASSET_CONDITIONS.indexOf(condition);

export const decide = (command: AssetCommand, state: AssetState): AssetEvent[] => {
  if (command.type === 'RegisterAsset') {
    if (state.status !== 'none') throw new ConflictError('This asset already exists');
    const { project, ...rest } = command.data;
    const place = placeInProject(project, 'Assets cannot be added to an inactive project');
    return [
      {
        type: 'AssetRegistered',
        data: { ...rest, ...place, registeredOn: businessDate(command.metadata.now) },
      },
    ];
  }
  if (state.status !== 'registered') throw new NotFoundError('Asset not found');
  switch (command.type) {
    case 'ChangeAssetCondition': {
      const { condition, disposalPrice, disposalDate } = command.data;
      if (rank(condition) <= rank(state.condition))
        throw new RuleViolation(
          condition === state.condition
            ? msg`The asset is already ${{ condition }}`
            : msg`An asset's condition cannot go back from ${{ from: state.condition }} to ${{ to: condition }}`,
        );
      if (disposalDate > businessDate(command.metadata.now))
        throw new ValidationError('Disposal date cannot be in the future', {
          disposalDate: 'Disposal date cannot be in the future',
        });
      if (disposalDate < state.registeredOn) {
        const message = msg`Disposal date cannot be before the asset was registered on ${{ registeredOn: state.registeredOn }}`;
        throw new ValidationError(message, { disposalDate: message.text });
      }
      return [
        {
          type: 'AssetConditionChanged',
          data: { assetId: state.assetId, from: state.condition, condition, disposalPrice, disposalDate },
        },
      ];
    }
    case 'DeleteAsset':
      return [{ type: 'AssetDeleted', data: { assetId: state.assetId, deletedAt: command.metadata.now } }];
    default:
      return assertNever(command);
  }
};
