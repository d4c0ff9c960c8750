/**
 * A business or protocol error of the mock backend. Handlers turn it into the HTTP status and
 * the ServerResult body (rspC, rspDtc, rspMsgCn; libs/api assumption A1) a real server gives.
 */
export class MockApiError extends Error {
  override readonly name = 'MockApiError';
  constructor(
    readonly status: number,
    readonly rspC: string,
    readonly rspDtc: string,
    message: string,
  ) {
    super(message);
  }

  get body(): { rspC: string; rspDtc: string; rspMsgCn: string } {
    return { rspC: this.rspC, rspDtc: this.rspDtc, rspMsgCn: this.message };
  }
}

/** Result codes used by the mock backend besides the login errors of spec §8 (assumption). */
export const MOCK_CODES = {
  /** Gateway refused the call: wrong or missing channel / service header. */
  gateway: ['GW', '403'],
  /** No token, or an unknown token. */
  unauthorised: ['40', '401'],
  /** Access token expired: answered 401 so that libs/api refreshes (spec §4). */
  expired: ['40', '402'],
  /** Bad request body. */
  badRequest: ['90', '400'],
  /** Unknown record. */
  notFound: ['90', '404'],
  /** Business rule refused the request (stock, status …). */
  refused: ['91', '409'],
} as const;

export function badRequest(message: string): MockApiError {
  return new MockApiError(400, MOCK_CODES.badRequest[0], MOCK_CODES.badRequest[1], message);
}
export function notFound(message: string): MockApiError {
  return new MockApiError(404, MOCK_CODES.notFound[0], MOCK_CODES.notFound[1], message);
}
export function refused(message: string): MockApiError {
  return new MockApiError(409, MOCK_CODES.refused[0], MOCK_CODES.refused[1], message);
}

/**
 * The refusals (409) of an area whose each refusal has its own rspDtc (`codes`, by name), so the
 * app can say what happened: `refusalsOf(DRAW_CODES)('closed', 'the draw is closed')`.
 */
export function refusalsOf<C extends Readonly<Record<string, string>>>(codes: C): (code: keyof C, message: string) => MockApiError {
  return (code, message) => new MockApiError(409, MOCK_CODES.refused[0], codes[code] as string, message);
}
