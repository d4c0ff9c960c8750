import type { ProductSummary } from './product';

/** POST /app/chat on the chat base: payload not shown in the spec (A14). */
export interface ChatRequest {
  message: string;
}

/** POST /app/chat/image: a photo of a label, as a data URL or an uploaded URL (A14). */
/**
 * POST /app/chat/image: the photo as the image bucket's key (`image_key`, A38: uploaded first in
 * 65536-byte chunks), or, from before the bucket, as a data URL (`image`).
 */
export type ChatImageRequest = { image: string; message?: string } | { image_key: string; message?: string };

/** POST /app/chat/feedback: rating of an answer (A14). */
export interface ChatFeedbackRequest {
  message_id: string;
  rating: 'up' | 'down';
  comment?: string;
}

/** The chat answer body (A14). The thread id travels in the response header (spec §3). */
export interface ChatResponse {
  message_id: string;
  answer: string;
  /** Products recommended by the sommelier, if any. */
  prd_list?: ProductSummary[];
  /** Follow-up suggestions shown as chips. */
  suggestion_list?: string[];
}

export interface ChatFeedbackResponse {
  message_id: string;
  saved: boolean;
}
