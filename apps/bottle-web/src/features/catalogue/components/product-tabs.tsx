/**
 * The product detail tabs (spec §3: wine style/info/winery; liquor info/style/distillery), as a
 * tablist; each panel loads its own call of spec §7 (/app/product/wine/styleTab/info …) only
 * when it is selected.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import {
  useLiquorDistilleryTabQuery,
  useLiquorInfoTabQuery,
  useLiquorStyleTabQuery,
  useProductInfoQuery,
  useWineInfoTabQuery,
  useWineStyleTabQuery,
  useWineWineryTabQuery,
} from '@bottle/api';
import { labelText, LIQUOR_DETAIL_TABS, WINE_DETAIL_TABS, type Lang } from '@bottle/domain';
import { useLang, useT } from '../../../lib/i18n';
import { grapeLabels, nationLabel } from '../../../lib/catalogue-names';
import { FiveSensesChart } from './five-senses';
import { catalogueMessages } from '../messages';
import { QueryState, Tabs } from '../../../lib/kit';

export type DetailTab = 'style' | 'info' | 'winery' | 'distillery';
type Ctg = 'wine' | 'liquor';

/** The tabs of a category in the spec's order, keeping only those the server lists (when it does). */
export function detailTabs(ctg: Ctg, serverList: readonly string[] | undefined): DetailTab[] {
  const spec: DetailTab[] = ctg === 'wine' ? [...WINE_DETAIL_TABS.codes] : [...LIQUOR_DETAIL_TABS.codes];
  if (!serverList || serverList.length === 0) return spec;
  const kept = spec.filter((tab) => serverList.includes(tab));
  return kept.length > 0 ? kept : spec;
}

function tabLabel(ctg: Ctg, tab: DetailTab, lang: Lang): string {
  return ctg === 'wine' ? labelText(WINE_DETAIL_TABS, tab, lang) : labelText(LIQUOR_DETAIL_TABS, tab, lang);
}

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.gray700};
  }
  dd {
    margin: 0;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  }
  img {
    display: block;
    width: 100%;
    max-height: 180px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    margin-top: ${({ theme }) => theme.space.md};
  }
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

function Row({ label, value }: { label: string; value: ReactNode }) {
  if (value === undefined || value === null || value === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function PanelBody({ ctg, tab, prdCd }: { ctg: Ctg; tab: DetailTab; prdCd: string }) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const arg = { prd_cd: prdCd };
  const wineStyle = useWineStyleTabQuery(arg, { skip: !(ctg === 'wine' && tab === 'style') });
  const wineInfo = useWineInfoTabQuery(arg, { skip: !(ctg === 'wine' && tab === 'info') });
  const winery = useWineWineryTabQuery(arg, { skip: !(ctg === 'wine' && tab === 'winery') });
  const liquorInfo = useLiquorInfoTabQuery(arg, { skip: !(ctg === 'liquor' && tab === 'info') });
  const liquorStyle = useLiquorStyleTabQuery(arg, { skip: !(ctg === 'liquor' && tab === 'style') });
  const distillery = useLiquorDistilleryTabQuery(arg, { skip: !(ctg === 'liquor' && tab === 'distillery') });
  // The product page has already asked for product info: its aroma level and raw material (A6).
  const info = useProductInfoQuery(arg).data;
  const abv = (n?: number) => (n === undefined ? undefined : t('catalogue.product.abvValue', { n }));
  const ml = (n?: number) => (n === undefined ? undefined : t('catalogue.product.volumeValue', { n }));

  if (ctg === 'wine' && tab === 'style') {
    return (
      <QueryState skeletonRows={3} thumbnail query={wineStyle}>
        {(d) => (
          <>
            <FiveSensesChart levels={{ ...d, aroma: info?.aroma }} />
            {d.aroma_list.length > 0 ? (
              <>
                <h3>{t('catalogue.product.aromas')}</h3>
                <p>{d.aroma_list.join(', ')}</p>
              </>
            ) : null}
          </>
        )}
      </QueryState>
    );
  }
  if (ctg === 'wine' && tab === 'info') {
    return (
      <QueryState skeletonRows={3} thumbnail query={wineInfo}>
        {(d) => (
          <>
            <Facts>
              <Row label={t('catalogue.product.grape')} value={grapeLabels(d.grape_list, lang)} />
              <Row
                label={t('catalogue.product.origin')}
                value={[nationLabel({ nation_cd: info?.nation_cd, nation_nm: d.nation_nm }, lang), d.region_nm].filter(Boolean).join(' · ')}
              />
              <Row label={t('catalogue.product.vintage')} value={d.vintage ?? t('catalogue.product.nonVintage')} />
              <Row label={t('catalogue.product.abv')} value={abv(d.abv)} />
              <Row label={t('catalogue.product.volume')} value={ml(d.volume_ml)} />
              <Row label={t('catalogue.product.servingTemp')} value={d.serving_temp} />
            </Facts>
            {d.desc ? <p>{d.desc}</p> : null}
          </>
        )}
      </QueryState>
    );
  }
  if (ctg === 'wine' && tab === 'winery') {
    return (
      <QueryState skeletonRows={3} thumbnail query={winery}>
        {(d) => (
          <>
            <h3>{d.winery_nm}</h3>
            <p>{d.winery_desc}</p>
            {d.img_url ? <img src={d.img_url} alt="" loading="lazy" /> : null}
          </>
        )}
      </QueryState>
    );
  }
  if (ctg === 'liquor' && tab === 'info') {
    return (
      <QueryState skeletonRows={3} thumbnail query={liquorInfo}>
        {(d) => (
          <>
            <Facts>
              <Row
                label={t('catalogue.product.origin')}
                value={nationLabel({ nation_cd: info?.nation_cd, nation_nm: d.nation_nm }, lang)}
              />
              <Row label={t('catalogue.product.material')} value={info?.raw_mtrl_nm} />
              <Row label={t('catalogue.product.abv')} value={abv(d.abv)} />
              <Row label={t('catalogue.product.volume')} value={ml(d.volume_ml)} />
              <Row label={t('catalogue.product.cask')} value={d.cask} />
            </Facts>
            {d.desc ? <p>{d.desc}</p> : null}
          </>
        )}
      </QueryState>
    );
  }
  if (ctg === 'liquor' && tab === 'style') {
    return (
      <QueryState skeletonRows={3} thumbnail query={liquorStyle}>
        {(d) => (
          <>
            <FiveSensesChart levels={{ aroma: info?.aroma }} />
            <Facts>
              <Row label={t('catalogue.product.nose')} value={d.nose} />
              <Row label={t('catalogue.product.palate')} value={d.palate} />
              <Row label={t('catalogue.product.finish')} value={d.finish} />
              <Row label={t('catalogue.product.flavors')} value={d.flavor_list.join(', ')} />
            </Facts>
          </>
        )}
      </QueryState>
    );
  }
  return (
    <QueryState skeletonRows={3} thumbnail query={distillery}>
      {(d) => (
        <>
          <h3>{d.distillery_nm}</h3>
          <p>{d.distillery_desc}</p>
          {d.img_url ? <img src={d.img_url} alt="" loading="lazy" /> : null}
        </>
      )}
    </QueryState>
  );
}

export interface ProductTabsProps {
  ctg: Ctg;
  prdCd: string;
  tabs: DetailTab[];
  selected: DetailTab;
  onSelect: (tab: DetailTab) => void;
}

export function ProductTabs({ ctg, prdCd, tabs, selected, onSelect }: ProductTabsProps) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  return (
    <section aria-label={t('catalogue.product.tabs')}>
      <Tabs
        label={t('catalogue.product.tabs')}
        items={tabs.map((id) => ({ value: id, label: tabLabel(ctg, id, lang) }))}
        value={selected}
        onValueChange={onSelect}
      >
        <Panel>
          <PanelBody ctg={ctg} tab={selected} prdCd={prdCd} />
        </Panel>
      </Tabs>
    </section>
  );
}
