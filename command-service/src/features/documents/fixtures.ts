import { zipOf } from '@pm/system/zip-files';

/** Files of the document tests, real by their bytes. */
export const aPdf = (padding = 0): Buffer =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
    Buffer.alloc(padding, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);

/** An Office Open XML file: a ZIP with the `word/`, `xl/` or `ppt/` part its format names. */
export const anOfficeFile = (folder: 'word' | 'xl' | 'ppt'): Buffer =>
  zipOf([
    { name: '[Content_Types].xml', chunks: [{ data: Buffer.from('<Types/>') }] },
    { name: `${folder}/document.xml`, chunks: [{ data: Buffer.from('<document/>') }] },
  ]);

/** An OLE2 compound file header (DOC, XLS, PPT). */
export const anOle2File = (): Buffer =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** A Windows executable: `MZ` and a DOS stub. */
export const anExe = (): Buffer => Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]);

export interface DocumentRowBody {
  id: number;
  title: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  status: string;
  uploadedBy: string;
  documentType: string | null;
  documentCategory: string | null;
  reviewedBy: string | null;
  reviewNotes: string | null;
  projectId: number | null;
  clusterId: number | null;
  regionId: number | null;
  mayEdit: boolean;
  mayDelete: boolean;
  mayReview: boolean;
}
