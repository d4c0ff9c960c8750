export type { TotpAlgorithm, TotpOptions, TotpCheckOptions, TotpCheck } from './totp';
export {
  TOTP_STEP_SECONDS,
  TOTP_DIGITS,
  TOTP_TOLERANCE_STEPS,
  TOTP_SECRET_BYTES,
  totpCounter,
  totpMsLeft,
  totpSecondsLeft,
  hexToBytes,
  bytesToHex,
  newTotpSecret,
  hotp,
  totp,
  verifyTotp,
} from './totp';
export type { PickupPass } from './pass';
export { PICKUP_PASS_PREFIX, pickupPassPayload, parsePickupPass } from './pass';
export type { CouponTerms } from './coupon';
export { floorTo10Won, isUsableCoupon, couponDiscount } from './coupon';
