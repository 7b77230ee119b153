import { OTP_TTL_SECONDS } from '@kairox/contract';
import type { Mail } from '../../lib/mailer.js';

const minutes = OTP_TTL_SECONDS / 60;

function codeMail(to: string, subject: string, lead: string, code: string): Mail {
  const text = `${lead}\n\nYour code: ${code}\n\nIt expires in ${minutes} minutes and can be used once. If you did not ask for it, ignore this email.\n\nKairox`;
  const html = `<p>${lead}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in ${minutes} minutes and can be used once. If you did not ask for it, ignore this email.</p><p>Kairox</p>`;
  return { to, subject, text, html };
}

export const signupCodeMail = (to: string, code: string) =>
  codeMail(
    to,
    `Your Kairox verification code: ${code}`,
    'Use this code to verify your email address and finish creating your Kairox organization.',
    code,
  );

export const passwordResetCodeMail = (to: string, code: string) =>
  codeMail(to, `Your Kairox password reset code: ${code}`, 'Use this code to reset your Kairox password.', code);

export function welcomeMail(to: string, firstName: string, organization: string, domainId: string, hasPassword: boolean): Mail {
  const access = hasPassword
    ? `Sign in with your email address and the password you chose; your Domain ID is ${domainId}.`
    : `You have not set a password yet: on the sign-in page choose "Reset your password" to set one. Your Domain ID is ${domainId}.`;
  const text = `Hello ${firstName},\n\n${organization} is ready on Kairox. ${access}\n\nKairox`;
  return {
    to,
    subject: `Welcome to Kairox, ${organization}`,
    text,
    html: `<p>Hello ${firstName},</p><p>${organization} is ready on Kairox. ${access}</p><p>Kairox</p>`,
  };
}
