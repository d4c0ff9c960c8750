/** Tasting themes, classes, events, exhibitions (spec §7) and the join calls (A20). */
import { bottleApi } from '../services/bottle-api';
import { pageByPage, type PagesArg } from '../lib/pages';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
import type { Ack, PageRequest } from '../types/common';
import type {
  BottleEvent,
  ClassJoinRequest,
  ClassListRequest,
  ClassListResponse,
  EventJoinRequest,
  EventListRequest,
  EventListResponse,
  EventWinShowRequest,
  EventWinShowResponse,
  ExhibitionListResponse,
  ExhibitionShowRequest,
  ExhibitionShowResponse,
  TastingThemeInfoRequest,
  TastingThemeInfoResponse,
  TastingThemeListResponse,
} from '../types/content';

export const contentApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    tastingThemeList: build.query<TastingThemeListResponse, PageRequest | void>({ query: post('/app/tasting/thema/list') }),
    tastingThemeInfo: build.query<TastingThemeInfoResponse, TastingThemeInfoRequest>({ query: post('/app/tasting/thema/info') }),
    classList: build.query<ClassListResponse, ClassListRequest | void>({ query: post('/app/class/list'), providesTags: ['Class'] }),
    eventList: build.query<EventListResponse, EventListRequest | void>({
      query: post('/v2/hybridapp/event/list'),
      providesTags: ['Event'],
    }),
    /** The event list page by page (the events screen; lib/pages.ts). */
    eventListPages: build.infiniteQuery<EventListResponse, PagesArg<EventListRequest>, number>({
      infiniteQueryOptions: pageByPage<BottleEvent, EventListRequest>(),
      query: ({ queryArg, pageParam }) => post<EventListRequest>('/v2/hybridapp/event/list')({ ...queryArg, page_no: pageParam }),
      providesTags: ['Event'],
    }),
    eventWinShow: build.query<EventWinShowResponse, EventWinShowRequest>({
      query: post('/v2/hybridapp/event/win/show'),
      providesTags: ['Event'],
    }),
    exhibitionList: build.query<ExhibitionListResponse, PageRequest | void>({ query: post('/app/exhibition/list') }),
    exhibitionShow: build.query<ExhibitionShowResponse, ExhibitionShowRequest>({ query: post('/app/exhibition/show') }),
    /** A20. */
    eventJoin: build.mutation<Ack, EventJoinRequest>({
      query: post('/v2/hybridapp/event/join'),
      invalidatesTags: invalidatesFor('bottle', 'eventJoin'),
    }),
    /** A20. */
    classJoin: build.mutation<Ack, ClassJoinRequest>({
      query: post('/app/class/join'),
      invalidatesTags: invalidatesFor('bottle', 'classJoin'),
    }),
  }),
});

export const {
  useTastingThemeListQuery,
  useTastingThemeInfoQuery,
  useClassListQuery,
  useEventListQuery,
  useEventListPagesInfiniteQuery,
  useEventWinShowQuery,
  useExhibitionListQuery,
  useExhibitionShowQuery,
  useEventJoinMutation,
  useClassJoinMutation,
} = contentApi;
