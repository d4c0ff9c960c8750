/**
 * A draw (응모): the bottle, the rules, the odds table by grade, the countdown on the server's
 * clock, the live entry count, the member's own state (enter with a store, withdraw until the
 * close, the result and their entry hash) and the link to 검증하기. The server decides every rule
 * (window, eligibility, one entry per member); the screen only says what it answered.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/router/link';
import { isApiError, useDrawEnterMutation, useDrawInfoQuery, useDrawWithdrawMutation, type DrawDetail } from '@bottle/api';
import { ANALYTICS_EVENTS, formatDayLabel, formatNumber, labelText, MEMBERSHIP_GRADES } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { choiceLabel, LinkButton, LoginPrompt, PageHeader, QueryState, Section, Thumb } from '../../../lib/kit';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useAppSelector } from '../../../lib/store/hooks';
import { useTrackEvent } from '../../../lib/use-track-event';
import { DrawStatusBadge, Facts, Hash, InlineAlert, Note } from '../components/parts';
import { countdownTarget, gradeShares, remaining, serverOffset } from '../lib/draw-view';
import { drawsMessages } from '../messages';

/** While a draw is open its count moves: the screen asks again this often. */
const LIVE_REFRESH_MS = 15_000;

const Hero = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

/** The prize's picture: the kit's product thumbnail, larger at the head of the draw. */
const HeroPicture = styled(Thumb)`
  width: 96px;
  height: 96px;
`;

const Odds = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.gray800};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
    text-align: left;
  }
`;

const Stores = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  label {
    ${choiceLabel}
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space.md};
`;

export function DrawPage() {
  const t = useT(drawsMessages);
  const drawNo = useParams().drawNo ?? '';
  const info = useDrawInfoQuery({ draw_no: drawNo }, { pollingInterval: LIVE_REFRESH_MS, skipPollingIfUnfocused: true });
  const track = useTrackEvent();
  const status = info.data?.status;
  useEffect(() => {
    if (status) track(ANALYTICS_EVENTS.drawView, { draw_no: drawNo, status });
    // Once per draw and status seen, not on every live refresh.
  }, [drawNo, status, track]);
  return (
    <>
      <PageHeader title={info.data?.prd_nm ?? t('draws.listTitle')} backTo={paths.draws} backLabel={t('draws.backToList')} />
      <QueryState query={info} thumbnail>
        {(draw) => <DrawBody draw={draw} receivedAt={info.fulfilledTimeStamp} />}
      </QueryState>
    </>
  );
}

function DrawBody({ draw, receivedAt }: { draw: DrawDetail; receivedAt: number | undefined }) {
  const t = useT(drawsMessages);
  const lang = useLang();
  const gradeName = (g: string) => labelText(MEMBERSHIP_GRADES, g, lang);
  const shares = gradeShares(draw.weights);
  return (
    <article aria-labelledby="draw-title">
      <Hero>
        <HeroPicture src={draw.img_url} alt="" width={96} height={96} />
        <div>
          <DrawStatusBadge status={draw.status} />
          <h2 id="draw-title">{draw.prd_nm}</h2>
          <p aria-live="polite" data-testid="draw-entry-count">
            {t('draws.entries', { n: draw.entry_cnt })}
          </p>
          <Countdown draw={draw} receivedAt={receivedAt} />
        </div>
      </Hero>
      <Section padded aria-labelledby="draw-me">
        <h2 id="draw-me">{t('draws.me.title')}</h2>
        <MyEntry draw={draw} />
      </Section>
      {draw.status === 'DRAWN' ? (
        <Section padded aria-labelledby="draw-result">
          <h2 id="draw-result">{t('draws.result.title')}</h2>
          <LinkButton to={paths.drawVerify(draw.draw_no)}>{t('draws.result.verify')}</LinkButton>
        </Section>
      ) : null}
      <Section padded aria-labelledby="draw-facts">
        <h2 id="draw-facts">{t('draws.rules.title')}</h2>
        <Facts>
          <dt>{t('draws.fact.period')}</dt>
          <dd>{t('draws.period', { from: formatDayLabel(draw.entry_start_dt, lang), to: formatDayLabel(draw.entry_end_dt, lang) })}</dd>
          <dt>{t('draws.fact.drawAt')}</dt>
          <dd>{formatDayLabel(draw.draw_dt, lang)}</dd>
          <dt>{t('draws.fact.qty')}</dt>
          <dd>{t('draws.bottles', { n: draw.qty })}</dd>
          <dt>{t('draws.fact.price')}</dt>
          <dd>{t('draws.price', { price: formatNumber(draw.price) })}</dd>
          <dt>{t('draws.fact.stores')}</dt>
          <dd>{draw.str_list.map((s) => s.str_nm).join(', ')}</dd>
          <dt>{t('draws.fact.who')}</dt>
          <dd>{draw.min_grade ? t('draws.who.minGrade', { grade: gradeName(draw.min_grade) }) : t('draws.who.adults')}</dd>
          <dt>{t('draws.fact.collect')}</dt>
          <dd>{t('draws.collectDays', { n: draw.collect_days })}</dd>
        </Facts>
        <Note>{t('draws.rules.body')}</Note>
      </Section>
      <Section padded aria-labelledby="draw-odds">
        <h2 id="draw-odds">{t('draws.odds.title')}</h2>
        <Odds>
          <caption>{t('draws.odds.lead')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('draws.odds.grade')}</th>
              <th scope="col">{t('draws.odds.weight')}</th>
              <th scope="col">{t('draws.odds.entries')}</th>
              <th scope="col">{t('draws.odds.share')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.weights.map((w) => (
              <tr key={w.grade}>
                <th scope="row">{gradeName(w.grade)}</th>
                <td>{t('draws.odds.weightValue', { w: w.weight })}</td>
                <td>{w.entry_cnt}</td>
                <td>{`${Math.round((shares[w.grade] ?? 0) * 1000) / 10}%`}</td>
              </tr>
            ))}
          </tbody>
        </Odds>
        <Note>{t('draws.commitment')}</Note>
        <Hash data-testid="draw-commitment">{draw.commitment}</Hash>
      </Section>
    </article>
  );
}

/** Time left to the draw's next moment, by the server's clock (the phone's own may be off). */
function Countdown({ draw, receivedAt }: { draw: DrawDetail; receivedAt: number | undefined }) {
  const t = useT(drawsMessages);
  const target = countdownTarget(draw);
  const offset = serverOffset(draw.server_dt, receivedAt);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    if (!target) return undefined;
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [target?.at, offset]); // eslint-disable-line react-hooks/exhaustive-deps -- the instant, not the object made each render
  if (!target) return null;
  const left = remaining(target.at - now);
  const time =
    target.at <= now
      ? t('draws.countdown.now')
      : left.d > 0
        ? t('draws.countdown.d', { d: left.d, h: left.h, m: left.m })
        : t('draws.countdown.h', { h: left.h, m: left.m, s: left.s });
  // Read by a screen reader when reached, not every second.
  return (
    <p role="timer" aria-live="off">
      {t(`draws.countdown.${target.kind}`, { time })}
    </p>
  );
}

function MyEntry({ draw }: { draw: DrawDetail }) {
  const t = useT(drawsMessages);
  const lang = useLang();
  const loggedIn = useAppSelector(selectLoggedIn);
  const track = useTrackEvent();
  const [enter, entering] = useDrawEnterMutation();
  const [withdraw, withdrawing] = useDrawWithdrawMutation();
  const mine = draw.my_entry;
  const [store, setStore] = useState(mine?.str_cd ?? draw.str_list[0]?.str_cd ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const storeName = (code: string | undefined) => draw.str_list.find((s) => s.str_cd === code)?.str_nm ?? code ?? '';

  const explain = (error: unknown) => {
    const code = isApiError(error) ? error.rspDtc : undefined;
    setProblem(
      code === '4201' || code === '4202' || code === '4203' || code === '4204' ? t(`draws.error.${code}`) : t('draws.error.other'),
    );
  };
  const onEnter = async () => {
    setProblem(null);
    setNotice(null);
    try {
      await enter({ draw_no: draw.draw_no, str_cd: store }).unwrap();
      track(ANALYTICS_EVENTS.drawEnter, { draw_no: draw.draw_no, str_cd: store });
    } catch (error) {
      explain(error);
    }
  };
  const onWithdraw = async () => {
    setProblem(null);
    try {
      await withdraw({ draw_no: draw.draw_no }).unwrap();
      track(ANALYTICS_EVENTS.drawWithdraw, { draw_no: draw.draw_no });
      setNotice(t('draws.me.withdrawn'));
    } catch (error) {
      explain(error);
    }
  };

  if (!loggedIn)
    return <LoginPrompt title={t('draws.me.login')} description={t('draws.me.loginHint')} linkLabel={t('draws.me.loginLink')} />;

  const hash = mine ? (
    <p>
      {t('draws.me.hash')}: <Hash data-testid="my-entry-hash">{mine.entry_hash}</Hash>
      {mine.rank ? ` · ${t('draws.me.rank', { rank: mine.rank })}` : null}
    </p>
  ) : null;
  const alerts = (
    <>
      {problem ? <InlineAlert role="alert">{problem}</InlineAlert> : null}
      {notice ? <p role="status">{notice}</p> : null}
    </>
  );

  if (draw.status === 'DRAWN') {
    if (!mine) return <p>{t('draws.me.notEntered')}</p>;
    const text =
      mine.status === 'WON'
        ? mine.collect_end_dt
          ? t('draws.me.WON', { store: storeName(mine.str_cd), date: formatDayLabel(mine.collect_end_dt, lang) })
          : t('draws.me.WONnoDate', { store: storeName(mine.str_cd) })
        : mine.status === 'WAITING'
          ? t('draws.me.WAITING', { rank: mine.rank ?? 0 })
          : mine.status === 'COLLECTED' || mine.status === 'FORFEITED'
            ? t(`draws.me.${mine.status}`)
            : t('draws.me.closedWaiting');
    return (
      <>
        <p data-testid="my-entry-status" data-status={mine.status}>
          {text}
        </p>
        {hash}
        {mine.status === 'WON' && mine.pickup_no ? <Link to={paths.pickupDetail(mine.pickup_no)}>{t('draws.me.openPickup')}</Link> : null}
      </>
    );
  }
  // A refusal stays said when the screen, refreshed by it, shows the window closed.
  if (draw.status === 'CLOSED')
    return (
      <>
        {mine ? (
          <>
            <p>{t('draws.me.closedWaiting')}</p>
            {hash}
          </>
        ) : (
          <p>{t('draws.me.closedNone')}</p>
        )}
        {alerts}
      </>
    );
  if (draw.block_rsn === 'NOT_ADULT') return <p>{t('draws.me.notAdult')}</p>;
  if (draw.block_rsn === 'GRADE') return <p>{t('draws.me.grade', { grade: labelText(MEMBERSHIP_GRADES, draw.min_grade ?? '', lang) })}</p>;
  if (draw.status === 'COMING') return <p>{t('draws.me.coming', { date: formatDayLabel(draw.entry_start_dt, lang) })}</p>;

  const busy = entering.isLoading || withdrawing.isLoading;
  return (
    <>
      {mine ? (
        <>
          <p role="status" data-testid="my-entry-status" data-status={mine.status}>
            {t('draws.me.entered', { store: storeName(mine.str_cd) })}
          </p>
          {hash}
        </>
      ) : null}
      <Stores>
        <legend>{t('draws.me.store')}</legend>
        {draw.str_list.map((s) => (
          <label key={s.str_cd}>
            <input
              type="radio"
              name={`draw-store-${draw.draw_no}`}
              value={s.str_cd}
              checked={store === s.str_cd}
              onChange={() => setStore(s.str_cd)}
            />
            {s.str_nm}
          </label>
        ))}
      </Stores>
      <Row>
        {!mine || mine.str_cd !== store ? (
          <Button type="button" onClick={() => void onEnter()} disabled={busy || !store} aria-busy={entering.isLoading}>
            {entering.isLoading ? t('draws.me.entering') : mine ? t('draws.me.changeStore') : t('draws.me.enter')}
          </Button>
        ) : null}
        {mine ? (
          <Button type="button" variant="secondary" onClick={() => void onWithdraw()} disabled={busy}>
            {t('draws.me.withdraw')}
          </Button>
        ) : null}
      </Row>
      {alerts}
    </>
  );
}
