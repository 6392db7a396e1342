/**
 * The public pages' only script at load (issue 15 item 6). A public page arrives pre-rendered
 * (prerender.tsx): readable, styled, and its links plain <a href>s that open the next pre-rendered page,
 * so reading the site needs no script. The console's code (React, Mantine, the router: main.tsx) is the
 * bulk of what a page would otherwise download and run before it settles, over a satellite link and on a
 * slow phone. So it comes when the visitor first does something on the page (moves the pointer, touches,
 * scrolls, presses a key, focuses a field), and then hydrates the page it was sent. What the visitor did
 * meanwhile is kept: a button pressed or a form sent before the code is here is pressed or sent again once
 * React owns the page (text typed into the inquiry form is in the page, and the form takes it in).
 *
 * The code comes at once when the page is to be shown in another language than the one it was rendered
 * in (the visitor's choice or browser, kit/i18n/choice.ts): main.tsx renders it anew in theirs.
 */

import { HYDRATED_EVENT } from './kit/hydrated-event.ts';
import { openingLanguage } from './kit/i18n/choice.ts';

/** The console's entry (main.tsx built) and the public area's scripts: set by scripts/prerender.mjs. */
declare const __CONSOLE_ENTRY__: string;
declare const __PUBLIC_AREA__: string[];

/** What a visitor does that tells us they will use the page, not only read it. */
const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];
/** Controls that do nothing without the page's code: pressed again once it is here. */
const NEEDS_CODE = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

const root = document.getElementById('root');
let woken = false;
let attempts = 0;
let pressed: HTMLElement | null = null;
let sent: HTMLFormElement | null = null;

/** A gesture of the visitor's; a scroll counts when it is the page's (a carousel settles on its own). */
function onGesture(event: Event): void {
  if (event.type !== 'scroll' || event.target === document) wake();
}

function wake(): void {
  if (woken) return;
  woken = true;
  for (const type of WAKE_EVENTS) document.removeEventListener(type, onGesture, true);
  root?.setAttribute('aria-busy', 'true');
  window.addEventListener(HYDRATED_EVENT, replay, { once: true });
  // The area's code with the entry's, not after it (main.tsx loads the page's route before hydrating).
  for (const href of __PUBLIC_AREA__) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // A failed import stays failed under its URL in the page's module map: another try asks anew.
  attempts += 1;
  const entry = new URL(__CONSOLE_ENTRY__, document.baseURI);
  if (attempts > 1) entry.searchParams.set('try', String(attempts));
  import(/* @vite-ignore */ entry.href).catch(() => {
    // The link dropped: the page stays as it is, readable; its links still work. A new gesture tries again.
    woken = false;
    root?.removeAttribute('aria-busy');
    window.removeEventListener(HYDRATED_EVENT, replay);
    listen();
  });
}

/** Held until React owns the page: a press on a control that needs it, a form's submission. */
function hold(event: Event): void {
  if (!woken) wake();
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit' && target instanceof HTMLFormElement) sent = target;
  else {
    const control = target?.closest<HTMLElement>(NEEDS_CODE);
    if (!control || !root?.contains(control)) return;
    pressed = control;
  }
  event.preventDefault();
  event.stopPropagation();
}

function replay(): void {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  root?.removeAttribute('aria-busy');
  // After the next paint: React has then rendered what its first effects set (the inquiry form takes in
  // the text typed into the pre-rendered page, inquiry-form.tsx), so a form sent now sends that text.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      // A page rendered anew (another language) has new elements: what was pressed there is gone.
      if (sent?.isConnected) sent.requestSubmit();
      else if (pressed?.isConnected) pressed.click();
      sent = null;
      pressed = null;
    }),
  );
}

function listen(): void {
  for (const type of WAKE_EVENTS) {
    document.addEventListener(type, onGesture, { capture: true, passive: true });
  }
}

document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
if (openingLanguage() !== root?.dataset.prerendered) wake();
else listen();
