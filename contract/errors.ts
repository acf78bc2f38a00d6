import { z } from 'zod';

/** The closed list of machine codes a failure can carry. */
const ErrorCodeSchema = z.enum([
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'NOT_SIGNED_IN',
  'INVALID_CREDENTIALS',
  /** The password was right; the account has two-factor sign-in and the code is missing or wrong. */
  'TOTP_REQUIRED',
  'ACCOUNT_BANNED',
  /** The password was right; the registration still waits for the link mailed to its address. */
  'REGISTRATION_PENDING',
  /** The call asks for a solved proof-of-work challenge (`altcha`) and none came. */
  'CAPTCHA_REQUIRED',
  /** The solved challenge sent is malformed, tampered with, wrong, expired or already used. */
  'CAPTCHA_INVALID',
  'FORBIDDEN',
  /** STAFF_2FA=required: a staff role is not in force until the account has two-factor sign-in. */
  'STAFF_TWO_FACTOR_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'CHARACTER_ONLINE',
  'WORLDSERVER_UNAVAILABLE',
  'WORLDSERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

const ErrorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/** Every failed call answers with this body and a truthful HTTP status. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string().optional(),
  code: ErrorCodeSchema,
  details: z.array(ErrorDetailSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
