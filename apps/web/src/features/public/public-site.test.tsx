/**
 * The public site: inquiry form rules (spec 002 §5, §8) and its topic, case-study types and their
 * index, header links, the configured outside links, each page's head (the chat widget: chat-panel.test.tsx).
 */

import type { SiteLinks } from '@portside/contract/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enPublic } from '../../kit/i18n/en-public.ts';
import { aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { STUDY_TYPES } from './links.ts';
import { inquiryProblem } from './use-inquiry.ts';

const LINKS: SiteLinks = {
  blog: 'https://blog.fleet.example',
  sisterProducts: [{ key: 'status', href: 'https://status.fleet.example' }],
  social: [
    { key: 'linkedin', href: 'https://www.linkedin.com/company/fleet' },
    { key: 'x', href: 'https://x.com/fleet' },
  ],
};

const signedOut = {
  'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } },
  'GET /v1/site/links': { body: LINKS },
};

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
      topic: 'general',
    });
  });

  it("asks about telehealth from the Telehealth page's call to action, and the visitor may change it", async () => {
    const { calls } = await open('/health', { 'POST /v1/inquiry': { body: { success: true } } });
    const cta = screen.getAllByRole('link', { name: 'Book a telehealth demo' });
    expect(cta.length).toBeGreaterThan(0);
    for (const link of cta) expect(link).toHaveAttribute('href', '#contact');
    const topic = within(form()).getByLabelText('What would you like to talk about?');
    expect(topic).toHaveValue('telehealth');
    const user = await fill(complete);
    await user.click(within(form()).getByRole('button', { name: 'Send inquiry' }));
    await within(form()).findByText(/Your inquiry is on its way/);
    expect(calls.find((c) => c.path === '/v1/inquiry')?.body).toMatchObject({ topic: 'telehealth' });
    // Cleared with the other fields: back to the page's own topic.
    expect(topic).toHaveValue('telehealth');
    await user.selectOptions(topic, 'Calling over Starlink');
    expect(topic).toHaveValue('starlink');
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

  it('lists all eleven on the index the header opens, each a link to its study', async () => {
    const { router } = await open('/');
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Case Studies' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results our customers can point to' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/impactstudy');
    const main = screen.getByRole('main');
    for (const type of STUDY_TYPES) {
      const title = enPublic.public.impact.studies[type].title;
      expect(within(main).getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
        'href',
        `/impactstudy/${type}`,
      );
    }
  });

  it('lists every case study in the footer', async () => {
    await open('/guestapp');
    const footer = screen.getByRole('contentinfo');
    for (const type of STUDY_TYPES) {
      expect(
        within(footer).getByRole('link', { name: enPublic.public.impact.studies[type].title }),
      ).toHaveAttribute('href', `/impactstudy/${type}`);
    }
    expect(within(footer).getByRole('link', { name: 'All case studies' })).toHaveAttribute(
      'href',
      '/impactstudy',
    );
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

describe('outside links from the configuration', () => {
  it('shows the configured ones, new tab and noopener, and nothing for the others', async () => {
    await open('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Service status' })).toHaveAttribute(
      'href',
      'https://status.fleet.example',
    );
    const social = within(footer).getByRole('group', { name: 'Follow Portside' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://www.linkedin.com/company/fleet', 'https://x.com/fleet']);
    for (const link of within(social).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).queryByRole('link', { name: 'Vessel Voice Network' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Portside on YouTube' })).toBeNull();
    const everyHref = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(everyHref.filter((href) => href.includes('portside.example'))).toEqual([]);
  });

  it('shows no blog, sister products or social links when none is configured', async () => {
    mockFetch({
      ...signedOut,
      'GET /v1/site/links': { body: { blog: null, sisterProducts: [], social: [] } },
    });
    const { client } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // Looked at once the answer is in, so "none" is the configuration's, not a page still asking.
    await waitFor(() => expect(client.getQueryState(['site', 'links'])?.status).toBe('success'));
    expect(screen.queryByRole('link', { name: /Visit Our Blog/ })).toBeNull();
    expect(screen.queryByText('Our other products')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Follow Portside' })).toBeNull();
  });
});

describe('each page its own head', () => {
  it('sets the title, description and Open Graph tags of each page as the visitor moves', async () => {
    const { router } = await open('/guestapp');
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    await waitFor(() =>
      expect(document.title).toBe('Guest App: calling and messaging for cruise guests | Portside'),
    );
    expect(meta('meta[name="description"]')).toMatch(/^Guests call cabins/);
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[property="og:type"]')).toBe('article');
    await router.navigate('/impactstudy/cunard');
    await waitFor(() => expect(document.title).toBe('Cunard: case study | Portside'));
    expect(meta('meta[property="og:description"]')).toBe(
      'A luxury cruise line gave guests and crew calling and messaging on their own phones. We rolled out the Guest App and Crew App on the ship Wi-Fi, with calling cards priced per destination.',
    );
    await router.navigate('/impactstudy/holland');
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex'));
    await router.navigate('/');
    await waitFor(() =>
      expect(document.title).toBe('Portside: onboard calling, messaging and PBX for cruise lines'),
    );
    expect(meta('meta[name="robots"]')).toBeUndefined();
    expect(meta('meta[property="og:type"]')).toBe('website');
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
