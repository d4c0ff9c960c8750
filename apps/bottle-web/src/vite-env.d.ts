/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'demo' (default: MSW answers every call) or 'live'. */
  readonly VITE_BOTTLE_MODE?: string;
  readonly VITE_BOTTLE_API_BASE?: string;
  readonly VITE_BOTTLE_USER_API_BASE?: string;
  readonly VITE_BOTTLE_CHAT_API_BASE?: string;
  readonly VITE_BOTTLE_SSO_BASE?: string;
  readonly VITE_BOTTLE_KAKAO_TOKEN_URL?: string;
  readonly VITE_BOTTLE_KAKAO_CLIENT_ID?: string;
  readonly VITE_BOTTLE_NAVER_TOKEN_URL?: string;
  readonly VITE_BOTTLE_NAVER_CLIENT_ID?: string;
  readonly VITE_BOTTLE_NATIVE_UA_MARKER?: string;
  readonly VITE_BOTTLE_COMPANY_SITE?: string;
  readonly VITE_BOTTLE_PRIZE_EXHIBIT_NO?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
