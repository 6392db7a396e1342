/**
 * Playwright's globalSetup: the outside services the server under test talks to, one of each for the whole
 * run (so parallel workers never contend for a port): the SMTP receiver, and a fake of an OpenAI-compatible
 * chat-completions API (the server's own test fake) that answers every language request with one French
 * sentence, so Translate and Polish run end to end without a paid service.
 */
import { FakeCompletions } from '../apps/server/src/modules/language/fake-completions.ts';
import startMailReceiver from './mail-receiver.ts';
import { LANGUAGE_PORT } from './tests/ports.ts';

/** What the fake model answers to every request. */
export const FAKE_TRANSLATION = 'Votre cabine est prête.';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopMail = await startMailReceiver();
  const language = await FakeCompletions.start(LANGUAGE_PORT);
  language.behaviour = { kind: 'answer', contents: [FAKE_TRANSLATION] };
  return async () => {
    await language.close();
    await stopMail();
  };
}
