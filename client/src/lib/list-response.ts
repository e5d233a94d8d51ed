import type { ListResponse } from '@league/contract';

export type { ListResponse };

/** The rows of a list answer; none while it loads. */
export function listResults<T>(data: ListResponse<T> | undefined): T[] {
  return data?.results ?? [];
}
