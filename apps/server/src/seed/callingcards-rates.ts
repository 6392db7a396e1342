/**
 * Demo special rates (spec 002 Calling Rates): per tariff of the environment, per-minute cost and price for
 * calls to a country's dial prefix. The first tariff gets every country (over 60, so Load More shows); the
 * others a dozen each. A few rates are inactive. Its own random stream, so other seeds stay as they were.
 */
import { asc, eq } from 'drizzle-orm';
import { tariffRates } from '../modules/callingcards/rates-schema.ts';
import { tariffs } from '../modules/callingcards/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, DAY_MS, insertChunked } from './prng.ts';

/** Country calling codes the crews and guests call most, and more. */
export const RATE_COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ['1', 'United States & Canada'],
  ['7', 'Russia'],
  ['20', 'Egypt'],
  ['27', 'South Africa'],
  ['30', 'Greece'],
  ['31', 'Netherlands'],
  ['32', 'Belgium'],
  ['33', 'France'],
  ['34', 'Spain'],
  ['36', 'Hungary'],
  ['39', 'Italy'],
  ['40', 'Romania'],
  ['41', 'Switzerland'],
  ['43', 'Austria'],
  ['44', 'United Kingdom'],
  ['45', 'Denmark'],
  ['46', 'Sweden'],
  ['47', 'Norway'],
  ['48', 'Poland'],
  ['49', 'Germany'],
  ['51', 'Peru'],
  ['52', 'Mexico'],
  ['53', 'Cuba'],
  ['54', 'Argentina'],
  ['55', 'Brazil'],
  ['56', 'Chile'],
  ['57', 'Colombia'],
  ['58', 'Venezuela'],
  ['60', 'Malaysia'],
  ['61', 'Australia'],
  ['62', 'Indonesia'],
  ['63', 'Philippines'],
  ['64', 'New Zealand'],
  ['65', 'Singapore'],
  ['66', 'Thailand'],
  ['81', 'Japan'],
  ['82', 'South Korea'],
  ['84', 'Vietnam'],
  ['86', 'China'],
  ['90', 'Turkey'],
  ['91', 'India'],
  ['92', 'Pakistan'],
  ['94', 'Sri Lanka'],
  ['95', 'Myanmar'],
  ['212', 'Morocco'],
  ['234', 'Nigeria'],
  ['254', 'Kenya'],
  ['351', 'Portugal'],
  ['352', 'Luxembourg'],
  ['353', 'Ireland'],
  ['354', 'Iceland'],
  ['356', 'Malta'],
  ['357', 'Cyprus'],
  ['358', 'Finland'],
  ['359', 'Bulgaria'],
  ['370', 'Lithuania'],
  ['371', 'Latvia'],
  ['372', 'Estonia'],
  ['380', 'Ukraine'],
  ['381', 'Serbia'],
  ['385', 'Croatia'],
  ['420', 'Czechia'],
  ['421', 'Slovakia'],
  ['502', 'Guatemala'],
  ['503', 'El Salvador'],
  ['504', 'Honduras'],
  ['505', 'Nicaragua'],
  ['506', 'Costa Rica'],
  ['507', 'Panama'],
  ['509', 'Haiti'],
  ['852', 'Hong Kong'],
  ['880', 'Bangladesh'],
  ['971', 'United Arab Emirates'],
  ['977', 'Nepal'],
];
const OTHER_TARIFF_RATES = 12;

export async function seedCallingRates(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env, now } = ctx;
  const rng = createRng(`portside-demo-rates:${env.code}`);
  const rows = await tx
    .select({
      id: tariffs.id,
      cost: tariffs.defaultCost,
      price: tariffs.defaultPrice,
      currency: tariffs.defaultCurrency,
    })
    .from(tariffs)
    .where(eq(tariffs.domain, env.domain))
    .orderBy(asc(tariffs.id));
  const rates: (typeof tariffRates.$inferInsert)[] = [];
  rows.forEach((tariff, n) => {
    const countries =
      n === 0
        ? RATE_COUNTRIES
        : RATE_COUNTRIES.filter((_, i) => i % 6 === n % 6).slice(0, OTHER_TARIFF_RATES);
    for (const [prefix, country] of countries) {
      // Special rates go either way from the default: cheap home countries, dear remote ones.
      const factor = rng.int(40, 260) / 100;
      const cost = Number(tariff.cost) * factor;
      rates.push({
        domain: env.domain,
        tariff: tariff.id,
        destination: prefix,
        cost: cost.toFixed(4),
        price: (cost * (rng.int(180, 320) / 100)).toFixed(4),
        name: country,
        status: rng.chance(0.1) ? 0 : 1,
        creationdate: new Date(now.getTime() - rng.int(1, 400) * DAY_MS - rng.int(0, 86_399) * 1000),
        currency: tariff.currency,
      });
    }
  });
  return { cc_tariff_rates: await insertChunked(rates, (chunk) => tx.insert(tariffRates).values(chunk)) };
}
