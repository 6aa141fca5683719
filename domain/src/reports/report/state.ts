import type { ReportEvent, ReportScope } from './events';

export type ReportState =
  | { status: 'none' }
  | ({ status: 'requested' | 'generated' | 'failed'; reportId: number } & ReportScope);

export const initialState = (): ReportState => ({ status: 'none' });

export const evolve = (state: ReportState, event: ReportEvent): ReportState => {
  switch (event.type) {
    case 'ReportRequested': {
      const { reportId, regionId, clusterId, projectId } = event.data;
      return { status: 'requested', reportId, regionId, clusterId, projectId };
    }
    case 'ReportGenerated':
      return state.status === 'none' ? state : { ...state, status: 'generated' };
    case 'ReportFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
  }
};
