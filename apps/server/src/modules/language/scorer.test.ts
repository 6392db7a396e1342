/**
 * Type 14 receipts (spec 000 §3, §4; issue 12 item 3) through the real STOMP endpoint: every incoming
 * message is scored after its SEND was answered, and the score (VADER compound × 100) reaches the sender
 * live as a type 14 receipt with extra.sentiment.compound, stored as the message's event and in the
 * sender's stream. One score per message, even for a group; a client's own type 14 is answered and
 * ignored, so no score can be forged.
 */
import { scoreOfReceipt } from '@portside/contract/language';
import { type Receipt, toWireDate } from '@portside/contract/messaging';
import { describe, expect, it } from 'vitest';
import { MessagingApp } from '../messaging/stomp-fixture.ts';
import { Inbox, messageBody, sendAndWait } from '../messaging/test-kit.ts';
import { languageScore } from './sentiment.ts';

const m = MessagingApp.setup({ PURSER: '99982131', SHORE: '99982132', SPA: '99982133', CREW: '99985031' });
const { PURSER, SHORE, SPA } = m.accounts;

/** The type 14 receipts that reached an inbox for a message id. */
const scoresOf = (inbox: Inbox, messageid: string) =>
  inbox.items.filter((i) => i.receipt?.type === 14 && i.receipt.messageid === messageid);

async function events(messageId: string, sender: string) {
  const res = await m.t.app.inject({
    method: 'GET',
    url: `/v3/chat/event?messageId=${messageId}&sender=${sender}`,
    headers: { cookie: m.operator },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { type: number; sender: string; payload: string }[]).map((e) => ({
    type: e.type,
    sender: e.sender,
    receipt: JSON.parse(Buffer.from(e.payload, 'base64').toString()) as Receipt,
  }));
}

describe('the language score of incoming messages', () => {
  it('sends the sender a type 14 receipt for a positive, a neutral and a negative text, stored as an event', async () => {
    const purser = await m.as(PURSER);
    const inbox = await Inbox.open(purser.client, `/exchange/${PURSER}`);
    const texts = {
      positive: 'Thank you so much, the excursion was wonderful!',
      neutral: 'The tender leaves from deck 2 at 09:00.',
      negative: 'The cabin is dirty and the service was awful.',
    };
    const sent: Record<string, string> = {};
    for (const [tone, text] of Object.entries(texts)) {
      const body = messageBody(PURSER, SHORE, text);
      await sendAndWait(purser.client, `/exchange/${SHORE}/message`, body);
      sent[tone] = body.messageid;
    }
    await inbox.until(() => Object.values(sent).every((id) => scoresOf(inbox, id).length > 0));

    const score = (tone: string) => {
      const [item] = scoresOf(inbox, sent[tone] as string);
      return item as NonNullable<typeof item>;
    };
    expect(score('positive').receipt?.extra).toEqual({ sentiment: { compound: expect.any(Number) } });
    const compound = (tone: string) => scoreOfReceipt(score(tone).receipt as Receipt);
    expect(compound('positive')).toBeGreaterThan(0);
    expect(compound('neutral')).toBe(0);
    expect(compound('negative')).toBeLessThan(0);
    // × 100: the rating's scale (-100 to +100), the same number the analysis call answers.
    expect(compound('positive')).toBe(languageScore(texts.positive));
    expect(compound('negative')).toBeLessThan(-1);
    expect(score('negative').receipt).toMatchObject({
      messageid: sent.negative,
      sender: SHORE,
      address: PURSER,
      type: 14,
      status: 0,
      payload: 'IQ',
    });
    expect(score('negative').destination).toBe(`/exchange/${PURSER}/IQ`);
    // Its own item of the sender's stream, after the message's.
    const own = inbox.items.find((i) => i.message?.messageid === sent.negative);
    expect(score('negative').seq).toBeGreaterThan(own?.seq ?? Number.POSITIVE_INFINITY);

    const stored = await events(sent.negative as string, PURSER);
    expect(stored).toEqual([
      {
        type: 14,
        sender: SHORE,
        receipt: expect.objectContaining({
          type: 14,
          extra: { sentiment: { compound: compound('negative') } },
        }),
      },
    ]);

    // A client that catches up finds it in the stream too.
    const sync = await m.t.app.inject({
      method: 'GET',
      url: `/v3/chat/sync?user=${PURSER}&after=${score('negative').seq - 1}&limit=1`,
      headers: { cookie: m.operator },
    });
    expect(sync.json().items[0]).toMatchObject({
      seq: score('negative').seq,
      payload: 'IQ',
      receipt: { type: 14, messageid: sent.negative },
    });
  });

  it('scores a group message once, not once per member', async () => {
    const purser = await m.as(PURSER);
    const inbox = await Inbox.open(purser.client, `/exchange/${PURSER}/IQ`);
    const body = messageBody(PURSER, `${SHORE}:${SPA}`, 'Great job today, everyone!');
    await sendAndWait(purser.client, `/exchange/${SHORE}:${SPA}/message`, body);
    await inbox.until(() => scoresOf(inbox, body.messageid).length > 0);
    const stored = await events(body.messageid, PURSER);
    expect(stored.filter((e) => e.type === 14)).toHaveLength(1);
    expect(stored[0]?.receipt.extra).toEqual({ sentiment: { compound: languageScore(body.message) } });
  });

  it("answers a client's own type 14 and ignores it: the stored score is the server's", async () => {
    const purser = await m.as(PURSER);
    const inbox = await Inbox.open(purser.client, `/exchange/${PURSER}/IQ`);
    const shore = await m.as(SHORE);
    const body = messageBody(PURSER, SHORE, 'This is a horrible, useless answer.');
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, body);
    // The recipient claims the text is glowing; the RECEIPT comes and the connection stays.
    await sendAndWait(shore.client, `/exchange/${PURSER}/IQ`, {
      messageid: body.messageid,
      sender: SHORE,
      address: PURSER,
      type: 14,
      date: toWireDate(new Date()),
      extra: { sentiment: { compound: 100 } },
    });
    expect(shore.client.connected).toBe(true);
    await inbox.until(() => scoresOf(inbox, body.messageid).length > 0);
    const stored = (await events(body.messageid, PURSER)).filter((e) => e.type === 14);
    expect(stored).toHaveLength(1);
    expect(scoreOfReceipt(stored[0]?.receipt as Receipt)).toBeLessThan(0);
    expect(scoresOf(inbox, body.messageid)).toHaveLength(1);
  });

  it('scores nothing of a message with no text, nor the system’s answers', async () => {
    const purser = await m.as(PURSER);
    const inbox = await Inbox.open(purser.client, `/exchange/${PURSER}`);
    const media = messageBody(PURSER, SHORE, '', { media: 'https://example.test/menu.pdf' });
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, media);
    // The system answers a message to an outside number; neither it nor the guest's copy is scored.
    const outside = messageBody(PURSER, '+13055550101', 'Wonderful news!', { channel: 'whatsapp' });
    await sendAndWait(purser.client, '/exchange/+13055550101/message', outside);
    // A message sent after them is scored: once its score came, theirs would have too.
    const later = messageBody(PURSER, SHORE, 'Lovely!');
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, later);
    await inbox.until(() => scoresOf(inbox, later.messageid).length > 0);
    expect(scoresOf(inbox, media.messageid)).toHaveLength(0);
    expect(scoresOf(inbox, outside.messageid)).toHaveLength(0);
    expect((await events(media.messageid, PURSER)).filter((e) => e.type === 14)).toHaveLength(0);
  });
});
