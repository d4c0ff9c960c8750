/**
 * Local storage keys that belong to the device, not to the member's session. A session's end
 * empties local and session storage (spec §4 "Logout"), but these answers were given by the person
 * holding the device, whoever is logged in: the age self-declaration (ASSUMPTIONS "Age
 * verification") and the language chosen in settings (a device setting, shown to visitors too).
 * Emptying them at a logout asked the age question again in every open tab of the device.
 */

/** Local storage: the last Korean day (YYYYMMDD) on which the age confirmation holds. */
export const AGE_CONFIRMED_UNTIL_KEY = 'bottle.age.confirmedUntil';
/** Local storage: the language chosen in settings ('ko' or 'en'). */
export const LANG_KEY = 'bottle.lang';

/** The keys a session's end keeps (every other key of local and session storage goes). */
export const DEVICE_KEYS: readonly string[] = [AGE_CONFIRMED_UNTIL_KEY, LANG_KEY];
