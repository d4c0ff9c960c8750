/**
 * 검증하기: the draw recomputed on this device. The published seed, entries and weights go through
 * libs/domain's `verifyDraw` (Web Crypto, the very function the server drew with) and the page
 * says, check by check, whether the seed matches the commitment published before the window
 * opened and whether the recomputed winners and order match the announced ones. The published
 * order is listed with the member's own entry marked, and any entry hash can be looked up.
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError, useDrawInfoQuery, useDrawResultQuery, type DrawResultResponse } from '@bottle/api';
import { ANALYTICS_EVENTS, verifyDraw, type DrawVerification } from '@bottle/domain';
import { Button, EmptyState } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageHeader, QueryState, Section } from '../../../lib/kit';
import { useTrackEvent } from '../../../lib/use-track-event';
import { Hash, Note } from '../components/parts';
import { publishedDraw } from '../lib/draw-view';
import { drawsMessages } from '../messages';

const Checks = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  }
  strong[data-ok='false'] {
    color: ${({ theme }) => theme.colors.gray900};
    text-decoration: underline wavy ${({ theme }) => theme.colors.red};
  }
`;

const Verdict = styled.p<{ ok: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, ok }) => (ok ? theme.colors.bottleGreen : theme.colors.red)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Order = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  li[data-mine='true'] {
    background: ${({ theme }) => theme.colors.grayBg};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  .tag {
    margin-left: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

const Find = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  label {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  input {
    width: 100%;
    min-height: 44px;
    font-size: ${({ theme }) => theme.typography.size.md};
    padding: 0 ${({ theme }) => theme.space.sm};
    box-sizing: border-box;
  }
`;

export function VerifyPage() {
  const t = useT(drawsMessages);
  const drawNo = useParams().drawNo ?? '';
  const result = useDrawResultQuery({ draw_no: drawNo });
  const notDrawn = isApiError(result.error) && result.error.rspDtc === '4205';
  return (
    <>
      <PageHeader title={t('draws.verify.title')} backTo={paths.drawDetail(drawNo)} backLabel={t('draws.back')} />
      {notDrawn ? (
        <EmptyState title={t('draws.verify.notDrawn')} />
      ) : (
        <QueryState query={result}>{(published) => <Verifier drawNo={drawNo} published={published} />}</QueryState>
      )}
    </>
  );
}

function Verifier({ drawNo, published }: { drawNo: string; published: DrawResultResponse }) {
  const t = useT(drawsMessages);
  const track = useTrackEvent();
  const mine = useDrawInfoQuery({ draw_no: drawNo }).data?.my_entry?.entry_hash;
  const [outcome, setOutcome] = useState<DrawVerification | null>(null);
  const [query, setQuery] = useState('');
  const findId = useId();

  const run = useCallback(async () => {
    setOutcome(null);
    const v = await verifyDraw(publishedDraw(published));
    setOutcome(v);
    track(ANALYTICS_EVENTS.drawVerify, { draw_no: drawNo, seed_ok: v.seedMatches, winners_ok: v.winnersMatch, order_ok: v.orderMatches });
  }, [published, drawNo, track]);

  useEffect(() => {
    void run();
  }, [run]);

  const ok = outcome !== null && outcome.seedMatches && outcome.winnersMatch && outcome.orderMatches;
  const winners = new Set(published.winners);
  const needle = query.trim().toLowerCase();
  const rows = published.order.map((hash, i) => ({ hash, rank: i + 1 })).filter((r) => !needle || r.hash.startsWith(needle));
  const yesNo = (value: boolean) => <strong data-ok={String(value)}>{value ? t('draws.verify.yes') : t('draws.verify.no')}</strong>;

  return (
    <>
      <Section padded aria-labelledby="verify-checks">
        <h2 id="verify-checks">{t('draws.verify.title')}</h2>
        <Note>{t('draws.verify.lead')}</Note>
        <div aria-live="polite">
          {outcome === null ? (
            <p role="status">{t('draws.verify.running')}</p>
          ) : (
            <>
              <Verdict ok={ok} role="status" data-testid="verify-verdict" data-ok={String(ok)}>
                {ok ? t('draws.verify.allMatch') : outcome.problem ? t('draws.verify.unreadable') : t('draws.verify.mismatch')}
              </Verdict>
              <Checks>
                <li>
                  <span>{t('draws.verify.seed')}</span>
                  {yesNo(outcome.seedMatches)}
                </li>
                <li>
                  <span>{t('draws.verify.winners')}</span>
                  {yesNo(outcome.winnersMatch)}
                </li>
                <li>
                  <span>{t('draws.verify.order')}</span>
                  {yesNo(outcome.orderMatches)}
                </li>
              </Checks>
            </>
          )}
        </div>
        <Button type="button" variant="secondary" onClick={() => void run()} disabled={outcome === null}>
          {t('draws.verify.again')}
        </Button>
        <Note>{t('draws.verify.seedLabel')}</Note>
        <Hash data-testid="verify-seed">{published.seed}</Hash>
        <Note>{t('draws.commitment')}</Note>
        <Hash>{published.commitment}</Hash>
      </Section>
      <Section padded aria-labelledby="verify-list">
        <h2 id="verify-list">{t('draws.verify.list')}</h2>
        <p>{t('draws.verify.count', { n: published.order.length })}</p>
        <Find>
          <label htmlFor={findId}>{t('draws.verify.find')}</label>
          <input
            id={findId}
            type="search"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('draws.verify.findHint')}
          />
        </Find>
        {rows.length === 0 ? (
          <p role="status">{t('draws.verify.noMatch')}</p>
        ) : (
          <Order>
            {rows.map(({ hash, rank }) => (
              <li key={hash} value={rank} data-mine={String(hash === mine)}>
                <Hash>{hash}</Hash>
                <span className="tag">
                  {winners.has(hash) ? t('draws.verify.winner') : t('draws.verify.waiting')}
                  {hash === mine ? ` · ${t('draws.verify.mine')}` : ''}
                  {published.forfeited.includes(hash) ? ` · ${t('draws.result.forfeited')}` : ''}
                </span>
              </li>
            ))}
          </Order>
        )}
      </Section>
    </>
  );
}
