/**
 * Spec 000 §2.1's route table: every path opens its titled screen for an account signed in with every
 * module, never the not-found screen. One row per path of the table (each :param filled in once).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../test/fixtures.ts';
import { mockFetch } from '../test/mock-fetch.ts';
import { renderApp } from '../test/render-app.tsx';

const NOT_FOUND = 'Error 404: Page Not Found';

/** [path, the screen's title (its level-1 heading), where the router ends up when not the path]. */
const ROUTES: [string, string | RegExp, string?][] = [
  ['/', /reachable, anywhere at sea/],
  ['/health', /A doctor on shore/],
  ['/guestapp', /Calling and messaging for every guest/],
  ['/crewapp', /Keep crew connected/],
  ['/hospitality', /Hotel telephony and guest messaging/],
  ['/hospitalitypbx', /A hosted PBX for hotels and ships/],
  ['/pbxsystem', /Extensions, ring groups and routes/],
  ['/starlink', /low-earth-orbit satellites/],
  ['/aboutus', /Communications for people far from shore/],
  ['/impactstudy', 'Results our customers can point to'],
  ['/impactstudy/cunard', 'Cunard'],
  // Signed in, the login screen sends the account on to the dashboard.
  ['/auth', 'Dashboard', '/dashboard'],
  ['/authcode/2101', 'Enter your code'],
  ['/dashboard', 'Dashboard'],
  ['/broadcast', 'Broadcast'],
  ['/messagev2', 'Messaging'],
  ['/pinmanagement/admin', 'Admin Management'],
  ['/pinmanagement/cabin', 'Cabin Management'],
  ['/pincdr/admin', 'Admin CDRs'],
  ['/pincdr/cabin', 'Cabin CDRs'],
  ['/callingrate', 'Calling Rates'],
  ['/reportschedule', 'Report Schedule'],
  ['/registration', 'Registrations'],
  ['/extension', 'Extensions'],
  ['/pbxcdr', 'Call Records'],
  ['/inboundroute', 'Inbound Routes'],
  ['/gatewayreport', 'Gateway Report'],
  ['/appaccess', 'App Access'],
  ['/featurecode', 'Feature Codes'],
  ['/ringgroup', 'Ring Groups'],
  ['/hardware', 'Hardware'],
  ['/voicemail', 'Voicemails'],
  ['/gateway/3', 'Gateway 3'],
  ['/voicemailmessage/2101', 'Messages: 2101'],
  ['/user', 'Users'],
  ['/userdetails/42', 'User Details'],
  ['/directory', 'Directory'],
  ['/upgrade/pbx', 'Module not enabled'],
  ['/vvn', 'Virtual Voice Numbers'],
  ['/links', 'Links'],
];

function signIn() {
  return mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v3/utils/statistics': { body: someStatistics() },
  });
}

describe('Route table (spec 000 §2.1), signed in with every module', () => {
  it.each(ROUTES)('%s opens "%s"', async (path, title, landing = path) => {
    signIn();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NOT_FOUND })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(landing);
  });

  it('/docs leaves for the server API documentation, not the not-found screen', async () => {
    signIn();
    renderApp('/docs');
    expect(await screen.findByText('Opening the API documentation…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NOT_FOUND })).not.toBeInTheDocument();
  });

  it('* (any other path) is the not-found screen', async () => {
    signIn();
    renderApp('/no/such/screen');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
  });
});
