import { NextResponse } from 'next/server';
import { newCaptchaChallenge } from '@/lib/account/captcha';
import { captchaSecret } from '@/lib/account/captcha-server';

/** `GET /api/account/captcha`: a new proof-of-work challenge for the captcha widget (signed, 10 minutes, single use). */
export async function GET(): Promise<Response> {
  const challenge = await newCaptchaChallenge(captchaSecret(), Date.now());
  return NextResponse.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
