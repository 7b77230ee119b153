import { OTP_MESSAGES, RESET_MESSAGES, authEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { resetPassword, sendPasswordResetCode, sendSignupCode, signIn, verifySignupCode } from './auth.service.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);

  route(authEndpoints.login, async (request) => {
    const session = await signIn(ctx, request.ip, request.body);
    request.log.info({ userId: session.userId, orgId: session.orgId }, 'user signed in');
    return { token: session.token, role: session.role };
  });

  route(authEndpoints.sendSignupOtp, async (request) => {
    await sendSignupCode(ctx, request.ip, request.body.email);
    return { message: OTP_MESSAGES.codeSent };
  });

  route(authEndpoints.verifySignupOtp, async (request) => {
    await verifySignupCode(ctx, request.ip, request.body.email, request.body.otp);
    return { verified: true as const, message: OTP_MESSAGES.verified };
  });

  route(authEndpoints.sendPasswordResetOtp, async (request) => {
    await sendPasswordResetCode(ctx, request.ip, request.query.email);
    return { message: RESET_MESSAGES.otpSent };
  });

  route(authEndpoints.resetPassword, async (request) => {
    await resetPassword(ctx, request.ip, request.body);
    request.log.info({ email: request.body.email }, 'password reset');
    return { message: RESET_MESSAGES.resetSuccess };
  });
}
