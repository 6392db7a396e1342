/**
 * Money per minute with its currency (2 to 4 decimals) in the page's language: in English as the export
 * writes it ('$0.104'), '0,104 $' in German (kit/format.ts).
 */
export { formatRate as rateMoney } from '../../../kit/format.ts';
