/** Restock and reservation alarms (A18; spec §3 alarm kinds). */
import { bottleApi } from '../services/bottle-api';
import { postQuery, postMutation } from '../lib/request';
import type { Ack } from '../types/common';
import type { AlarmDeleteRequest, AlarmListRequest, AlarmListResponse, AlarmRegisterRequest, AlarmRegisterResponse } from '../types/alarm';

export const alarmApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    alarmList: build.query<AlarmListResponse, AlarmListRequest | void>(postQuery('/app/alarm/list', 'Alarm')),
    /** Refreshes the alarm list and the product's reservation / alarm button. */
    alarmRegister: build.mutation<AlarmRegisterResponse, AlarmRegisterRequest>(
      postMutation('bottle', 'alarmRegister', '/app/alarm/register'),
    ),
    alarmDelete: build.mutation<Ack, AlarmDeleteRequest>(postMutation('bottle', 'alarmDelete', '/app/alarm/delete')),
  }),
});

export const { useAlarmListQuery, useAlarmRegisterMutation, useAlarmDeleteMutation } = alarmApi;
