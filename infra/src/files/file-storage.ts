import type pg from 'pg';
import { compiledOnce, db, param } from '../db/typed';
import { nextId } from '../ids';

/**
 * Where uploaded files' bytes are kept: a port, so another backend (object storage) can replace the
 * PostgreSQL table without touching the features. Events name a file by its id and SHA-256; a reader
 * checks the hash before sending the bytes.
 */
export interface StoredFileInput {
  readonly kind: 'minutes' | 'document';
  /** Display name only (no path); never used to address the bytes. */
  readonly name: string;
  readonly contentType: string;
  readonly content: Buffer;
  readonly uploadedBy: number;
}

export interface StoredFile {
  readonly id: number;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly sha256: string;
  readonly content: Buffer;
}

export interface FileStorage {
  put(file: StoredFileInput & { readonly sha256: string }): Promise<number>;
  get(id: number): Promise<StoredFile | null>;
  /** Removes a file no event refers to (an upload refused after its bytes were stored). */
  discard(id: number): Promise<void>;
}

const PUT = compiledOnce(
  db.insertInto('stored_files').values({
    id: param<number>(1),
    kind: param<string>(2),
    original_name: param<string>(3),
    content_type: param<string>(4),
    size: param<number>(5),
    sha256: param<string>(6),
    content: param<Buffer>(7),
    uploaded_by: param<number>(8),
  }),
);
const GET = compiledOnce(
  db
    .selectFrom('stored_files')
    .select(['id', 'original_name as name', 'content_type as contentType', 'size', 'sha256', 'content'])
    .where('id', '=', param<number>(1)),
);
const DISCARD = compiledOnce(db.deleteFrom('stored_files').where('id', '=', param<number>(1)));

/** The `stored_files` table (migration 0011). */
export class PostgresFileStorage implements FileStorage {
  constructor(private readonly pool: pg.Pool) {}

  async put(file: StoredFileInput & { readonly sha256: string }): Promise<number> {
    const id = await nextId(this.pool, 'stored_file');
    await this.pool.query(PUT, [
      id,
      file.kind,
      file.name,
      file.contentType,
      file.content.length,
      file.sha256,
      file.content,
      file.uploadedBy,
    ]);
    return id;
  }

  async get(id: number): Promise<StoredFile | null> {
    const row = (await this.pool.query<StoredFile>(GET, [id])).rows[0];
    return row ?? null;
  }

  async discard(id: number): Promise<void> {
    await this.pool.query(DISCARD, [id]);
  }
}
