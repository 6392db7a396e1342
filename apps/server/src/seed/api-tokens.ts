/**
 * A demo API token (issue 12 item 7): one on the officer's ship (CPL), named 'Demo integration', so a
 * machine client (the broadcast API, a switch asking for call authorization) can be tried at once. Only
 * its hash is stored, so it is printed here, the one moment it exists in clear; a later start cannot
 * show it again (create another under API Tokens, or revoke this one there).
 */
import { createToken } from '../modules/tokens/service.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { OFFICER_ENVIRONMENT } from './users.ts';

export const DEMO_TOKEN_NAME = 'Demo integration';

export async function seedApiTokens(
  ctx: SeedContext,
  print: (line: string) => void = (line) => console.log(line),
): Promise<SeedCounts> {
  if (ctx.env.code !== OFFICER_ENVIRONMENT) return {};
  const { token } = await createToken(ctx.tx, ctx.env.domain, null, DEMO_TOKEN_NAME);
  print(
    [
      `  Demo API token of ${ctx.env.code} ('${DEMO_TOKEN_NAME}'), shown this once: ${token}`,
      "    machine clients send it as 'Authorization: Bearer <token>' (or apiToken on the broadcast API);",
      '    administrators create and revoke tokens under API Tokens.',
    ].join('\n'),
  );
  return { api_tokens: 1 };
}
