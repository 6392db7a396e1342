/** The public site: inquiry form rules (spec 002 §5, §8), case-study types, header links (the chat widget: chat-panel.test.tsx). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enPublic } from '../../kit/i18n/en-public.ts';
import { aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { STUDY_TYPES } from './links.ts';
import { inquiryProblem } from './use-inquiry.ts';

const signedOut = { 'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } } };

async function open(path: string, routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({ ...signedOut, ...routes });
  const app = renderApp(path);
  await screen.findAllByText('Visit Our Blog');
  return { ...fetch, ...app };
}

const form = () => screen.getByRole('form', { name: 'Tell us about your fleet' });

async function fill(values: Partial<Record<'Name' | 'Email' | 'Phone' | 'Company' | 'Message', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = within(form()).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return user;
}

const complete = {
  Name: 'Ana Reyes',
  Email: 'ana@oceanic.example',
  Phone: '+1 305 555 0142',
  Company: 'Oceanic Lines',
  Message: 'A demo for six ships, please.',
};

describe('inquiry rules', () => {
  it('asks for every field first, then a valid address', () => {
    const all = { name: 'A', email: 'a@b.example', phone: '1', company: 'C', message: 'M' };
    expect(inquiryProblem(all)).toBeNull();
    expect(inquiryProblem({ ...all, phone: '  ' })).toBe('required');
    expect(inquiryProblem({ ...all, email: '' })).toBe('required');
    expect(inquiryProblem({ ...all, email: 'a@b' })).toBe('badEmail');
    expect(inquiryProblem({ ...all, email: 'a b@c.example' })).toBe('badEmail');
  });
});

describe('inquiry form', () => {
  it("shows 'All Fields are required.' when one is empty and sends nothing", async () => {
    const { calls } = await open('/');
    const user = await fill({ ...complete, Company: '' });
    await user.click(within(form()).getByRole('button', { name: 'Send inquiry' }));
    expect(await within(form()).findByText('All Fields are required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v1/inquiry')).toHaveLength(0);
  });

  it('refuses a bad e-mail address', async () => {
    const { calls } = await open('/');
    const user = await fill({ ...complete, Email: 'ana@oceanic' });
    await user.click(within(form()).getByRole('button', { name: 'Send inquiry' }));
    expect(await within(form()).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v1/inquiry')).toHaveLength(0);
  });

  it('shows a sending state, sends the five fields and clears them all on success', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, fetchMock } = await open('/', { 'POST /v1/inquiry': { body: { success: true } } });
    const plain = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/v1/inquiry')) await gate;
      return plain ? plain(input, init) : new Response(null);
    });
    const user = await fill(complete);
    await user.click(within(form()).getByRole('button', { name: 'Send inquiry' }));
    expect(await within(form()).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(await within(form()).findByText(/Your inquiry is on its way/)).toBeInTheDocument();
    for (const label of Object.keys(complete)) expect(within(form()).getByLabelText(label)).toHaveValue('');
    expect(calls.find((c) => c.path === '/v1/inquiry')?.body).toEqual({
      name: 'Ana Reyes',
      email: 'ana@oceanic.example',
      phone: '+1 305 555 0142',
      company: 'Oceanic Lines',
      message: 'A demo for six ships, please.',
    });
  });

  it('keeps the fields and shows a quiet line when the send fails', async () => {
    await open('/', { 'POST /v1/inquiry': { status: 500, body: { error: 'Unable to process request.' } } });
    const user = await fill(complete);
    await user.click(within(form()).getByRole('button', { name: 'Send inquiry' }));
    expect(await within(form()).findByText(/could not be sent/)).toBeInTheDocument();
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(within(form()).getByLabelText('Name')).toHaveValue('Ana Reyes');
  });
});

describe('impact studies', () => {
  it.each(STUDY_TYPES)('shows the %s case study', async (type) => {
    await open(`/impactstudy/${type}`);
    expect(await screen.findByText('The challenge')).toBeInTheDocument();
    expect(screen.getByText('Results')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Case Study')).toBeNull();
  });

  it("shows 'Invalid Case Study' for any other type", async () => {
    await open('/impactstudy/holland');
    expect(await screen.findByRole('heading', { name: 'Invalid Case Study' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the top when the type changes', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const { router } = await open('/impactstudy/nooz');
    await screen.findByText('Nooz news-bias app', { selector: 'h1' });
    scrollTo.mockClear();
    await router.navigate('/impactstudy/ncl');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
  });

  it('shows the spec figures on the telehealth page', async () => {
    await open('/health');
    expect(await screen.findByText('6 feet · 15 minutes · 24 hours')).toBeInTheDocument();
    for (const item of ['Heart rate', 'Breathing rate', 'Temperature', 'Blood oxygen']) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Coming soon')).toHaveLength(4);
  });
});

describe('header and chat', () => {
  it('sends My Account to sign-in when signed out and to the dashboard when signed in', async () => {
    await open('/');
    expect(screen.getAllByRole('link', { name: 'My Account' })[0]).toHaveAttribute('href', '/auth');
    const blog = screen.getAllByRole('link', { name: /Visit Our Blog/ })[0];
    expect(blog).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Portside. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('links My Account to the dashboard for a signed-in visitor', async () => {
    mockFetch({ 'GET /v1/session': { body: aSession() } });
    renderApp('/guestapp');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'My Account' })[0]).toHaveAttribute('href', '/dashboard'),
    );
  });
});

describe('partners carousel', () => {
  it('moves with the buttons and the arrow keys, and can be paused', async () => {
    // jsdom lays nothing out, so the track is both at its start and its end: each step wraps round.
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    Element.prototype.scrollTo = scrollBy;
    await open('/');
    const region = screen.getByRole('region', { name: 'Trusted partners' });
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Next partners' }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}');
    expect(scrollBy).toHaveBeenCalledTimes(2);
    await user.click(within(region).getByRole('button', { name: 'Pause the partner carousel' }));
    expect(within(region).getByRole('button', { name: 'Play the partner carousel' })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(9);
  });

  it('describes its roles through the i18n layer, not with English written in the markup', async () => {
    await open('/');
    const region = screen.getByRole('region', { name: 'Trusted partners' });
    expect(region).toHaveAttribute('aria-roledescription', enPublic.public.home.partners.carouselRole);
    expect(within(region).getAllByRole('listitem')[0]).toHaveAttribute(
      'aria-roledescription',
      enPublic.public.home.partners.slideRole,
    );
    // A role description is read aloud, so it is console text: none is a literal in the public screens.
    const sources = import.meta.glob('./*.tsx', { query: '?raw', import: 'default', eager: true });
    for (const [file, text] of Object.entries(sources)) {
      expect(`${file}: ${String(text).match(/aria-roledescription="[^"]*"/)?.[0] ?? 'none'}`).toBe(
        `${file}: none`,
      );
    }
  });

  it('does not move on its own when reduced motion is preferred', async () => {
    const plain = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...plain(query),
      matches: query.includes('prefers-reduced-motion') || query.trim() === '',
    })) as typeof window.matchMedia;
    try {
      await open('/');
      const region = screen.getByRole('region', { name: 'Trusted partners' });
      await waitFor(() =>
        expect(within(region).queryByRole('button', { name: 'Pause the partner carousel' })).toBeNull(),
      );
      expect(within(region).getByRole('button', { name: 'Next partners' })).toBeInTheDocument();
    } finally {
      window.matchMedia = plain;
    }
  });
});
