/**
 * The AI chat client (spec §7 "AI chat client"). The three chat calls send the stored thread id
 * and store the one the answer's header carries (spec §3, §4), in session storage 'threadId'.
 */
import { CNO_HEADER, RECENT_SEARCH_COUNT_PATH } from '@bottle/domain';
import { chatApi } from '../services/chat-api';
import { invalidatesFor } from '../lib/tags';
import type { ApiRequest } from '../lib/base-query';
import type { ChatFeedbackRequest, ChatFeedbackResponse, ChatImageRequest, ChatRequest, ChatResponse } from '../types/chat';
import type { RecentSearchCountRequest, RecentSearchCountResponse } from '../types/search';

const threadPost =
  <Arg>(path: string) =>
  (arg: Arg): ApiRequest => ({ path, method: 'POST', body: arg ?? {}, thread: true });

export const chatEndpoints = chatApi.injectEndpoints({
  endpoints: (build) => ({
    chat: build.mutation<ChatResponse, ChatRequest>({ query: threadPost('/app/chat'), invalidatesTags: invalidatesFor('chat', 'chat') }),
    chatImage: build.mutation<ChatResponse, ChatImageRequest>({
      query: threadPost('/app/chat/image'),
      invalidatesTags: invalidatesFor('chat', 'chatImage'),
    }),
    chatFeedback: build.mutation<ChatFeedbackResponse, ChatFeedbackRequest>({
      query: threadPost('/app/chat/feedback'),
      invalidatesTags: invalidatesFor('chat', 'chatFeedback'),
    }),
    /** GET with the member's cno as a header (spec §3, §7). */
    recentSearchCount: build.query<RecentSearchCountResponse, RecentSearchCountRequest>({
      query: ({ cno }) => ({ path: RECENT_SEARCH_COUNT_PATH, method: 'GET', headers: { [CNO_HEADER]: cno } }),
      providesTags: ['RecentSearchCount'],
    }),
  }),
});

export const { useChatMutation, useChatImageMutation, useChatFeedbackMutation, useRecentSearchCountQuery } = chatEndpoints;
