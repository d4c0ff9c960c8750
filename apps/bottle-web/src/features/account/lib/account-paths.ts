/** Detail screens of the account feature that config/paths.ts lacks (listed in the report). */
export const ACCOUNT_PATHS = {
  receiptDetail: (rcptNo: string) => `/mypage/receipts/${encodeURIComponent(rcptNo)}`,
  noticeDetail: (noticeNo: string) => `/mypage/help/notice/${encodeURIComponent(noticeNo)}`,
} as const;
