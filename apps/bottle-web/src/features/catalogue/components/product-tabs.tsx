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
import { QueryState, Tabs, type QueryView } from '../../../lib/kit';

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

/** A tab's panel: the skeleton while its call is on its way, its error state, then what it answered. */
function TabPanel<T>({ query, children }: { query: QueryView<T>; children: (data: NonNullable<T>) => ReactNode }) {
  return (
    <QueryState skeletonRows={3} thumbnail query={query}>
      {children}
    </QueryState>
  );
}

type FactRow = [label: string, value: ReactNode];

/** Label / value rows of the product's facts; a row without a value is left out. */
function FactRows({ rows }: { rows: FactRow[] }) {
  return (
    <Facts>
      {rows.map(([label, value]) => (
        <Row key={label} label={label} value={value} />
      ))}
    </Facts>
  );
}

/** An info tab: the product's facts, then its description. */
function InfoPanel<T extends { desc?: string }>({ query, rows }: { query: QueryView<T>; rows: (data: NonNullable<T>) => FactRow[] }) {
  return (
    <TabPanel query={query}>
      {(d) => (
        <>
          <FactRows rows={rows(d)} />
          {d.desc ? <p>{d.desc}</p> : null}
        </>
      )}
    </TabPanel>
  );
}

/** The winery and distillery tabs: who made it, their story and their picture. */
function Maker({ name, desc, img }: { name: string; desc: string; img?: string }) {
  return (
    <>
      <h3>{name}</h3>
      <p>{desc}</p>
      {img ? <img src={img} alt="" loading="lazy" /> : null}
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
  const origin = (nationName?: string) => nationLabel({ nation_cd: info?.nation_cd, nation_nm: nationName }, lang);

  if (ctg === 'wine' && tab === 'style') {
    return (
      <TabPanel query={wineStyle}>
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
      </TabPanel>
    );
  }
  if (ctg === 'wine' && tab === 'info') {
    return (
      <InfoPanel
        query={wineInfo}
        rows={(d) => [
          [t('catalogue.product.grape'), grapeLabels(d.grape_list, lang)],
          [t('catalogue.product.origin'), [origin(d.nation_nm), d.region_nm].filter(Boolean).join(' · ')],
          [t('catalogue.product.vintage'), d.vintage ?? t('catalogue.product.nonVintage')],
          [t('catalogue.product.abv'), abv(d.abv)],
          [t('catalogue.product.volume'), ml(d.volume_ml)],
          [t('catalogue.product.servingTemp'), d.serving_temp],
        ]}
      />
    );
  }
  if (ctg === 'wine' && tab === 'winery') {
    return <TabPanel query={winery}>{(d) => <Maker name={d.winery_nm} desc={d.winery_desc} img={d.img_url} />}</TabPanel>;
  }
  if (ctg === 'liquor' && tab === 'info') {
    return (
      <InfoPanel
        query={liquorInfo}
        rows={(d) => [
          [t('catalogue.product.origin'), origin(d.nation_nm)],
          [t('catalogue.product.material'), info?.raw_mtrl_nm],
          [t('catalogue.product.abv'), abv(d.abv)],
          [t('catalogue.product.volume'), ml(d.volume_ml)],
          [t('catalogue.product.cask'), d.cask],
        ]}
      />
    );
  }
  if (ctg === 'liquor' && tab === 'style') {
    return (
      <TabPanel query={liquorStyle}>
        {(d) => (
          <>
            <FiveSensesChart levels={{ aroma: info?.aroma }} />
            <FactRows
              rows={[
                [t('catalogue.product.nose'), d.nose],
                [t('catalogue.product.palate'), d.palate],
                [t('catalogue.product.finish'), d.finish],
                [t('catalogue.product.flavors'), d.flavor_list.join(', ')],
              ]}
            />
          </>
        )}
      </TabPanel>
    );
  }
  return <TabPanel query={distillery}>{(d) => <Maker name={d.distillery_nm} desc={d.distillery_desc} img={d.img_url} />}</TabPanel>;
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
