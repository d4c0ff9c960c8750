/**
 * "샤또" found nothing, not even in autocomplete, because the catalogue writes
 * 샤토. The demo backend now forgives spellings (libs/mock-api search/) and says which spelling
 * found the results (libs/api A23 matched_keyword); the results screen shows
 * "‘샤또’ 대신 ‘샤토’로 검색한 결과".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { changeLanguage } from '../../../lib/i18n';
import { typeInSearch } from '../test-helpers';

setupMockServer();

const query = (r: { router: { state: { location: { search: string } } } }) => new URLSearchParams(r.router.state.location.search);

describe('search forgives spelling', () => {
  it('given a visitor typing "샤또", when suggestions come and the search is sent, then 샤토 wines show under "‘샤또’ 대신 ‘샤토’로 검색한 결과"', async () => {
    const { user, app, options } = await typeInSearch('샤또');
    expect(options[0]).toHaveTextContent(/^샤토/);

    await user.keyboard('{Enter}');

    await waitFor(() => expect(query(app).get('q')).toBe('샤또'));
    expect(await screen.findByText('‘샤또’ 대신 ‘샤토’로 검색한 결과')).toHaveAttribute('role', 'status');
    const wine = await screen.findByRole('region', { name: /^와인 \d+개$/ });
    const cards = await within(wine).findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByRole('heading')).toHaveTextContent('샤토');
  });

  it('given a keyword found as typed ("샤토"), then no other spelling is mentioned', async () => {
    renderApp({ route: '/search?q=%EC%83%A4%ED%86%A0' }); // q=샤토
    const wine = await screen.findByRole('region', { name: /^와인 \d+개$/ });
    expect((await within(wine).findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/대신 .*검색한 결과/)).toBeNull();
  });

  it('given a spelling whose catalogue form ends in a consonant ("까베르네 쇼비뇽"), then the particle follows it: ‘카베르네 소비뇽’으로', async () => {
    renderApp({ route: `/search?q=${encodeURIComponent('까베르네 쇼비뇽')}&category=wine` });
    expect(await screen.findByText('‘까베르네 쇼비뇽’ 대신 ‘카베르네 소비뇽’으로 검색한 결과')).toBeInTheDocument();
  });

  it('given "샤또" under all products, when the liquor section has no 샤토, then it says so with the spelling the wine section used, not the typed one', async () => {
    renderApp({ route: '/search?q=%EC%83%A4%EB%98%90' }); // q=샤또
    expect(await screen.findByText('‘샤또’ 대신 ‘샤토’로 검색한 결과')).toBeInTheDocument();
    expect(await screen.findByText('‘샤토’에 대한 검색 결과가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('‘샤또’에 대한 검색 결과가 없습니다.')).toBeNull();
  });

  it('given initials "ㅅㅌ", then the wines whose name starts with 샤토 come first, before ones matched only by a region or grape', async () => {
    renderApp({ route: `/search?q=${encodeURIComponent('ㅅㅌ')}&category=wine` });
    const wine = await screen.findByRole('region', { name: /^와인 \d+개$/ });
    const cards = await within(wine).findAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent(/^샤토/);
    expect(within(cards[1] as HTMLElement).getByRole('heading')).toHaveTextContent(/^샤토/);
    expect(screen.queryByText(/카논코프/, { selector: 'h3' })).toBeNull();
  });

  it('given English, when "샤또" is searched, then the line is in English', async () => {
    const app = renderApp({ route: '/search?q=%EC%83%A4%EB%98%90' }); // q=샤또
    await app.store.dispatch(changeLanguage('en'));
    expect(await screen.findByText('Showing results for “샤토” instead of “샤또”')).toBeInTheDocument();
  });
});
