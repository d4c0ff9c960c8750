/**
 * Startup decisions of spec §4: the mandatory update check and the security check steps. The
 * app's startup state machine performs them; keeping them pure makes each branch one test.
 */
import { CERT_KEY_DVS_PASS } from '../constants';
import { isVersionLower } from '../format/version';

export interface UpdateCheck {
  /** device_os: 'I', 'A' or 'web'. */
  readonly deviceOs: string | null | undefined;
  /** Installed app_ver. */
  readonly appVer: string | null | undefined;
  /** Required versions from the app version response (spec §3). */
  readonly iosVer?: string | null;
  readonly andVer?: string | null;
}

/**
 * Whether the mandatory update screen shows (spec §4): the installed version is lower than the
 * required one for the OS. Outside iOS / Android (web) it never shows; a missing required
 * version never forces an update.
 */
export function needsMandatoryUpdate(check: UpdateCheck): boolean {
  const required = check.deviceOs === 'I' ? check.iosVer : check.deviceOs === 'A' ? check.andVer : undefined;
  if (typeof required !== 'string' || required.trim() === '') return false;
  return isVersionLower(check.appVer, required);
}

export type SecurityOutcome =
  /** Quit after the tampering notice. */
  | 'quit'
  /** Passed without a server check. */
  | 'pass'
  /** Ask the server to verify the hash. */
  | 'verify-hash';

/**
 * First step of the security check (spec §4): compromised 'Y' quits after a notice; cert_key_dvs
 * D passes; otherwise the server verifies the hash.
 */
export function securityFirstStep(result: { compromised?: unknown; certKeyDvs?: unknown }): SecurityOutcome {
  if (result.compromised === 'Y') return 'quit';
  if (result.certKeyDvs === CERT_KEY_DVS_PASS) return 'pass';
  return 'verify-hash';
}

/** After the hash verification (spec §4): valid_yn N quits; anything else continues. */
export function securityAfterHash(validYn: unknown): 'quit' | 'pass' {
  return validYn === 'N' ? 'quit' : 'pass';
}
