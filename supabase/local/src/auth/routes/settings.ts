import { sendJson } from '../http.js';
import type { Route } from '../service-context.js';

const EXTERNAL_PROVIDERS = [
  'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'snapchat', 'figma', 'fly', 'github', 'gitlab', 'google',
  'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch',
  'twitter', 'zoom',
] as const;

/** GET /settings in GoTrue's shape: e-mail and anonymous sign-ins on, autoconfirm as config.toml says, no OAuth. */
export const settings: Route = async (_req, res, _url, { config }) => {
  const external: Record<string, boolean> = { anonymous_users: true };
  for (const provider of EXTERNAL_PROVIDERS) external[provider] = false;
  external.email = true;
  external.phone = false;
  sendJson(res, 200, {
    external,
    disable_signup: false,
    mailer_autoconfirm: !config.emailConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
};

/** GET /health as GoTrue answers it. */
export const health: Route = async (_req, res) => {
  sendJson(res, 200, {
    version: 'runoff-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
};
