import { streamEvolver } from '../../shared/handlers';
import type { AssetCondition, AssetEvent, AssetPlace, AssetRegistered } from './events';

export type AssetState =
  | { status: 'none' }
  | ({
      status: 'registered' | 'deleted';
      assetId: number;
      code: string;
      condition: AssetCondition;
      /** the business date it entered the register: no disposal is dated before it */
      registeredOn: string;
    } & AssetPlace);

export const initialState = (): AssetState => ({ status: 'none' });

const registered = ({ data: d }: AssetRegistered): AssetState => ({
  status: 'registered',
  assetId: d.assetId,
  code: d.code,
  condition: d.condition,
  registeredOn: d.registeredOn,
  projectId: d.projectId,
  clusterId: d.clusterId,
  regionId: d.regionId,
});

export const evolve = streamEvolver<AssetEvent, AssetState, 'AssetRegistered'>(
  'AssetRegistered',
  registered,
  {
    AssetConditionChanged: (state, event) => ({ ...state, condition: event.data.condition }),
    AssetDeleted: (state) => ({ ...state, status: 'deleted' }),
  },
);
