/**
 * The route table of spec 000 §2.1. Each area's code is its own chunk (route `lazy`), so the
 * login screen loads only the entry and the auth chunk. Signed-in routes name their module;
 * the gate sends a disabled one to /upgrade/<module>.
 */
import type { RouteObject } from 'react-router';
import type { RouteModule } from '../kit/session/module-access.ts';
import { PageLoader } from '../kit/ui/page-loader.tsx';
import { DocsRedirect } from './docs-redirect.tsx';
import { ModuleGate } from './module-gate.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout, RouteError } from './root-layout.tsx';
import { ShellIfSignedIn } from './shell-if-signed-in.tsx';

const areas = {
  auth: () => import('../features/auth/index.ts'),
  public: () => import('../features/public/index.ts'),
  dashboard: () => import('../features/dashboard/index.ts'),
  errors: () => import('../features/errors/index.ts'),
  upgrade: () => import('../features/upgrade/index.ts'),
  messaging: () => import('../features/messaging/index.tsx'),
  broadcast: () => import('../features/broadcast/index.tsx'),
  callingcards: () => import('../features/callingcards/index.tsx'),
  pbx: () => import('../features/pbx/index.tsx'),
  users: () => import('../features/users/index.tsx'),
  directory: () => import('../features/directory/index.tsx'),
  resources: () => import('../features/resources/index.tsx'),
  shell: () => import('./shell/console-layout.tsx'),
};

/** A route whose component is export `name` of an area chunk. */
function screen<M>(
  load: () => Promise<M>,
  name: keyof M & string,
  path?: string,
  handle?: object,
): RouteObject {
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
  };
}

const gate = (module: RouteModule, children: RouteObject[]): RouteObject => ({
  element: <ModuleGate module={module} />,
  children,
});

const { pbx, callingcards: cards } = areas;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: async () => ({ Component: (await areas.public()).PublicLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await areas.public()).HomeScreen }) },
          ...[
            'health',
            'guestapp',
            'crewapp',
            'hospitality',
            'hospitalitypbx',
            'pbxsystem',
            'starlink',
            'aboutus',
          ].map((page) => screen(areas.public, 'InfoScreen', page, { page })),
          screen(areas.public, 'ImpactStudyScreen', 'impactstudy/:type'),
        ],
      },
      screen(areas.auth, 'LoginScreen', 'auth'),
      screen(areas.auth, 'CodeScreen', 'authcode/:extension'),
      { path: 'docs', element: <DocsRedirect /> },
      {
        element: <ShellIfSignedIn />,
        children: [screen(areas.upgrade, 'UpgradeScreen', 'upgrade/:module')],
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await areas.shell()).ConsoleLayout }),
            children: [
              screen(areas.dashboard, 'DashboardScreen', 'dashboard', { wide: true }),
              gate('omnichannel', [
                screen(areas.broadcast, 'BroadcastScreen', 'broadcast'),
                screen(areas.messaging, 'MessagingScreen', 'messagev2'),
              ]),
              gate('callingcards', [
                screen(cards, 'PinManagementScreen', 'pinmanagement/:type'),
                screen(cards, 'PinCdrScreen', 'pincdr/:type'),
                screen(cards, 'CallingRatesScreen', 'callingrate'),
                screen(cards, 'ReportScheduleScreen', 'reportschedule'),
              ]),
              gate('pbx', [
                screen(pbx, 'RegistrationsScreen', 'registration'),
                screen(pbx, 'ExtensionsScreen', 'extension'),
                screen(pbx, 'InboundRouteScreen', 'inboundroute'),
                screen(pbx, 'GatewayReportScreen', 'gatewayreport'),
                screen(pbx, 'GatewayScreen', 'gateway/:gateway'),
                screen(pbx, 'AppAccessScreen', 'appaccess'),
                screen(pbx, 'RingGroupsScreen', 'ringgroup'),
                screen(pbx, 'HardwareScreen', 'hardware'),
                screen(pbx, 'VoicemailScreen', 'voicemail'),
                screen(pbx, 'VoicemailMessagesScreen', 'voicemailmessage/:extension'),
                screen(areas.directory, 'DirectoryScreen', 'directory'),
              ]),
              screen(pbx, 'FeatureCodesScreen', 'featurecode'),
              gate('user', [
                screen(areas.users, 'UsersScreen', 'user'),
                screen(areas.users, 'UserDetailsScreen', 'userdetails/:id'),
              ]),
              screen(areas.resources, 'VvnScreen', 'vvn'),
              screen(areas.resources, 'LinksScreen', 'links'),
            ],
          },
        ],
      },
      screen(areas.errors, 'NotFoundScreen', '*'),
    ],
  },
];
