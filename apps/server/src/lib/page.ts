/** A page of a list as the spec's list calls answer it (Spring's page shape), `page` zero-based. */
export function pageAnswer<T>(content: T[], { total, page, size }: { total: number; page: number; size: number }) {
  const totalPages = Math.ceil(total / size);
  return { content, totalPages, totalElements: total, last: page + 1 >= totalPages, first: page === 0, number: page, size };
}
