import type { Config } from '@pm/infra/config';
import { type HeadKey, loadHeadKey } from '@pm/infra/event-store/head-signing';

/**
 * The key that signs the log's daily head (LOG_HEAD_KEY_FILE). Without the variable a key is created
 * under DATA_DIR the first time (development, tests, a single machine); a key file named by the variable
 * must exist. A key that cannot be read leaves the chain check running, without signing (`error` says why).
 */
export const headKeyOf = (
  config: Pick<Config, 'logHeadKeyFile' | 'logHeadKeyConfigured'>,
): { readonly key: HeadKey | null; readonly error: unknown } => {
  try {
    return { key: loadHeadKey(config.logHeadKeyFile, { create: !config.logHeadKeyConfigured }), error: null };
  } catch (e) {
    return { key: null, error: e };
  }
};
