/**
 * A new member's account, through the screens: signing up in the app and on the sign-on host
 * makes a member of their own (the identity they typed, an empty history, the main store they
 * chose), the sign-up's terms read as one tidy column on a small phone, and an account signed in
 * with a social provider shows as linked.
 */
import { expect, expectNoSeriousViolations, test, type Page } from './fixtures';

// The age question is not these journeys' subject: an adult has answered it on this device.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('bottle.age.confirmedUntil')) localStorage.setItem('bottle.age.confirmedUntil', '29991231');
  });
});

/** A fresh demo, and the app's login screen (on the way back to `redirect`). */
async function loginScreen(page: Page, redirect = '/') {
  await page.goto('/?demo-reset=1');
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
}

/** The identity and the main store on a sign-up form: the app's and the sign-on host's name their fields alike. */
async function fillIdentity(page: Page, who: { id: string; name: string; phone: string; birth: string; store: string }) {
  await page.getByRole('textbox', { name: '아이디' }).fill(who.id);
  await page.getByRole('textbox', { name: '이름' }).fill(who.name);
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(who.phone);
  await page.getByRole('textbox', { name: '생년월일' }).fill(who.birth);
  await page.getByRole('combobox', { name: '주 이용 매장' }).selectOption({ label: who.store });
}

/** Every terms row's checkbox starts at the same x, and each 보기 button is one line high. */
async function expectTidyTermsList(page: Page) {
  const boxes = page.getByRole('group', { name: '약관 동의' }).getByRole('checkbox');
  const lefts = await boxes.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
  expect(lefts.length).toBeGreaterThan(5);
  expect(new Set(lefts).size, `checkbox x positions ${lefts.join(', ')}`).toBe(1);
  const sizes = await boxes.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
  expect(new Set(sizes).size, `checkbox widths ${sizes.join(', ')}`).toBe(1);
  const views = page.getByRole('button', { name: / 보기$/ });
  const lines = await views.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      // One line box per line of text: "보/기" has two.
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );
  expect(
    lines.every((n) => n === 1),
    `lines per 보기: ${lines.join(', ')}`,
  ).toBe(true);
  // No two agreements read alike.
  const names = await boxes.evaluateAll((els) => els.map((el) => el.closest('label')?.textContent?.trim() ?? ''));
  expect(new Set(names).size).toBe(names.length);
}

test.describe('given a visitor on a phone', () => {
  test.describe.configure({ timeout: 90_000 });

  test('when they sign up in the app with their ID, password, name, phone, birth date and main store, then they are a new member with an empty history who logs in with that ID', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await loginScreen(page);
    await page.getByRole('link', { name: '회원가입' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '(필수) 서비스 이용약관' })).toBeVisible();
    await expectTidyTermsList(page);
    await expectNoSeriousViolations(page, 'sign-up');

    await fillIdentity(page, { id: 'wine2026', name: '정새봄', phone: '010-3456-7890', birth: '19920415', store: '보틀 서울역점' });
    await page.getByLabel('비밀번호', { exact: true }).fill('bottle2026');
    await page.getByLabel('비밀번호 확인').fill('bottle2026');
    for (const required of await page.locator('input[aria-required="true"]').all()) await required.check();
    await page.getByRole('button', { name: '동의하고 가입하기' }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('toast')).toHaveText('로그인되었습니다.');

    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '정새봄님, 반가워요' })).toBeVisible();
    await expect(page.getByText('최근 12개월 구매 0원')).toBeVisible();
    await expect(page.getByRole('region', { name: '내 매장' })).toContainText('보틀 서울역점');
    await page.getByRole('link', { name: '쿠폰' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible();
    await expect(page.getByText('4,639,900')).toHaveCount(0);

    // Logged out, they log in again at the host with the ID and password they chose.
    await page.goto('/mypage');
    await page.getByRole('button', { name: '로그아웃' }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).tap();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: '통합 아이디로 로그인' }).tap();
    await page.getByLabel('아이디').fill('wine2026');
    await page.getByLabel('비밀번호').fill('bottle2026');
    await page.getByRole('button', { name: '로그인', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '정새봄님, 반가워요' })).toBeVisible();
  });

  test('when they sign up on the sign-on host, then the host asks for the identity and the store, and they come back as that new member', async ({
    page,
  }) => {
    await loginScreen(page, '/mypage');
    await page.getByRole('button', { name: '통합 아이디로 로그인' }).tap();
    await page.getByRole('link', { name: '통합 회원 가입' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '통합 회원 가입' })).toBeVisible();
    await fillIdentity(page, { id: 'hostjoin1', name: '오가입', phone: '01055556666', birth: '1988', store: '보틀 구로점' });
    await page.getByLabel('비밀번호').fill('bottle2026');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: '동의하고 가입하기' }).tap();
    // A malformed birth date is named on the host's page, and what was typed stays.
    await expect(page.getByText('생년월일을 YYYYMMDD 형식으로 입력해 주세요.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '이름' })).toHaveValue('오가입');
    await expectNoSeriousViolations(page, 'sign-on host: sign-up with an error');
    await page.getByLabel('비밀번호').fill('bottle2026');
    await page.getByRole('textbox', { name: '생년월일' }).fill('19880101');
    await page.getByRole('button', { name: '동의하고 가입하기' }).tap();
    await page.waitForURL((url) => url.pathname === '/mypage');
    await expect(page.getByRole('heading', { name: '오가입님, 반가워요' })).toBeVisible();
    await expect(page.getByText('최근 12개월 구매 0원')).toBeVisible();
    await expect(page.getByRole('region', { name: '내 매장' })).toContainText('보틀 구로점');
  });

  test("when they log in with Kakao, then 연결된 계정 shows Kakao linked with today's date", async ({ page }) => {
    await loginScreen(page, '/mypage');
    await page.getByRole('button', { name: '카카오로 로그인' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '카카오 로그인' })).toBeVisible();
    await page.getByRole('radio', { name: /박실버/ }).check();
    await page.getByRole('button', { name: '동의하고 계속하기' }).tap();
    await page.waitForURL((url) => url.pathname === '/mypage');
    await page.getByRole('link', { name: '연결된 계정' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '연결된 계정' })).toBeVisible();
    const kakao = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '카카오' }) });
    // The page shows the link date as a Korean date (libs/domain formatDate, Korean time).
    const today = await page.evaluate(() => new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul' }).format(new Date()));
    await expect(kakao).toContainText(`${today} 연결됨`);
    await expect(kakao.getByRole('button', { name: '카카오 연결 해제' })).toBeVisible();
    const naver = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '네이버' }) });
    await expect(naver).toContainText('연결되지 않음');
  });
});

/** Hangul words on the page, outside what is marked Korean (lang="ko": an address, say). */
async function hangulWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="ko"], script, style, [hidden]') || parent.getClientRects().length === 0) continue;
      words.push(...(node.textContent?.match(/[가-힣]+/g) ?? []));
    }
    return words;
  });
}

test.describe('given a member who reads English', () => {
  test.describe.configure({ timeout: 90_000 });

  test('when they go through home, a product, search, events and grade benefits, then what the server sends comes in English too (no Hangul outside text marked Korean)', async ({
    page,
  }) => {
    await page.goto('/?demo-reset=1');
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
    await page.goto('/mypage/settings');
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const [path, ready] of [
      ['/', page.getByRole('heading', { level: 2 }).first()],
      ['/product/W00010', page.getByRole('heading', { level: 1, name: /Chateau Talbot/ })],
      ['/search?q=Chateau', page.getByRole('link', { name: /Chateau/ }).first()],
      ['/event', page.getByRole('heading', { level: 1 })],
      ['/mypage/grade', page.getByRole('heading', { level: 1 })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      // The server's answers arrive after the frame: wait until nothing is loading.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await hangulWords(page), `Hangul on ${path} in English`).toEqual([]);
    }
  });
});
