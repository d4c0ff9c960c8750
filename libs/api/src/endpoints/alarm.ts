/** Restock and reservation alarms (A18; spec §3 alarm kinds). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import type { Ack } from '../types/common';
import type { AlarmDeleteRequest, AlarmListRequest, AlarmListResponse, AlarmRegisterRequest, AlarmRegisterResponse } from '../types/alarm';

export const alarmApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    alarmList: build.query<AlarmListResponse, AlarmListRequest | void>({ query: post('/app/alarm/list'), providesTags: ['Alarm'] }),
    /** Refreshes the alarm list and the product's reservation / alarm button. */
    alarmRegister: build.mutation<AlarmRegisterResponse, AlarmRegisterRequest>({
      query: post('/app/alarm/register'),
      invalidatesTags: (_result, _error, arg) => ['Alarm', 'MyPage', { type: 'Product', id: arg.prd_cd }],
    }),
    alarmDelete: build.mutation<Ack, AlarmDeleteRequest>({ query: post('/app/alarm/delete'), invalidatesTags: ['Alarm', 'MyPage', 'Product'] }),
  }),
});

export const { useAlarmListQuery, useAlarmRegisterMutation, useAlarmDeleteMutation } = alarmApi;
