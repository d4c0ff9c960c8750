/** What the backend's area tests share: a demo member signed in on a set clock, a stocked product, a refusal read. */
import { MockBackend } from './backend';
import { MockApiError } from './errors';
import { MockClock } from '../clock';
import { dataset } from '../data/dataset';

export const T0 = Date.UTC(2026, 10, 2, 1, 0, 0); // 2026-11-02 10:00 KST
export const MIN = 60_000;

export function setup(options: ConstructorParameters<typeof MockBackend>[0] = {}) {
  const clock = new MockClock();
  clock.set(T0);
  const backend = new MockBackend({ clock, ...options });
  const session = backend.login('demo', 'bottle1234');
  if (!session.access_token) throw new Error('demo login failed');
  const cno = backend.authenticate(session.access_token);
  return { clock, backend, cno, session };
}

/** A product in stock (>= 3) at store 361 and with zero at some other store. */
export function stocked(backend: MockBackend, store = '361') {
  const p = dataset.products.find((x) => backend.stockAt(x.prd_cd, store) >= 3 && backend.stockAt(x.prd_cd, '201') >= 3);
  if (!p) throw new Error('no stocked product');
  return p;
}

export async function errorOf(fn: () => unknown): Promise<MockApiError> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof MockApiError) return e;
    throw e;
  }
  throw new Error('expected a MockApiError');
}
