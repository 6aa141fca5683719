import type { DocumentStatus } from '../schemas';
import type { DocumentEvent, DocumentPlace, Uploader } from './events';

export type DocumentState =
  | { status: 'none' }
  | ({
      status: 'live' | 'deleted';
      documentId: number;
      review: DocumentStatus;
      uploadedBy: Uploader;
    } & DocumentPlace);

export const initialState = (): DocumentState => ({ status: 'none' });

export const evolve = (state: DocumentState, event: DocumentEvent): DocumentState => {
  if (event.type === 'DocumentUploaded') {
    const { documentId, uploadedBy, projectId, clusterId, regionId } = event.data;
    return { status: 'live', documentId, review: 'Pending', uploadedBy, projectId, clusterId, regionId };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DocumentUpdated':
      return state;
    case 'DocumentDeleted':
      return { ...state, status: 'deleted' };
    case 'DocumentReviewStarted':
      return { ...state, review: 'Under Review' };
    case 'DocumentApproved':
      return { ...state, review: 'Approved' };
    case 'DocumentRejected':
      return { ...state, review: 'Rejected' };
  }
};
