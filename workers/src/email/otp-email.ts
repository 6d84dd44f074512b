import { OTP_TTL_MINUTES, type OtpPurpose } from '@referly/domain';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const subjects: Record<OtpPurpose, string> = {
  signUp: 'Your Referly verification code',
  passwordReset: 'Reset your Referly password',
  emailChange: 'Confirm your new Referly e-mail address',
};

const intros: Record<OtpPurpose, string> = {
  signUp: 'Here is your code to verify your e-mail address and finish signing up to Referly:',
  passwordReset: 'Here is your code to reset your Referly password:',
  emailChange: 'Here is your code to confirm this address as the new e-mail of your Referly account:',
};

export const otpEmail = (purpose: OtpPurpose, firstName: string, code: string): { subject: string; text: string; html: string } => {
  const expiry = `The code expires in ${OTP_TTL_MINUTES} minutes.`;
  const ignore = 'If you did not ask for this code, you can ignore this e-mail.';
  const text = [`Hi ${firstName},`, '', intros[purpose], '', code, '', expiry, ignore, '', 'The Referly team'].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    `<p>${intros[purpose]}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`,
    `<p>${expiry}<br>${ignore}</p>`,
    '<p>The Referly team</p>',
  ].join('\n');
  return { subject: subjects[purpose], text, html };
};
