/**
 * The composer's language tools (spec 000 §2.7, §4, §7.3; issue 12 item 3), with fetch mocked at the HTTP
 * boundary: Translate (source and target tabs, POST /rewrite/translate, Cancel, Use Translation), Polish
 * Message (POST /rewrite/text, its versions listed, one chosen), Language Analysis (POST
 * /ingest/article-on-demand, the rating by the rule: below 0 Unacceptable, 0 Neutral, above 0 Good) and
 * the Language Rating dialog; a 503 reads 'not configured', a 502 the server's sentence.
 */
import { languageRating } from '@portside/contract/language';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aConversation, resetFake } from './messaging-fakes.ts';

vi.mock('./data/account.ts', async () => (await import('./messaging-fakes.ts')).fakeAccount);
vi.mock('./data/connection.ts', async () => (await import('./messaging-fakes.ts')).fakeConnection);
vi.mock('./data/conversations.ts', async () => (await import('./messaging-fakes.ts')).fakeConversations);
vi.mock('./data/conversation.ts', async () => (await import('./messaging-fakes.ts')).fakeConversation);
vi.mock('./data/send.ts', async () => (await import('./messaging-fakes.ts')).fakeSend);

const choices = (...contents: string[]) => ({
  choices: contents.map((content, index) => ({ index, message: { role: 'assistant', content } })),
});

/** Opens Ana Able's conversation, types `text` and presses the language button named `tool`. */
async function openTool(tool: string, routes: Record<string, Handler>, text = 'Your cabin is ready') {
  const fetch = mockFetch({ 'GET /v1/session': { body: aSession() }, ...routes });
  renderApp('/messagev2');
  const list = await screen.findByRole('navigation', { name: 'Conversations' });
  const user = userEvent.setup({ delay: null });
  await user.click(within(list).getByRole('button', { name: 'Ana Able' }));
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: tool }));
  const dialog = await screen.findByRole('dialog', { name: tool });
  const language = () => fetch.calls.filter((c) => c.method === 'POST');
  return { ...fetch, user, box, dialog, language };
}

const closed = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

beforeEach(() => resetFake({ conversations: [aConversation()] }));

describe('Translate', () => {
  const translations: Record<string, string> = {
    fr: 'Votre cabine est prête',
    el: 'Η καμπίνα σας είναι έτοιμη',
  };
  const routes = {
    'POST /rewrite/translate': ({ body }: { body: unknown }) => ({
      body: choices(translations[(body as { target_language: string }).target_language] ?? '?'),
    }),
  };

  it('translates between the chosen tabs and Use Translation puts the translation in the box', async () => {
    const { user, box, dialog, language } = await openTool('Translate', routes);
    const source = within(dialog).getByRole('tablist', { name: 'Source language' });
    const target = within(dialog).getByRole('tablist', { name: 'Target language' });
    expect(
      within(source)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['English', 'French', 'German', 'Greek', 'Spanish']);
    expect(within(source).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(within(target).getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('region', { name: 'Your message' })).toHaveTextContent(
      'Your cabin is ready',
    );
    expect(await within(dialog).findByText('Votre cabine est prête')).toBeInTheDocument();

    await user.click(within(target).getByRole('tab', { name: 'Greek' }));
    expect(await within(dialog).findByText('Η καμπίνα σας είναι έτοιμη')).toBeInTheDocument();
    expect(language().map((c) => c.body)).toEqual([
      { text: 'Your cabin is ready', source_language: 'en', target_language: 'fr' },
      { text: 'Your cabin is ready', source_language: 'en', target_language: 'el' },
    ]);
    expect(language().every((c) => c.path === '/rewrite/translate')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Use Translation' }));
    await closed('Translate');
    expect(box).toHaveValue('Η καμπίνα σας είναι έτοιμη');
  });

  it('Cancel leaves the text as it was; the same language twice asks nothing and offers nothing to use', async () => {
    const { user, box, dialog, language } = await openTool('Translate', routes);
    await within(dialog).findByText('Votre cabine est prête');
    const target = within(dialog).getByRole('tablist', { name: 'Target language' });
    await user.click(within(target).getByRole('tab', { name: 'English' }));
    expect(within(dialog).getByText('Choose a target language other than the source.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use Translation' })).toBeDisabled();
    expect(language()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed('Translate');
    expect(box).toHaveValue('Your cabin is ready');
  });

  it("says the service is not configured on the server's 503, and gives the server's sentence on a 502", async () => {
    const { dialog, user } = await openTool('Translate', {
      'POST /rewrite/translate': ({ body }) =>
        (body as { target_language: string }).target_language === 'fr'
          ? { status: 503, body: { error: 'The language service is not configured on this server.' } }
          : { status: 502, body: { error: 'The language service did not answer within 30 seconds.' } },
    });
    expect(
      await within(dialog).findByText(
        'The language service is not configured on this server, so Translate is not available.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use Translation' })).toBeDisabled();
    const target = within(dialog).getByRole('tablist', { name: 'Target language' });
    await user.click(within(target).getByRole('tab', { name: 'German' }));
    expect(
      await within(dialog).findByText('The language service did not answer within 30 seconds.'),
    ).toBeInTheDocument();
  });
});

describe('Polish Message', () => {
  it('lists the polished versions and puts the chosen one in the box', async () => {
    const { user, box, dialog, language } = await openTool(
      'Polish Message',
      {
        'POST /rewrite/text': {
          body: choices('Your cabin is ready.', 'Good news: your cabin is ready for you!'),
        },
      },
      'ur cabin redy',
    );
    const versions = await within(dialog).findAllByRole('listitem');
    expect(versions.map((v) => within(v).getByText(/cabin/).textContent)).toEqual([
      'Your cabin is ready.',
      'Good news: your cabin is ready for you!',
    ]);
    expect(language()).toEqual([
      expect.objectContaining({ path: '/rewrite/text', body: { text: 'ur cabin redy' } }),
    ]);
    await user.click(within(versions[1] as HTMLElement).getByRole('button', { name: 'Use this version' }));
    await closed('Polish Message');
    expect(box).toHaveValue('Good news: your cabin is ready for you!');
  });

  it("says the service is not configured on the server's 503", async () => {
    const { dialog, box } = await openTool('Polish Message', {
      'POST /rewrite/text': { status: 503, body: { error: 'not configured' } },
    });
    expect(
      await within(dialog).findByText(
        'The language service is not configured on this server, so Polish Message is not available.',
      ),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Your cabin is ready');
  });
});

describe('Language Analysis and the Language Rating', () => {
  it('follows the rule: below 0 Unacceptable, 0 Neutral, above 0 Good', () => {
    expect([-100, -0.01, 0, 0.01, 100].map(languageRating)).toEqual([
      'unacceptable',
      'unacceptable',
      'neutral',
      'good',
      'good',
    ]);
  });

  for (const [score, shown] of [
    [-77.83, 'Unacceptable -77.83'],
    [0, 'Neutral 0'],
    [75.74, 'Good +75.74'],
  ] as const) {
    it(`shows a score of ${score} as ${shown}`, async () => {
      const { dialog, language } = await openTool('Language Analysis', {
        'POST /ingest/article-on-demand': { body: [{ link: null, sentiment: { compound: score } }] },
      });
      expect(await within(dialog).findByText(shown)).toBeInTheDocument();
      expect(language()).toEqual([
        expect.objectContaining({
          path: '/ingest/article-on-demand',
          body: { text: 'Your cabin is ready', link: null },
        }),
      ]);
    });
  }

  it('explains the three ratings in the Language Rating dialog', async () => {
    const { user, dialog } = await openTool('Language Analysis', {
      'POST /ingest/article-on-demand': { body: [{ link: null, sentiment: { compound: 12.5 } }] },
    });
    await within(dialog).findByText('Good +12.5');
    await user.click(within(dialog).getByRole('button', { name: 'What do the ratings mean?' }));
    const rating = await screen.findByRole('dialog', { name: 'Language Rating' });
    expect(within(rating).getByText('Unacceptable')).toBeInTheDocument();
    expect(
      within(rating).getByText('From -100 up to 0: a negative tone. Consider rewording it.'),
    ).toBeInTheDocument();
    expect(within(rating).getByText('Neutral')).toBeInTheDocument();
    expect(within(rating).getByText('Exactly 0: neither positive nor negative.')).toBeInTheDocument();
    expect(within(rating).getByText('Good')).toBeInTheDocument();
    expect(within(rating).getByText('Above 0 up to +100: a positive tone.')).toBeInTheDocument();
    await user.click(within(rating).getByRole('button', { name: 'Close' }));
    // Back to the analysis, still showing its rating.
    expect(await screen.findByRole('dialog', { name: 'Language Analysis' })).toHaveTextContent('Good +12.5');
  });
});
