/**
 * The draws (응모): open and coming ones first, then past ones, each with its status, window and
 * live entry count, linking to the draw's screen. Opened from home's shortcuts and a product's page.
 */
import { Link } from '../../../lib/router/link';
import { useDrawListQuery, type DrawSummary } from '@bottle/api';
import { formatDayLabel } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { PageHeader, QueryState, Section } from '../../../lib/kit';
import { DrawRows, DrawStatusBadge, Note, Thumb } from '../components/parts';
import { drawsMessages } from '../messages';

export function DrawListPage() {
  const t = useT(drawsMessages);
  const list = useDrawListQuery({});
  const all = list.data?.list ?? [];
  const current = all.filter((d) => d.status !== 'DRAWN');
  const finished = all.filter((d) => d.status === 'DRAWN');
  return (
    <>
      <PageHeader title={t('draws.listTitle')} backTo={paths.home} backLabel={t('draws.back')} />
      <QueryState query={list} thumbnail>
        <Section padded aria-labelledby="draws-current">
          <Note>{t('draws.listLead')}</Note>
          <h2 id="draws-current">{t('draws.current')}</h2>
          {current.length === 0 ? <p>{t('draws.noneCurrent')}</p> : <Rows items={current} />}
        </Section>
        <Section padded aria-labelledby="draws-finished">
          <h2 id="draws-finished">{t('draws.finished')}</h2>
          {finished.length === 0 ? <p>{t('draws.noneFinished')}</p> : <Rows items={finished} />}
        </Section>
      </QueryState>
    </>
  );
}

function Rows({ items }: { items: DrawSummary[] }) {
  const t = useT(drawsMessages);
  const lang = useLang();
  return (
    <DrawRows>
      {items.map((d) => (
        <li key={d.draw_no}>
          <Link to={paths.drawDetail(d.draw_no)}>
            <Thumb src={d.img_url} alt="" />
            <span className="body">
              <span className="name">{d.prd_nm}</span>
              <span className="meta">
                {t('draws.bottles', { n: d.qty })} · {t('draws.entries', { n: d.entry_cnt })}
              </span>
              <span className="meta">
                {t('draws.period', { from: formatDayLabel(d.entry_start_dt, lang), to: formatDayLabel(d.entry_end_dt, lang) })}
              </span>
            </span>
            <DrawStatusBadge status={d.status} />
          </Link>
        </li>
      ))}
    </DrawRows>
  );
}
