/** API tokens of the environment for machine clients (DESIGN §3), for roles with 'tokens.manage'. */
export { ApiTokensScreen } from './api-tokens-screen.tsx';
