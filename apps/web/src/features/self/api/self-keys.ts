/** Query keys of the self-service home: everything under ['self'], so a sign-out's cleanup drops it all. */
export const selfKeys = {
  all: ['self'] as const,
  summary: ['self', 'summary'] as const,
  messages: ['self', 'voicemail', 'messages'] as const,
  card: ['self', 'callingcard'] as const,
  cdrs: ['self', 'callingcard', 'cdrs'] as const,
};

/** Rows per page of the home's short lists (messages, recent calls); Load More reads the next page. */
export const SELF_PAGE_SIZE = 10;

/** The next page to read, or undefined when every row of `total` is loaded. */
export function nextPage(loaded: number, total: number, page: number): number | undefined {
  return loaded < total ? page + 1 : undefined;
}
