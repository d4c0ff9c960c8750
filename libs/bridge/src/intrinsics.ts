/**
 * The built-ins the private channel uses, taken when the library's first module loads, before
 * any later page script can wrap them (README "The private channel", threat "Hooking built-ins").
 *
 * Page script that runs after the app's first script may replace `Array.isArray`,
 * `Object.keys`, `JSON.stringify`, `Map.prototype.get`… or put getters and setters on
 * `Object.prototype` for field names the bridge reads (`id`, `reply`, `data`, `acesTkn`, …). The
 * channel therefore:
 * - calls only the functions kept here, through the kept `Reflect.apply`, never through a live
 *   global or a prototype method looked up later;
 * - reads a message only after `ownCopy` made it a tree of null-prototype objects, so a missing
 *   field is `undefined` and never an inherited value or a getter called with the envelope;
 * - writes JSON with `toJson`, which reads only own fields and never calls `toJSON`, so no
 *   envelope holding the secret is ever handed to a function page script can reach.
 *
 * Module-private: not exported from the package.
 */

const ObjectCtor = Object;
export const apply = Reflect.apply;
export const create = ObjectCtor.create as (proto: null) => Record<string, unknown>;
export const keys = ObjectCtor.keys;
export const freeze = ObjectCtor.freeze;
export const getOwnDescriptor = ObjectCtor.getOwnPropertyDescriptor;
export const defineProperty = ObjectCtor.defineProperty;
export const deleteProperty = Reflect.deleteProperty;
export const isArray = Array.isArray;
export const parse = JSON.parse;
const stringifyPrimitive = JSON.stringify as (value: string | number | boolean | null) => string;
const hasOwnProperty = ObjectCtor.prototype.hasOwnProperty;
const charCodeAt = String.prototype.charCodeAt;
const isFinite = Number.isFinite;

const mapGet = Map.prototype.get;
const mapSet = Map.prototype.set;
const mapHas = Map.prototype.has;
const mapDelete = Map.prototype.delete;
const mapForEach = Map.prototype.forEach;
const weakGet = WeakMap.prototype.get;
const weakSet = WeakMap.prototype.set;
const weakDelete = WeakMap.prototype.delete;
const setAdd = Set.prototype.add;
const setDelete = Set.prototype.delete;
const setForEach = Set.prototype.forEach;
const arrayPush = Array.prototype.push;

/** Whether `obj` has `key` as an own property (never asks a prototype). */
export function hasOwn(obj: object, key: string): boolean {
  return apply(hasOwnProperty, obj, [key]) as boolean;
}

/** The own property `key` of `value`, or undefined (never an inherited one, never a prototype getter). */
export function own(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const descriptor = getOwnDescriptor(value, key);
  // An accessor's descriptor has no own `value`: reading it would ask Object.prototype.
  return descriptor !== undefined && hasOwn(descriptor, 'value') ? descriptor.value : undefined;
}

/** Plain-object check with the kept Array.isArray. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !isArray(value);
}

/** The UTF-16 code unit at `index` of `text`, with the kept String.prototype.charCodeAt. */
export function codeAt(text: string, index: number): number {
  return apply(charCodeAt, text, [index]) as number;
}

/** Sets an own data property without running a setter page script put on a prototype. */
export function put(obj: object, key: string, value: unknown): void {
  const descriptor = create(null);
  descriptor['value'] = value;
  descriptor['writable'] = true;
  descriptor['enumerable'] = true;
  descriptor['configurable'] = true;
  defineProperty(obj, key, descriptor as PropertyDescriptor);
}

/**
 * A copy of parsed JSON made only of own fields: objects become null-prototype objects (so a
 * read of a missing field never reaches `Object.prototype`), arrays fresh arrays. `__proto__`
 * stays an ordinary own key of the copy, never a prototype.
 */
export function ownCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isArray(value)) {
    const out: unknown[] = [];
    const length = value.length;
    for (let i = 0; i < length; i += 1) put(out, '' + i, ownCopy(own(value, '' + i)));
    return out;
  }
  const out = create(null);
  const names = keys(value);
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] as string;
    out[name] = ownCopy(own(value, name));
  }
  return out;
}

/**
 * JSON text of a value built by the library (strings, finite numbers, booleans, null, arrays and
 * objects; `undefined` fields are left out, like JSON.stringify). Reads own enumerable fields
 * only and never calls `toJSON`, so a hook on `Object.prototype` or `JSON.stringify` sees nothing.
 */
export function toJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return stringifyPrimitive(value);
  if (typeof value === 'number') return stringifyPrimitive(isFinite(value) ? value : null);
  if (typeof value !== 'object') return 'null';
  if (isArray(value)) {
    let text = '[';
    const length = value.length;
    for (let i = 0; i < length; i += 1) {
      const item = own(value, '' + i);
      text += (i > 0 ? ',' : '') + (item === undefined || typeof item === 'function' ? 'null' : toJson(item));
    }
    return text + ']';
  }
  let text = '{';
  let first = true;
  const names = keys(value);
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] as string;
    const item = own(value, name);
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    text += (first ? '' : ',') + stringifyPrimitive(name) + ':' + toJson(item);
    first = false;
  }
  return text + '}';
}

/** Map, WeakMap, Set and Array operations through the methods kept at load time. */
export const kept = {
  mapGet: <K, V>(map: Map<K, V>, key: K): V | undefined => apply(mapGet, map, [key]) as V | undefined,
  mapSet: <K, V>(map: Map<K, V>, key: K, value: V): void => {
    apply(mapSet, map, [key, value]);
  },
  mapHas: <K, V>(map: Map<K, V>, key: K): boolean => apply(mapHas, map, [key]) as boolean,
  mapDelete: <K, V>(map: Map<K, V>, key: K): boolean => apply(mapDelete, map, [key]) as boolean,
  /** The entries of a map as an array, in insertion order. */
  mapEntries: <K, V>(map: Map<K, V>): Array<[K, V]> => {
    const out: Array<[K, V]> = [];
    apply(mapForEach, map, [(value: V, key: K) => apply(arrayPush, out, [[key, value]])]);
    return out;
  },
  weakGet: <K extends object, V>(map: WeakMap<K, V>, key: K): V | undefined => apply(weakGet, map, [key]) as V | undefined,
  weakSet: <K extends object, V>(map: WeakMap<K, V>, key: K, value: V): void => {
    apply(weakSet, map, [key, value]);
  },
  weakDelete: <K extends object, V>(map: WeakMap<K, V>, key: K): void => {
    apply(weakDelete, map, [key]);
  },
  setAdd: <T>(set: Set<T>, value: T): void => {
    apply(setAdd, set, [value]);
  },
  setDelete: <T>(set: Set<T>, value: T): void => {
    apply(setDelete, set, [value]);
  },
  /** The members of a set as an array (a snapshot: members added meanwhile are not visited). */
  setValues: <T>(set: Set<T>): T[] => {
    const out: T[] = [];
    apply(setForEach, set, [(value: T) => apply(arrayPush, out, [value])]);
    return out;
  },
};
