/**
 * Membership contradicted itself (a Gold member with 6,417,800원 of 12-month
 * spend was told "가장 높은 등급이에요" while the grade page said Diamond starts at 3,000,000원).
 * My page and the grade page now read one rule (libs/domain gradeProgress over the grade list).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';

const mock = setupMockServer();

function asMember(loginId: string) {
  const answer = mock.backend.login(loginId, 'bottle1234');
  return { tokens: { accessToken: answer.access_token ?? '', refreshToken: answer.refresh_token ?? '' } };
}

/** A server's grade list where Diamond starts at 3,000,000원. */
function issueStandards() {
  mock.server.use(
    http.post('*/v2/hybridapp/mypage/grade/info', () =>
      HttpResponse.json({
        grade_list: [
          { grade_cd: '1', grade_nm: 'Family', benefit: '패밀리', standard_amt: 0 },
          { grade_cd: '2', grade_nm: 'Silver', benefit: '실버', standard_amt: 300_000 },
          { grade_cd: '3', grade_nm: 'Gold', benefit: '골드', standard_amt: 1_000_000 },
          { grade_cd: '4', grade_nm: 'Diamond', benefit: '다이아몬드', standard_amt: 3_000_000 },
        ],
      }),
    ),
  );
}

describe('membership grade: one rule on my page and the grade page', { timeout: 20_000 }, () => {
  it('given the Gold demo member (6,417,800원), when my page opens, then it names Diamond as next, 3,582,200원 away, not the top grade', async () => {
    renderApp({ route: '/mypage', ...asMember('demo') });
    const card = (await screen.findByRole('heading', { name: '김보틀님, 반가워요' })).closest('section') as HTMLElement;
    expect(within(card).getByText(/골드 등급/)).toBeInTheDocument();
    expect(await within(card).findByText('최근 12개월 구매 6,417,800원')).toBeInTheDocument();
    expect(await within(card).findByText('다이아몬드까지 3,582,200원 남았어요')).toBeInTheDocument();
    expect(within(card).queryByText('가장 높은 등급이에요')).not.toBeInTheDocument();
  });

  it('given the grade page, then it says the same as my page and lists the standard Diamond starts at', async () => {
    renderApp({ route: '/mypage/grade', ...asMember('demo') });
    expect(await screen.findByText('다이아몬드까지 3,582,200원 남았어요')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '등급별 혜택' });
    const diamond = within(list).getByRole('heading', { name: '다이아몬드' }).closest('li') as HTMLElement;
    expect(diamond).toHaveTextContent('최근 12개월 구매 10,000,000원 이상');
  });

  it('given a server whose Diamond starts at 3,000,000원 (a grade list met in the field), when the Gold member with 6,417,800원 opens my page, then Diamond is reached, not "the top grade"', async () => {
    issueStandards();
    renderApp({ route: '/mypage', ...asMember('demo') });
    expect(await screen.findByText('다이아몬드 기준을 채웠어요. 매월 1일 등급이 갱신될 때 반영돼요')).toBeInTheDocument();
    expect(screen.queryByText('가장 높은 등급이에요')).not.toBeInTheDocument();
  });

  it('given the Diamond member, then my page says it is the top grade', async () => {
    renderApp({ route: '/mypage', ...asMember('diamond') });
    expect(await screen.findByText('가장 높은 등급이에요')).toBeInTheDocument();
  });
});
