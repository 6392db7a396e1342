/** Query keys of the messaging data layer: everything of one account under ['messaging', '<ext>@<domain>']. */
export const messagingKeys = {
  all: ['messaging'] as const,
  account: (account: string) => ['messaging', account] as const,
  /** Every search of the conversation list (what a reload invalidates). */
  conversations: (account: string) => ['messaging', account, 'conversations'] as const,
  conversationList: (account: string, search: string) =>
    ['messaging', account, 'conversations', search] as const,
  history: (account: string, peer: string) => ['messaging', account, 'history', peer] as const,
};

/** Rows per page of the conversation list (spec 000 §9: lists page 25). */
export const CONVERSATION_PAGE_SIZE = 25;
