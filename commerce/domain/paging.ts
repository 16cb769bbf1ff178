/** The contract's list envelope. size -1 means every row on one page. */
export interface Page<T> {
  content: T[];
  first: boolean;
  last: boolean;
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface PageRequest {
  page?: number | null;
  size?: number | null;
}

/** SQL LIMIT/OFFSET for a page request (1-based pages; size -1 or 0 = all). */
export function limitOffset({ page, size }: PageRequest): { limit: number | null; offset: number } {
  const pageNumber = Math.max(1, Math.floor(page ?? 1));
  if (size == null || size <= 0) return { limit: null, offset: 0 };
  return { limit: Math.floor(size), offset: (pageNumber - 1) * Math.floor(size) };
}

export function toPage<T>(content: T[], totalElements: number, { page, size }: PageRequest): Page<T> {
  const pageNumber = Math.max(1, Math.floor(page ?? 1));
  const all = size == null || size <= 0;
  const pageSize = all ? totalElements : Math.floor(size!);
  const totalPages = all ? (totalElements > 0 ? 1 : 0) : Math.ceil(totalElements / pageSize);
  return {
    content,
    first: pageNumber === 1,
    last: pageNumber >= totalPages,
    number: pageNumber,
    numberOfElements: content.length,
    size: pageSize,
    totalElements,
    totalPages,
  };
}

/** Paginates an in-memory list (for small lists such as countries). */
export function pageOf<T>(all: T[], request: PageRequest): Page<T> {
  const { limit, offset } = limitOffset(request);
  return toPage(limit == null ? all : all.slice(offset, offset + limit), all.length, request);
}
