import type { QueuedCommand, QueueStore } from './queue-types';

const DB_NAME = 'pm-offline';
const STORE = 'commands';

let opened: Promise<IDBDatabase> | null = null;

/** The phone's database of unsent commands (one store, keyed by the order of recording). */
const database = (): Promise<IDBDatabase> => {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('userId', 'userId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
};

/** Runs `work` in one transaction and resolves once it is committed (so a reload never loses it). */
const inTransaction = async <T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> => {
  const db = await database();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('The offline store refused the change'));
  });
};

/** The queue in IndexedDB: several commands are added in one transaction, all or none. */
export const idbStore: QueueStore = {
  add: async (commands) => {
    await inTransaction('readwrite', (store) => {
      for (const command of commands) store.add(command);
      return undefined;
    });
  },
  list: async (userId) => {
    const rows = await inTransaction<QueuedCommand[]>('readonly', (store) =>
      store.index('userId').getAll(IDBKeyRange.only(userId)),
    );
    return [...(rows ?? [])].sort((a, b) => a.seq - b.seq);
  },
  put: async (command) => {
    await inTransaction('readwrite', (store) => store.put(command));
  },
  remove: async (seq) => {
    await inTransaction('readwrite', (store) => store.delete(seq));
  },
};
