import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The daily signed head of the event log. The chain (chain.ts) shows an event altered, unless every later
 * hash was rewritten too; a head written down outside the database shows that. Each day the read API
 * signs the verified head with an Ed25519 key kept in a file outside the database (LOG_HEAD_KEY_FILE),
 * stores the signature and tells the NationalDirectors the position and hash. Whoever can rewrite the
 * database cannot sign a rewritten chain's head without the key, so the stored signatures no longer
 * verify against the chain, and the NationalDirectors' record names the hash the chain had.
 */

export const HEAD_SIGNATURE_ALGORITHM = 'Ed25519' as const;

export interface HeadKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** The first 16 hex digits of the SHA-256 of the public key's DER (SPKI) form. */
  readonly keyId: string;
  /** The public key (PEM), for an auditor who checks signatures outside the product. */
  readonly publicPem: string;
}

export interface SignedHead {
  /** The business date (YYYY-MM-DD, Africa/Nairobi) the head was signed for. */
  readonly day: string;
  readonly position: string;
  /** hex */
  readonly hash: string;
}

const keyOf = (privateKey: KeyObject): HeadKey => {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`The log head key must be an Ed25519 key, not ${privateKey.asymmetricKeyType}`);
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    publicKey,
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

/**
 * The key in `file` (an Ed25519 private key, PEM PKCS#8). A missing file is created with a new key when
 * `create` is set (development and tests; readable by its owner only), and is an error otherwise.
 */
export const loadHeadKey = (file: string, options: { readonly create: boolean }): HeadKey => {
  if (!existsSync(file)) {
    if (!options.create) throw new Error(`The log head key file ${file} does not exist`);
    const { privateKey } = generateKeyPairSync('ed25519');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  }
  return keyOf(createPrivateKey(readFileSync(file)));
};

/** What is signed: versioned, so the form can change without an old signature verifying a new meaning. */
export const headMessage = (head: SignedHead): Buffer =>
  Buffer.from(`pm-log-head:v1:${head.day}:${head.position}:${head.hash.toLowerCase()}`, 'utf8');

export const signHead = (key: HeadKey, head: SignedHead): Buffer =>
  sign(null, headMessage(head), key.privateKey);

export const headSignatureValid = (key: HeadKey, head: SignedHead, signature: Buffer): boolean => {
  try {
    return verify(null, headMessage(head), key.publicKey, signature);
  } catch {
    return false;
  }
};

/** The SMS to the NationalDirectors: the record kept outside the database (fits one SMS of 160). */
export const headSmsText = (head: SignedHead, keyId: string): string =>
  `Log head ${head.day}: position ${head.position} hash ${head.hash.toLowerCase()} key ${keyId.slice(0, 8)}`;
