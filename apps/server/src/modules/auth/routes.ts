/**
 * Sign-in routes (spec 7.1): password, e-mailed code request and code check. All public, all rate limited;
 * a password sign-in also sets the browser's device cookie for that account (device-cookie.ts). Being
 * public, they run outside a request transaction, and must: a refusal rolling back would take the counted
 * try and the failure's audit row with it.
 */
import {
  CodeCheck,
  CodeRequest,
  Domain,
  ErrorBody,
  LoginAnswer,
  Ok,
  PasswordLogin,
} from '@portside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { loadSecretKey } from '../../platform/secrets.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../../platform/session.ts';
import { deriveDeviceKey, deviceCookieOptions } from './device-cookie.ts';
import { passwordLogin } from './password-login.ts';
import { checkCode, requestCode } from './security-code.ts';

const tags = ['auth'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, mailer }) => {
  const cookie = sessionCookieOptions(config);
  const deviceCookie = deviceCookieOptions(config);
  const deviceKey = deriveDeviceKey(loadSecretKey(config));
  const perIpLimit = config.SIGNIN_LIMIT_PER_IP;

  app.post(
    '/v2/account/domain/:domain/auth/validate',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in a domain user by password; sets the session cookie and the device cookie',
        security: [],
        params: z.object({ domain: Domain }),
        body: PasswordLogin,
        response: { 200: LoginAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, token, device } = await passwordLogin(db, {
        ...request.body,
        domain: request.params.domain.toLowerCase(),
        ip: request.ip,
        perIpLimit,
        cookies: request.cookies,
        deviceKey,
      });
      return reply
        .setCookie(SESSION_COOKIE, token, cookie)
        .setCookie(device.name, device.value, deviceCookie)
        .send(answer);
    },
  );

  app.post(
    '/v1/securitycode/generate',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'E-mail a 6-digit sign-in code to the App Access address of an extension (also: resend)',
        security: [],
        body: CodeRequest,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await requestCode(db, mailer, { ...request.body, ip: request.ip, perIpLimit });
      return { success: true as const };
    },
  );

  app.post(
    '/v1/securitycode/validate',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Check an e-mailed code; signs the extension in and sets the session cookie',
        security: [],
        body: CodeCheck,
        response: { 200: Ok, ...errors },
      },
    },
    async (request, reply) => {
      const token = await checkCode(db, { ...request.body, ip: request.ip, perIpLimit });
      return reply.setCookie(SESSION_COOKIE, token, cookie).send({ success: true as const });
    },
  );
};
