/** Lists come as {count, results}; older answers may be a plain array. */
export type ListResponse<T> = { count: number; results: T[] } | T[];

export function listResults<T>(data: ListResponse<T> | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.results;
}

export function listCount<T>(data: ListResponse<T> | undefined): number {
  if (!data) return 0;
  if (Array.isArray(data)) return data.length;
  return typeof data.count === 'number' ? data.count : data.results.length;
}
