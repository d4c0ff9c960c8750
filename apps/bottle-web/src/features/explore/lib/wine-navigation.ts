/**
 * The wine navigation's state (spec §2 screen "wine navigation"; §3 wine filter keys): a guided
 * choice in five steps (type, nation, kind, the five senses, price), kept in the URL
 * (`/wine-navigation?step=2&type=034006001`) so back, forward and reload keep it, and the search
 * it ends in. Pure: no React, no storage.
 *
 * The search URL is the one the search tab reads, written by the one helper of its shape
 * (src/lib/search-link.ts: `category`, then each filter key repeated once per value); src/app/wine-navigation-search.test.ts
 * reads it back with that parser, so the two cannot drift apart.
 */
import type { WineFilterKey } from '@bottle/domain';
import { appendSearchFilters, readSearchFilters, searchHref } from '../../../lib/search-link';
import { toggleValue } from '../../../lib/toggle-value';

/** The steps, in the spec's order of its filter keys (style is the search tab's, not a step). */
export const NAV_STEPS = ['type', 'nation', 'kind', 'fivesense', 'price'] as const satisfies readonly WineFilterKey[];
export type NavStep = (typeof NAV_STEPS)[number];

/** Longest list of values kept per step (a hand-edited URL cannot ask for more). */
const MAX_VALUES = 30;

export type NavChoices = Partial<Record<NavStep, readonly string[]>>;

export interface NavState {
  /** 0-based index into NAV_STEPS. */
  step: number;
  choices: NavChoices;
}

/** Reads the state from the URL's query; anything unknown or malformed falls back to the first step. */
export function parseNavState(params: URLSearchParams): NavState {
  const stepText = params.get('step') ?? '';
  const step = /^\d{1,2}$/.test(stepText) ? Math.min(NAV_STEPS.length - 1, Math.max(0, Number(stepText) - 1)) : 0;
  const choices: NavChoices = readSearchFilters(params, NAV_STEPS, MAX_VALUES);
  return { step, choices };
}

/** The query of a state (step is 1-based in the URL, as a member reads it). */
export function navParams(state: NavState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.step > 0) params.set('step', String(state.step + 1));
  return appendSearchFilters(params, state.choices);
}

/** Adds or removes one value of a step. */
export function toggleChoice(choices: NavChoices, key: NavStep, value: string): NavChoices {
  return toggleValue(choices, key, value);
}

/** The chosen values as the result calls' `filters` (the count the screen shows before the search). */
export function navFilters(choices: NavChoices): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const key of NAV_STEPS) if (choices[key]?.length) out[key] = [...(choices[key] ?? [])];
  return out;
}

/** The search tab's URL of the wines that match: category wine and every chosen value. */
export function wineSearchHref(choices: NavChoices): string {
  return searchHref({ category: 'wine', filters: choices });
}
