import type { AssetCondition, AssetEvent, AssetPlace } from './events';

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

export const evolve = (state: AssetState, event: AssetEvent): AssetState => {
  if (event.type === 'AssetRegistered') {
    const d = event.data;
    return {
      status: 'registered',
      assetId: d.assetId,
      code: d.code,
      condition: d.condition,
      registeredOn: d.registeredOn,
      projectId: d.projectId,
      clusterId: d.clusterId,
      regionId: d.regionId,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'AssetConditionChanged':
      return { ...state, condition: event.data.condition };
    case 'AssetDeleted':
      return { ...state, status: 'deleted' };
  }
};
