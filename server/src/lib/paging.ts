/** The paging fields every paged list reads (the contract's `pageQueryFields`). */
export interface PageQuery {
  page: number;
  page_size: number;
}

/** The rows one page covers, as Prisma's `skip`/`take`: page 1 starts at the first row. */
export function pageWindow({ page, page_size }: PageQuery) {
  return { skip: (page - 1) * page_size, take: page_size };
}
