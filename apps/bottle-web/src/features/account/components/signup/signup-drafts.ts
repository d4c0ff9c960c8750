/** What the sign-up keeps as drafts (session storage): the accepted agreements and what a visitor typed, never the passwords. */
import { parseJson, type PersistOptions } from '../../../../lib/persistent-state';

/** Draft key (docs/conventions.md: `bottle.draft.<feature>.<id>`): the accepted agmt_type values. */
export const SIGNUP_DRAFT_KEY = 'bottle.draft.account.signup';
/** Draft key of what a visitor typed (never the passwords) and the store chosen. */
export const SIGNUP_PROFILE_DRAFT_KEY = 'bottle.draft.account.signupProfile';

/** The typed fields kept in the draft (the passwords are not: they stay in memory only). */
export type ProfileDraft = Partial<Record<'login_id' | 'user_name' | 'mbl_no' | 'brth_dt' | 'def_str_cd', string>>;
export const PROFILE_DRAFT_FIELDS = ['login_id', 'user_name', 'mbl_no', 'brth_dt', 'def_str_cd'] as const;

export const PROFILE_DRAFT_STORAGE: PersistOptions<ProfileDraft> = {
  area: 'session',
  parse: (raw) => {
    const parsed = parseJson(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const draft: ProfileDraft = {};
    for (const key of PROFILE_DRAFT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  },
  serialize: (draft) => JSON.stringify(draft),
};

/** The stored choices: a list of agmt_type values (anything else reads as none). */
export const SIGNUP_DRAFT_STORAGE: PersistOptions<ReadonlySet<string>> = {
  area: 'session',
  parse: (raw) => {
    const parsed = parseJson(raw);
    return Array.isArray(parsed) ? new Set(parsed.filter((v): v is string => typeof v === 'string')) : undefined;
  },
  serialize: (accepted) => JSON.stringify([...accepted]),
};
