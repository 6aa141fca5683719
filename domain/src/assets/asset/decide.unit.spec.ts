import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import {
  type AssetCondition,
  type AssetConditionChanged,
  type AssetRegistered,
  assetDecider,
  type ChangeAssetCondition,
  type RegisterAsset,
} from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' },
};
const place = { projectId: 1, clusterId: 2, regionId: 3 };
const spec = specFor(assetDecider);

const aRegistration = (overrides: Partial<RegisterAsset['data']> = {}): RegisterAsset => ({
  type: 'RegisterAsset',
  data: {
    assetId: 7,
    code: 'KE0420-LAP-01',
    name: 'Laptop',
    description: null,
    condition: 'Good',
    disposalPrice: null,
    project: { ...place, isActive: true },
    ...overrides,
  },
  metadata,
});
const registered = (condition: AssetCondition = 'Good'): AssetRegistered => ({
  type: 'AssetRegistered',
  data: {
    assetId: 7,
    code: 'KE0420-LAP-01',
    name: 'Laptop',
    description: null,
    condition,
    disposalPrice: null,
    registeredOn: '2026-11-25',
    ...place,
  },
});
const toCondition = (condition: AssetCondition, disposalDate = '2026-11-25'): ChangeAssetCondition => ({
  type: 'ChangeAssetCondition',
  data: { condition, disposalPrice: 150000, disposalDate },
  metadata,
});
const changed = (from: AssetCondition, condition: AssetCondition): AssetConditionChanged => ({
  type: 'AssetConditionChanged',
  data: { assetId: 7, from, condition, disposalPrice: 150000, disposalDate: '2026-11-25' },
});

describe('asset decider', () => {
  it('registers an asset in its project on the business day', () => {
    spec.given([]).when(aRegistration()).then([registered()]);
  });

  it('refuses an asset for an inactive project', () => {
    spec
      .given([])
      .when(aRegistration({ project: { ...place, isActive: false } }))
      .thenThrows(RuleViolation, 'Assets cannot be added to an inactive project');
  });

  it('refuses to register the same asset twice', () => {
    spec.given([registered()]).when(aRegistration()).thenThrows(ConflictError);
  });

  it('moves the condition forward from Good to Obsolete and then to Disposed', () => {
    spec
      .given([registered()])
      .when(toCondition('Obsolete'))
      .then([changed('Good', 'Obsolete')]);
    spec
      .given([registered(), changed('Good', 'Obsolete')])
      .when(toCondition('Disposed'))
      .then([changed('Obsolete', 'Disposed')]);
    spec
      .given([registered()])
      .when(toCondition('Disposed'))
      .then([changed('Good', 'Disposed')]);
  });

  it('never moves the condition back, nor to the condition it has', () => {
    spec
      .given([registered('Disposed')])
      .when(toCondition('Obsolete'))
      .thenThrows(RuleViolation, "An asset's condition cannot go back from Disposed to Obsolete");
    spec
      .given([registered(), changed('Good', 'Obsolete')])
      .when(toCondition('Good'))
      .thenThrows(RuleViolation, "An asset's condition cannot go back from Obsolete to Good");
    spec
      .given([registered('Obsolete')])
      .when(toCondition('Obsolete'))
      .thenThrows(RuleViolation, 'The asset is already Obsolete');
  });

  it('refuses a disposal dated in the future (Kenyan time)', () => {
    spec
      .given([registered()])
      .when(toCondition('Disposed', '2026-11-26'))
      .thenThrows(ValidationError, 'Disposal date cannot be in the future');
  });

  it('refuses a disposal dated before the asset entered the register (2005 on an asset added today)', () => {
    for (const date of ['2005-04-01', '2026-11-24'])
      spec
        .given([registered()])
        .when(toCondition('Disposed', date))
        .thenThrows(ValidationError, 'Disposal date cannot be before the asset was registered on 2026-11-25');
  });

  it('deletes an asset once; a deleted or unknown asset is not found', () => {
    const deleted = { type: 'AssetDeleted' as const, data: { assetId: 7, deletedAt: metadata.now } };
    const deleteAsset = { type: 'DeleteAsset' as const, data: {}, metadata };
    spec.given([registered()]).when(deleteAsset).then([deleted]);
    spec.given([registered(), deleted]).when(deleteAsset).thenThrows(NotFoundError);
    spec.given([registered(), deleted]).when(toCondition('Disposed')).thenThrows(NotFoundError);
    spec.given([]).when(toCondition('Obsolete')).thenThrows(NotFoundError);
  });
});
