/**
 * The route table of spec 000 §2.1. Each area's code is its own chunk (route `lazy`), except the sign-in's:
 * the console's first screen on every new device, it is in the entry, so over a satellite link it comes
 * in the same file and the same round trip as the rest of the shell (issue 15 item 6). Signed-in routes name the permission their
 * role needs (a refused role sees why, issue 10) and their module (a disabled one goes to
 * /upgrade/<module>).
 */
import type { Permission } from '@portside/contract';
import type { RouteObject } from 'react-router';
import * as auth from '../features/auth/index.ts';
import { FEATURE_TEXTS } from '../kit/i18n/catalogue.ts';
import { withTexts } from '../kit/i18n/index.ts';
import type { RouteModule } from '../kit/session/module-access.ts';
import { PageLoader } from '../kit/ui/page-loader.tsx';
import { DocsRedirect } from './docs-redirect.tsx';
import { ModuleGate } from './module-gate.tsx';
import { PermissionGate } from './permission-gate.tsx';
import { RootLayout, RouteError } from './root-layout.tsx';
import { SelfServiceGate, selfServiceRoute } from './self-service-gate.tsx';
import { ShellIfSignedIn } from './shell-if-signed-in.tsx';
import { SignedOutChat } from './signed-out-chat.tsx';

/**
 * Each feature's code, with its texts in the current language beside it (FEATURE_TEXTS): a console area's
 * own part comes with its first screen, so the dashboard loads none of them.
 */
const areas = {
  auth: () => Promise.resolve(auth),
  public: () => withTexts(import('../features/public/index.ts'), FEATURE_TEXTS.public),
  dashboard: () => withTexts(import('../features/dashboard/index.ts'), FEATURE_TEXTS.dashboard),
  errors: () => import('../features/errors/index.ts'),
  upgrade: () => import('../features/upgrade/index.ts'),
  messaging: () => withTexts(import('../features/messaging/index.tsx'), FEATURE_TEXTS.messaging),
  broadcast: () => withTexts(import('../features/broadcast/index.tsx'), FEATURE_TEXTS.broadcast),
  callingcards: () => withTexts(import('../features/callingcards/index.tsx'), FEATURE_TEXTS.callingcards),
  pbx: () => withTexts(import('../features/pbx/index.tsx'), FEATURE_TEXTS.pbx),
  users: () => withTexts(import('../features/users/index.tsx'), FEATURE_TEXTS.users),
  directory: () => withTexts(import('../features/directory/index.tsx'), FEATURE_TEXTS.directory),
  resources: () => withTexts(import('../features/resources/index.tsx'), FEATURE_TEXTS.resources),
  audit: () => withTexts(import('../features/audit/index.tsx'), FEATURE_TEXTS.audit),
  tokens: () => withTexts(import('../features/tokens/index.tsx'), FEATURE_TEXTS.tokens),
  channels: () => withTexts(import('../features/channels/index.tsx'), FEATURE_TEXTS.channels),
  assistant: () => withTexts(import('../features/assistant/index.tsx'), FEATURE_TEXTS.assistant),
  shell: () => withTexts(import('./shell/console-layout.tsx'), ['console']),
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

/**
 * A list screen: wide (1200 px instead of 850), every one of them, so the content does not change width
 * between lists. A list's width is not known from its defaults: the column chooser can add columns
 * (spec 001 §1) and the gateway report has a column per site.
 */
const listScreen = <M,>(load: () => Promise<M>, name: keyof M & string, path: string) =>
  screen(load, name, path, { wide: true });

/**
 * The role first: a page the role may never open says so, whatever the organisation's modules; then
 * the module, whose upgrade notice only helps someone who could use it.
 */
const gate = (permission: Permission, module: RouteModule, children: RouteObject[]): RouteObject => ({
  element: <PermissionGate permission={permission} />,
  children: [{ element: <ModuleGate module={module} />, children }],
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
          // Every case study's index (issue 15 item 4), so each is reached from the site's navigation.
          screen(areas.public, 'CaseStudiesScreen', 'impactstudy'),
          screen(areas.public, 'ImpactStudyScreen', 'impactstudy/:type'),
        ],
      },
      {
        // Spec 000 §2.1: the chat-support widget on the signed-out screens outside the marketing layout.
        element: <SignedOutChat />,
        children: [
          screen(areas.auth, 'LoginScreen', 'auth'),
          screen(areas.auth, 'CodeScreen', 'authcode/:extension'),
          screen(areas.errors, 'NotFoundScreen', '*'),
        ],
      },
      { path: 'docs', element: <DocsRedirect /> },
      {
        element: <ShellIfSignedIn />,
        children: [screen(areas.upgrade, 'UpgradeScreen', 'upgrade/:module')],
      },
      {
        element: <SelfServiceGate />,
        children: [
          selfServiceRoute,
          {
            lazy: async () => ({ Component: (await areas.shell()).ConsoleLayout }),
            children: [
              gate('dashboard.read', 'none', [
                screen(areas.dashboard, 'DashboardScreen', 'dashboard', { wide: true }),
              ]),
              gate('messaging.read', 'omnichannel', [
                // Inboxes: two panels side by side need the wide layout.
                screen(areas.broadcast, 'BroadcastScreen', 'broadcast', { wide: true }),
                screen(areas.messaging, 'MessagingScreen', 'messagev2', { wide: true }),
              ]),
              gate('callingcards.read', 'callingcards', [
                listScreen(cards, 'PinManagementScreen', 'pinmanagement/:type'),
                listScreen(cards, 'PinCdrScreen', 'pincdr/:type'),
                listScreen(cards, 'CallingRatesScreen', 'callingrate'),
                listScreen(cards, 'ReportScheduleScreen', 'reportschedule'),
              ]),
              // The switch's records that could not be taken: administrators, who connect the switch.
              gate('tokens.manage', 'callingcards', [
                listScreen(cards, 'CdrDeadLettersScreen', 'cdrdeadletters'),
              ]),
              gate('pbx.read', 'pbx', [
                listScreen(pbx, 'RegistrationsScreen', 'registration'),
                listScreen(pbx, 'ExtensionsScreen', 'extension'),
                listScreen(pbx, 'PbxCdrsScreen', 'pbxcdr'),
                listScreen(pbx, 'InboundRouteScreen', 'inboundroute'),
                listScreen(pbx, 'GatewayReportScreen', 'gatewayreport'),
                listScreen(pbx, 'GatewayScreen', 'gateway/:gateway'),
                listScreen(pbx, 'AppAccessScreen', 'appaccess'),
                listScreen(pbx, 'RingGroupsScreen', 'ringgroup'),
                listScreen(pbx, 'HardwareScreen', 'hardware'),
                listScreen(pbx, 'VoicemailScreen', 'voicemail'),
                listScreen(pbx, 'VoicemailMessagesScreen', 'voicemailmessage/:extension'),
              ]),
              // Spec 001 §2: Users and Directory are PBX screens; only User Details needs the user module.
              gate('users.read', 'pbx', [listScreen(areas.users, 'UsersScreen', 'user')]),
              gate('directory.read', 'pbx', [listScreen(areas.directory, 'DirectoryScreen', 'directory')]),
              // A data page of the PBX's star codes: no module, but the PBX's to read.
              gate('pbx.read', 'none', [listScreen(pbx, 'FeatureCodesScreen', 'featurecode')]),
              gate('users.read', 'user', [listScreen(areas.users, 'UserDetailsScreen', 'userdetails/:id')]),
              // Issue 10: the audit log, for administrators and auditors; no module of its own.
              gate('audit.read', 'none', [listScreen(areas.audit, 'AuditScreen', 'audit')]),
              // API tokens of the environment for machine clients (DESIGN §3): administrators, any module.
              gate('tokens.manage', 'none', [listScreen(areas.tokens, 'ApiTokensScreen', 'apitokens')]),
              // The outside channels' providers (issue 12 item 4): administrators, with the omnichannel module.
              gate('environment.manage', 'omnichannel', [
                screen(areas.channels, 'ChannelsScreen', 'channels'),
                // The ship's assistant's FAQ (bot 9998214, issue 12 item 5).
                screen(areas.assistant, 'AssistantScreen', 'assistant'),
              ]),
              screen(areas.resources, 'VvnScreen', 'vvn'),
              screen(areas.resources, 'LinksScreen', 'links'),
            ],
          },
        ],
      },
    ],
  },
];
