/** Deletes a Map's oldest entries (a Map iterates in insertion order) until it holds at most `maxEntries`. */
export function dropOldest<K, V>(map: Map<K, V>, maxEntries: number): void {
  for (const oldest of map.keys()) {
    if (map.size <= maxEntries) return;
    map.delete(oldest);
  }
}
