/** Money per minute with its currency symbol (2 to 4 decimals), as the export writes it too. */
export { rateMoney } from '@portside/contract/callingcards/shown';
