/**
 * The screen kit's behaviour: each state of the query ladder and its retry, the tabs' keyboard
 * model (Radix: arrows, Home, End, roving focus, panels named by their tab), the header's back
 * link, the login prompt's link back here, and an axe scan of a screen built from the kit.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@bottle/ui';
import { LinkButton, LoginPrompt, PageHeader, QueryState, RowList, Section, Tabs } from './index';
import { tabNames } from '../../testing/tabs';
import { fakeQuery } from '../../testing/query-view';

function renderKit(ui: ReactElement, { online = true, route = '/here?x=1' } = {}) {
  const user = userEvent.setup();
  const result = render(
    <UiProvider lang="ko" online={online}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
  return { user, ...result };
}

describe('QueryState', () => {
  it('given the first answer on its way, then a busy skeleton shows and not the content', () => {
    renderKit(<QueryState query={fakeQuery({ isLoading: true })}>content</QueryState>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('content')).toBeNull();
  });

  it('given a loading placeholder, then it shows instead of the skeleton', () => {
    renderKit(
      <QueryState query={fakeQuery({ isLoading: true })} loading={<div data-testid="placeholder" />}>
        content
      </QueryState>,
    );
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given the device offline while loading, then the offline state shows instead of endless skeletons', () => {
    renderKit(<QueryState query={fakeQuery({ isLoading: true })}>content</QueryState>, { online: false });
    expect(screen.getByTestId('offline-state')).toBeInTheDocument();
  });

  it('given a failed call, when retry is pressed, then the query is fetched again', async () => {
    const failed = fakeQuery({ isError: true });
    const { user } = renderKit(<QueryState query={failed}>content</QueryState>);
    const alert = screen.getByRole('alert');
    expect(screen.queryByText('content')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('given a retry running, then the retry button is disabled, and a screen message replaces the generic one', () => {
    renderKit(
      <QueryState query={fakeQuery({ isError: true, isFetching: true })} errorMessage="코드를 불러오지 못했어요">
        content
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('코드를 불러오지 못했어요');
  });

  it('given an empty answer, then the empty state shows its title, description and action', () => {
    renderKit(
      <QueryState
        query={fakeQuery()}
        isEmpty
        emptyTitle="아직 없어요"
        emptyDescription="곧 채워져요"
        emptyAction={<button type="button">둘러보기</button>}
      >
        content
      </QueryState>,
    );
    const empty = screen.getByTestId('empty-state');
    expect(empty).toHaveTextContent('아직 없어요');
    expect(empty).toHaveTextContent('곧 채워져요');
    expect(within(empty).getByRole('button', { name: '둘러보기' })).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('given data, then the content shows, and a render function receives the data', () => {
    renderKit(<QueryState query={fakeQuery({ data: { name: '샤토 마고' } })}>{(d) => <p>{d.name}</p>}</QueryState>);
    expect(screen.getByText('샤토 마고')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given a render function and an answer without data, then it is an error with retry, never a blank screen', async () => {
    const noData = fakeQuery<{ name: string }>();
    const { user } = renderKit(<QueryState query={noData}>{(d) => <p>{d.name}</p>}</QueryState>);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(noData.refetch).toHaveBeenCalledTimes(1);
  });

  it('given no content (a screen that returns early until its data is here), then only loading and error show, and missing data is an error', async () => {
    const { rerender } = renderKit(<QueryState query={fakeQuery({ isLoading: true })} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const noData = fakeQuery();
    rerender(
      <UiProvider lang="ko" online>
        <MemoryRouter>
          <QueryState query={noData} />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

const ITEMS = [
  { value: 'faq', label: '자주 묻는 질문' },
  { value: 'notice', label: '공지사항' },
  { value: 'qna', label: '문의' },
] as const;
type Item = (typeof ITEMS)[number]['value'];

/**
 * Tabs whose value follows their changes; `late`: a moment later, as a value that follows a
 * navigation does.
 */
function TabsHarness({ onChange = () => undefined, late = false }: { onChange?: (v: Item) => void; late?: boolean }) {
  const [value, setValue] = useState<Item>('faq');
  return (
    <>
      <button type="button">앞</button>
      <Tabs
        label="도움말"
        items={ITEMS}
        value={value}
        onValueChange={(v) => {
          onChange(v);
          if (late) setTimeout(() => setValue(v), 0);
          else setValue(v);
        }}
      >
        <p>{value} 내용</p>
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('given tabs, then the tablist is named, one tab is selected and its panel is named by it and shows its content', () => {
    renderKit(<TabsHarness />);
    const list = screen.getByRole('tablist', { name: '도움말' });
    expect(tabNames(list)).toEqual(['자주 묻는 질문', '공지사항', '문의']);
    expect(screen.getByRole('tab', { name: '자주 묻는 질문', selected: true })).toBeInTheDocument();
    // Only the selected panel is visible to assistive tech.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: '자주 묻는 질문' })).toHaveTextContent('faq 내용');
  });

  it('given focus before the tabs, when Tab is pressed, then only the selected tab takes focus (roving tabindex)', async () => {
    const { user } = renderKit(<TabsHarness />);
    await user.click(screen.getByRole('button', { name: '앞' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: '자주 묻는 질문' })).toHaveFocus();
    await user.tab();
    // The next stop is the panel, not the other tabs.
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('given a value that follows a navigation (it changes a moment later), when a tab is pressed, then the change is asked for once', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<TabsHarness onChange={onChange} late />);
    await user.click(screen.getByRole('tab', { name: '공지사항' }));
    expect(await screen.findByText('notice 내용')).toBeInTheDocument();
    expect(onChange.mock.calls).toEqual([['notice']]);
  });

  it('given a focused tab, when arrows, Home and End are pressed, then focus and selection move, wrapping at the ends', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<TabsHarness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: '자주 묻는 질문' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '공지사항' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '공지사항' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '공지사항' })).toHaveTextContent('notice 내용');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '문의', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '자주 묻는 질문', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '문의', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '자주 묻는 질문', selected: true })).toHaveFocus();
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['notice', 'qna', 'faq', 'qna', 'faq']);
  });

  it('given a tab, when it is clicked, then it is selected and the caller hears of it', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<TabsHarness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: '문의' }));
    expect(screen.getByRole('tab', { name: '문의' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenCalledWith('qna');
  });
});

describe('PageHeader, LinkButton and LoginPrompt', () => {
  it('given a back target and its label, then the header shows a named back link and the one h1', () => {
    renderKit(<PageHeader title="이벤트" backTo="/content" backLabel="뒤로 가기" />);
    expect(screen.getByRole('heading', { level: 1, name: '이벤트' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '뒤로 가기' })).toHaveAttribute('href', '/content');
  });

  it('given no back label, then there is no unnamed back link', () => {
    renderKit(<PageHeader title="검색" backTo="/content" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('given a visitor, then the login prompt links to login with a way back to this page', () => {
    renderKit(<LoginPrompt title="로그인이 필요해요" description="회원만 볼 수 있어요" linkLabel="로그인" />, { route: '/pickup?tab=1' });
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/pickup?tab=1')}`);
  });

  it('given a screen built from the kit, then axe finds no serious or critical violation', async () => {
    renderKit(
      <main>
        <PageHeader title="고객센터" backTo="/my" backLabel="뒤로 가기" />
        <Section aria-labelledby="kit-section">
          <h2 id="kit-section">목록</h2>
          <p>설명</p>
          <RowList>
            <li>하나</li>
            <li>
              <LinkButton to="/search" variant="secondary">
                검색으로
              </LinkButton>
            </li>
          </RowList>
        </Section>
        <TabsHarness />
        <QueryState query={fakeQuery({ isError: true })}>content</QueryState>
        <LoginPrompt title="로그인이 필요해요" linkLabel="로그인" />
      </main>,
    );
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(serious).toEqual([]);
  });
});
