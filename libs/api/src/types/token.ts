/** GET /tokens/token-refresh, spec §7: "returning token and refreshToken". */
export interface TokenRefreshResponse {
  token: string;
  refreshToken: string;
}
