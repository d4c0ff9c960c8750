/** Tasting themes, classes, events, exhibitions (spec §7) and the join calls (A20). */
import { bottleApi } from '../services/bottle-api';
import { pageByPage, type PagesArg } from '../lib/pages';
import { post, postQuery, postMutation } from '../lib/request';
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
    classList: build.query<ClassListResponse, ClassListRequest | void>(postQuery('/app/class/list', 'Class')),
    eventList: build.query<EventListResponse, EventListRequest | void>(postQuery('/v2/hybridapp/event/list', 'Event')),
    /** The event list page by page (the events screen; lib/pages.ts). */
    eventListPages: build.infiniteQuery<EventListResponse, PagesArg<EventListRequest>, number>({
      infiniteQueryOptions: pageByPage<BottleEvent, EventListRequest>(),
      query: ({ queryArg, pageParam }) => post<EventListRequest>('/v2/hybridapp/event/list')({ ...queryArg, page_no: pageParam }),
      providesTags: ['Event'],
    }),
    eventWinShow: build.query<EventWinShowResponse, EventWinShowRequest>(postQuery('/v2/hybridapp/event/win/show', 'Event')),
    exhibitionList: build.query<ExhibitionListResponse, PageRequest | void>({ query: post('/app/exhibition/list') }),
    exhibitionShow: build.query<ExhibitionShowResponse, ExhibitionShowRequest>({ query: post('/app/exhibition/show') }),
    /** A20. */
    eventJoin: build.mutation<Ack, EventJoinRequest>(postMutation('bottle', 'eventJoin', '/v2/hybridapp/event/join')),
    /** A20. */
    classJoin: build.mutation<Ack, ClassJoinRequest>(postMutation('bottle', 'classJoin', '/app/class/join')),
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
