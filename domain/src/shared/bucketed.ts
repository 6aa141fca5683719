/**
 * An id → value map for an aggregate's state that grows by an entry at a time (a group's savings: about a
 * thousand a year). An evolve step must not change the state it is given, and copying a plain object of
 * every entry to add one made each command cost more as the group aged. Here entries sit in 64 buckets by
 * id: adding one copies its bucket and the bucket index, about √n entries instead of n. Plain JSON, so a
 * snapshot stores it as it is.
 */
export type Bucketed<V> = Readonly<Record<number, Readonly<Record<number, V>>>>;

const BUCKETS = 64;
const bucketOf = (id: number): number => ((id % BUCKETS) + BUCKETS) % BUCKETS;

export const getEntry = <V>(map: Bucketed<V>, id: number): V | undefined => map[bucketOf(id)]?.[id];

export const putEntry = <V>(map: Bucketed<V>, id: number, value: V): Bucketed<V> => {
  const bucket = bucketOf(id);
  return { ...map, [bucket]: { ...map[bucket], [id]: value } };
};

export const valuesOf = <V>(map: Bucketed<V>): V[] =>
  Object.values(map).flatMap((bucket) => Object.values(bucket));

export const entriesOf = <V>(map: Bucketed<V>): [number, V][] =>
  Object.values(map).flatMap((bucket) =>
    Object.entries(bucket).map(([id, value]): [number, V] => [Number(id), value]),
  );
