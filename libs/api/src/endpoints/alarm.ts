/** Restock and reservation alarms (A18; spec §3 alarm kinds). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
import type { Ack } from '../types/common';
import type { AlarmDeleteRequest, AlarmListRequest, AlarmListResponse, AlarmRegisterRequest, AlarmRegisterResponse } from '../types/alarm';

export const alarmApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    alarmList: build.query<AlarmListResponse, AlarmListRequest | void>({ query: post('/app/alarm/list'), providesTags: ['Alarm'] }),
    /** Refreshes the alarm list and the product's reservation / alarm button. */
    alarmRegister: build.mutation<AlarmRegisterResponse, AlarmRegisterRequest>({
      query: post('/app/alarm/register'),
      invalidatesTags: invalidatesFor('bottle', 'alarmRegister'),
    }),
    alarmDelete: build.mutation<Ack, AlarmDeleteRequest>({
      query: post('/app/alarm/delete'),
      invalidatesTags: invalidatesFor('bottle', 'alarmDelete'),
    }),
  }),
});

export const { useAlarmListQuery, useAlarmRegisterMutation, useAlarmDeleteMutation } = alarmApi;
