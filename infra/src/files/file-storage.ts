import type pg from 'pg';
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

/** The `stored_files` table (migration 0011). */
export class PostgresFileStorage implements FileStorage {
  constructor(private readonly pool: pg.Pool) {}

  async put(file: StoredFileInput & { readonly sha256: string }): Promise<number> {
    const id = await nextId(this.pool, 'stored_file');
    await this.pool.query(
      `INSERT INTO stored_files (id, kind, original_name, content_type, size, sha256, content, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        file.kind,
        file.name,
        file.contentType,
        file.content.length,
        file.sha256,
        file.content,
        file.uploadedBy,
      ],
    );
    return id;
  }

  async get(id: number): Promise<StoredFile | null> {
    const row = (
      await this.pool.query<StoredFile>(
        `SELECT id, original_name AS name, content_type AS "contentType", size, sha256, content
           FROM stored_files WHERE id = $1`,
        [id],
      )
    ).rows[0];
    return row ?? null;
  }

  async discard(id: number): Promise<void> {
    await this.pool.query('DELETE FROM stored_files WHERE id = $1', [id]);
  }
}
