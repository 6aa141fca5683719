import { scopeIndexes } from '../scope-indexes';

/** The documents, their categories and types: behind GET /api/documents, /api/document-categories, /api/document-types. */
export const tables = ['documents', 'document_types', 'document_categories'];

export const schema = `
    CREATE TABLE document_categories (
      id integer PRIMARY KEY,
      name text NOT NULL,
      description text,
      is_active boolean NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE TABLE document_types (
      id integer PRIMARY KEY,
      name text NOT NULL,
      category_id integer,
      max_file_size integer NOT NULL,
      allowed_formats text[] NOT NULL,
      is_active boolean NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE TABLE documents (
      id integer PRIMARY KEY,
      title text NOT NULL,
      description text,
      file_id integer NOT NULL,
      file_name text NOT NULL,
      file_size integer NOT NULL,
      content_type text NOT NULL,
      sha256 text NOT NULL,
      status text NOT NULL,
      document_type_id integer,
      document_category_id integer,
      uploaded_by_id integer NOT NULL,
      uploaded_by text NOT NULL,
      uploader_role text NOT NULL,
      upload_date timestamptz NOT NULL,
      reviewed_by text,
      review_date timestamptz,
      review_notes text,
      project_id integer,
      cluster_id integer,
      region_id integer,
      deleted boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    ${scopeIndexes('documents')}
    CREATE INDEX documents_status ON documents (status) WHERE NOT deleted;
  `;
