/**
 * Alarms (spec §2 "alarm"; spec §3 alarm kinds restock and reservation; libs/api A18): the
 * member's restock and reservation alarms, by kind, each removable after a confirmation.
 */
import styled from '@emotion/styled';
import { Link } from '../../../lib/router/link';
import { useAlarmDeleteMutation, useAlarmListQuery, useStoreListQuery, type Alarm } from '@bottle/api';
import { ALARM_KINDS, formatDayLabel, labelText } from '@bottle/domain';
import { Button, EmptyState } from '@bottle/ui';
import { useAppDispatch } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { MembersOnlyPage, Thumb, ThumbRowList } from '../components/page';
import { reasonKey } from '../lib/error-reason';
import { pickupMessages } from '../messages';
import { QueryState, Section } from '../../../lib/kit';

const KINDS = ['restock', 'reservation'] as const;

/** An alarm's row also holds its delete button beside the link. */
const List = styled(ThumbRowList)`
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    padding: ${({ theme }) => theme.space.md} 0;
  }
  a {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

export function AlarmPage() {
  const t = useT(pickupMessages);
  return (
    <MembersOnlyPage title={t('pickup.alarmTitle')}>
      <Alarms />
    </MembersOnlyPage>
  );
}

function Alarms() {
  const t = useT(pickupMessages);
  const lang = useLang();
  const alarms = useAlarmListQuery();
  if (alarms.isLoading || alarms.isError || !alarms.data) return <QueryState query={alarms} thumbnail />;
  const all = alarms.data.list;
  if (all.length === 0) return <EmptyState title={t('pickup.alarmEmpty')} description={t('pickup.alarmEmptyHint')} />;
  return (
    <>
      {KINDS.map((kind) => {
        const label = labelText(ALARM_KINDS, kind, lang);
        const items = all.filter((a) => a.alarm_kind === kind);
        return (
          <Section key={kind} aria-labelledby={`alarm-${kind}`}>
            <h2 id={`alarm-${kind}`}>{label}</h2>
            {items.length === 0 ? (
              <p>{t('pickup.alarmNone', { kind: label })}</p>
            ) : (
              <List>
                {items.map((a) => (
                  <AlarmItem key={a.alarm_no} alarm={a} kindLabel={label} />
                ))}
              </List>
            )}
          </Section>
        );
      })}
    </>
  );
}

function AlarmItem({ alarm, kindLabel }: { alarm: Alarm; kindLabel: string }) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const stores = useStoreListQuery();
  const [remove, removeState] = useAlarmDeleteMutation();
  const storeName = alarm.str_cd ? (stores.data?.str_list.find((s) => s.str_cd === alarm.str_cd)?.str_nm ?? alarm.str_cd) : null;

  const askRemove = () =>
    dispatch(
      showConfirm({
        message: t('pickup.alarmRemoveConfirm', { name: alarm.prd_nm, kind: kindLabel }),
        confirmLabel: t('pickup.delete'),
        onConfirm: () => {
          remove({ alarm_no: alarm.alarm_no })
            .unwrap()
            .then(() => dispatch(showAlert(t('pickup.alarmRemoved'))))
            .catch((error: unknown) => dispatch(showAlert(t('pickup.alarmRemoveFailed', { reason: t(reasonKey(error)) }))));
        },
      }),
    );

  return (
    <li>
      {/* A reservation alarm leads to the reservation itself, a restock alarm to the product. */}
      <Link to={alarm.alarm_kind === 'reservation' ? paths.pickupReserve(alarm.prd_cd) : paths.product(alarm.prd_cd)}>
        <Thumb src={alarm.img_url} alt="" />
        <span>
          <span className="name">{alarm.prd_nm}</span>
          <span className="meta">
            {t('pickup.alarmRegistered', { date: formatDayLabel(alarm.reg_dt, lang) || alarm.reg_dt })}
            {storeName ? ` · ${t('pickup.alarmAtStore', { name: storeName })}` : ''}
          </span>
        </span>
      </Link>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={t('pickup.alarmRemove', { name: alarm.prd_nm, kind: kindLabel })}
        onClick={askRemove}
        disabled={removeState.isLoading}
      >
        {t('pickup.delete')}
      </Button>
    </li>
  );
}
