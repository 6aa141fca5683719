import type { DocumentRow, DocumentType } from '../api/get-documents';

/** Test data builders for the unit specs of this feature: a plausible row, the fields a test cares about overridden. */

let next = 0;

export const aDocument = (overrides: Partial<DocumentRow> = {}): DocumentRow => {
  next += 1;
  return {
    id: next,
    title: `Document ${next}`,
    description: 'Quarterly progress of the project',
    fileName: `document-${next}.pdf`,
    fileSize: 204_800,
    contentType: 'application/pdf',
    status: 'Pending',
    uploadDate: '2026-11-20T08:00:00.000Z',
    uploadedBy: 'facilitator',
    uploadedById: 7,
    uploaderRole: 'ChurchFacilitator',
    documentTypeId: 2,
    documentType: 'Report',
    documentCategoryId: 1,
    documentCategory: 'Programme',
    reviewedBy: null,
    reviewDate: null,
    reviewNotes: null,
    projectId: 3,
    clusterId: 2,
    regionId: 1,
    mayEdit: false,
    mayDelete: false,
    mayReview: false,
    ...overrides,
  };
};

export const aType = (overrides: Partial<DocumentType> = {}): DocumentType => ({
  id: 2,
  name: 'Report',
  categoryId: 1,
  categoryName: 'Programme',
  maxFileSize: 1_048_576,
  allowedFormats: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  isActive: true,
  ...overrides,
});
