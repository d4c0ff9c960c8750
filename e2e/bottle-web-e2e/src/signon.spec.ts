/**
 * Every way of signing on, through the screens on the path a live build takes:
 * the app's login screen, the sign-on host's and the providers' pages (played by the demo server),
 * and back to the page the member started from. Each new page passes axe (WCAG 2.0–2.2 A/AA).
 * (login-feedback.spec.ts also logs in with ID/password from a product's login prompt.)
 */
import { fakeShellInitScript } from '@bottle/bridge/testing';
import { control, expect, expectNoSeriousViolations, logInThroughScreens, test, type Locator, type Page } from './fixtures';

const PRODUCT = '/product/W00010';

// The age question a visitor gets on a liquor page is not these journeys' subject: they
// start on a device where an adult has answered it (a logout's cleared storage gets it back on the
// next page; another open tab hears it back through the storage event and closes its question).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('bottle.age.confirmedUntil')) localStorage.setItem('bottle.age.confirmedUntil', '29991231');
  });
});

/** A visitor on a product page opens the login screen with the way back to it. */
async function loginScreenFrom(page: Page, redirect: string) {
  await page.goto(`${redirect}${redirect.includes('?') ? '&' : '?'}demo-reset=1`);
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
}

/** Back on `path`, logged in, told so. */
async function expectBackLoggedIn(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByTestId('toast')).toHaveText('로그인되었습니다.');
  // No key of the way back stays in the address or the history entry.
  expect(page.url()).not.toMatch(/ssoTkn|easy_login_key|apple_key|code=/);
}

/** From the app's login screen to the host's login page, and the demo password for `loginId` there. */
async function logInAtHost(page: Page, loginId: string) {
  await page.getByRole('button', { name: '통합 아이디로 로그인' }).tap();
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill('bottle1234');
  await page.getByRole('button', { name: '로그인', exact: true }).tap();
}

/** On a login form: the demo member with a wrong password, the form's message (and axe), then the right one. */
async function mistypeThenLogIn(page: Page, idField: Locator, form: string, message: string) {
  const submit = page.getByRole('button', { name: '로그인', exact: true });
  await idField.fill('demo');
  await page.getByLabel('비밀번호').fill('wrong');
  await submit.tap();
  await expect(page.getByRole('alert')).toContainText(message);
  await expectNoSeriousViolations(page, `${form} with its error`);
  await page.getByLabel('비밀번호').fill('bottle1234');
  await submit.tap();
}

/** A fresh demo; the member `loginId` logs in through the screens and lands on my page. */
async function onMyPageAs(page: Page, loginId: string) {
  await page.goto('/?demo-reset=1');
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
  await logInThroughScreens(page, loginId, '/mypage');
}

/** 로그아웃 on my page, confirmed: the sign-on host ends the session and the login screen opens. */
async function logOutFromMyPage(page: Page) {
  await page.getByRole('button', { name: '로그아웃' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).tap();
  await page.waitForURL((url) => url.pathname === '/login');
}

/**
 * On 연결된 계정: `row`'s `button`, the provider's page (its h1 `heading`), 김보틀 chosen and
 * `consent` pressed, then back on the page with the row linked.
 */
async function linkThrough(page: Page, row: Locator, button: string, heading: string, consent: string) {
  await row.getByRole('button', { name: button }).tap();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('radio', { name: /김보틀/ }).check();
  await page.getByRole('button', { name: consent }).tap();
  await page.waitForURL((url) => url.pathname === '/mypage/accounts');
  await expect(row).toContainText('연결됨');
}

test.describe('given a visitor on a phone', () => {
  test.describe.configure({ timeout: 90_000 });

  test('when they log in with ID and password from a product page, mistyping first, then the host says so and they are back on the product', async ({
    page,
  }) => {
    await loginScreenFrom(page, PRODUCT);
    await page.getByRole('button', { name: '통합 아이디로 로그인' }).tap();
    // callScreenInit.sso with the way back: the host's own page, on the path a live build takes.
    await page.waitForURL((url) => url.pathname === '/sso/callScreenInit.sso' && url.searchParams.get('redirect_path') === PRODUCT);
    await expect(page.getByRole('heading', { level: 1, name: '통합 로그인' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-on host: login');
    await mistypeThenLogIn(page, page.getByLabel('아이디'), 'sign-on host: login', '아이디 또는 비밀번호를 다시 확인해 주세요.');
    await expectBackLoggedIn(page, PRODUCT);
    await page.getByRole('button', { name: /마이 벙커에 담기/ }).tap();
    await expect(page.getByRole('button', { name: /마이 벙커에서 빼기/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('when the login answer leaves a step on the host (a detail code, no result code), then callScreenAfter.sso shows it and 계속하기 brings them back to the product signed in', async ({
    page,
  }) => {
    // The demo's logins leave no step: this one's answer gets a detail code added on its way.
    await page.route('**/fo/user/ssobottle/login/auto-sso', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), rspDtc: '710' } });
    });
    await loginScreenFrom(page, PRODUCT);
    await logInAtHost(page, 'demo');
    await page.waitForURL((url) => url.pathname === '/sso/callScreenAfter.sso');
    const after = new URL(page.url()).searchParams;
    expect([after.get('callType'), after.get('redirect_path'), after.get('rspDtc')]).toEqual(['LOGIN', PRODUCT, '710']);
    expect(after.get('acesTkn')).toMatch(/^demo-aces\.[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole('heading', { level: 1, name: '로그인 후 안내' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-on host: after-login step');
    await page.getByRole('link', { name: '계속하기' }).tap();
    await page.waitForURL((url) => url.pathname === PRODUCT);
    await page.getByRole('button', { name: /마이 벙커에 담기/ }).tap();
    await expect(page.getByRole('button', { name: /마이 벙커에서 빼기/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('when they log in at the host, then the ssoTkn leaves the address and the history before the app does anything else, reaches no page-view event, and a second use of it is refused', async ({
    page,
  }) => {
    await loginScreenFrom(page, PRODUCT);
    const exchange = page.waitForRequest((request) => request.url().endsWith('/fo/user/ssobottle/login/auto-sso'));
    await logInAtHost(page, 'demo');
    const ssoTkn = ((await exchange).postDataJSON() as { ssoTkn?: string }).ssoTkn ?? '';
    expect(ssoTkn).toMatch(/^demo-sso\.[A-Za-z0-9_-]{32}$/);
    await expectBackLoggedIn(page, PRODUCT);
    // Not in the address, the analytics queue, or the entry the back button returns to.
    expect(page.url()).not.toContain(ssoTkn);
    expect(JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))).not.toContain(
      ssoTkn,
    );
    await page.goBack();
    expect(page.url()).not.toContain(ssoTkn);
    // The token is spent: a replay (from a history, a log) opens no session.
    const replay = await page.request.post('/user-api/fo/user/ssobottle/login/auto-sso', {
      headers: { 'x-ssp-channel': '3', 'x-gateway-service-id': 'user-service' },
      data: { ssoTkn },
    });
    const replayed = (await replay.json()) as { rspC?: string; rspDtc?: string; access_token?: string };
    expect(replayed).toMatchObject({ rspC: '40', rspDtc: '401' });
    expect(replayed.access_token).toBeUndefined();
  });

  test('when they log in from a search for Korean text, then the host brings them back to that search, query kept', async ({ page }) => {
    const search = `/search?q=${encodeURIComponent('레드 와인')}`;
    await loginScreenFrom(page, search);
    await logInAtHost(page, 'silver');
    await expectBackLoggedIn(page, '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('레드 와인');
  });

  for (const way of [
    { button: '간편 로그인', heading: '간편 로그인' },
    { button: 'Apple로 로그인', heading: 'Apple로 로그인' },
  ]) {
    test(`when they use ${way.button} from a product page, then the host signs them on and they are back on the product`, async ({
      page,
    }) => {
      await loginScreenFrom(page, PRODUCT);
      await page.getByRole('button', { name: way.button }).tap();
      await expect(page.getByRole('heading', { level: 1, name: way.heading })).toBeVisible();
      await expectNoSeriousViolations(page, `sign-on host: ${way.heading}`);
      await page.getByRole('radio', { name: /김보틀/ }).check();
      await page.getByRole('button', { name: '계속' }).tap();
      await expectBackLoggedIn(page, PRODUCT);
      await page.getByRole('button', { name: /마이 벙커에 담기/ }).tap();
      await expect(page.getByRole('button', { name: /마이 벙커에서 빼기/ })).toHaveAttribute('aria-pressed', 'true');
    });
  }

  for (const provider of [
    { name: '카카오', english: 'Kakao', member: '박실버', from: '/mypage' },
    { name: '네이버', english: 'Naver', member: '최골드', from: PRODUCT },
  ]) {
    test(`when they log in with ${provider.english}, then the provider page, the callback and the social login bring them back where they were`, async ({
      page,
    }) => {
      await loginScreenFrom(page, provider.from);
      await page.getByRole('button', { name: `${provider.name}로 로그인` }).tap();
      await expect(page.getByRole('heading', { level: 1, name: `${provider.name} 로그인` })).toBeVisible();
      await expectNoSeriousViolations(page, `${provider.english} consent page`);
      await page.getByRole('radio', { name: new RegExp(provider.member) }).check();
      await page.getByRole('button', { name: '동의하고 계속하기' }).tap();
      await expectBackLoggedIn(page, provider.from);
      await page.goto('/mypage');
      await expect(page.getByRole('heading', { name: `${provider.member}님, 반가워요` })).toBeVisible();
    });
  }

  test('when they log in with L.POINT and mistype the password first, then the form says so and the right password opens my page', async ({
    page,
  }) => {
    await loginScreenFrom(page, '/mypage');
    await page.getByRole('button', { name: 'L.POINT로 로그인' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'L.POINT 로그인' })).toBeVisible();
    await expectNoSeriousViolations(page, 'L.POINT login form');
    await mistypeThenLogIn(
      page,
      page.getByRole('textbox', { name: 'L.POINT 아이디' }),
      'L.POINT login form',
      '입력하신 아이디 또는 비밀번호를 다시 확인해 주세요.',
    );
    await expectBackLoggedIn(page, '/mypage');
  });

  test("when a dormant member logs in at the host, then the alert shows on the login screen and leads to the host's dormancy page", async ({
    page,
  }) => {
    await loginScreenFrom(page, PRODUCT);
    await logInAtHost(page, 'err406');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('장기 미접속으로 휴면 전환된 계정입니다.');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2FW00010$/);
    await alert.getByRole('button', { name: '확인' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '휴면 계정 로그인' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-on host: dormancy page');
  });

  test("when the host answers spec §8 login errors, then each shows on the login screen the member came from: an alert, the host's page, or nothing", async ({
    page,
  }) => {
    const login = /\/login\?redirect=%2Fproduct%2FW00010$/;
    await loginScreenFrom(page, PRODUCT);
    // 44-415: the adults-only alert; the member stays on the login screen.
    await logInAtHost(page, 'err415');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('(44-415) 성인만 이용할 수 있는 서비스입니다.');
    await expect(page).toHaveURL(login);
    await expectNoSeriousViolations(page, 'login screen with a §8 alert');
    await alert.getByRole('button', { name: '확인' }).tap();
    // 44-404: straight to the host's release page, no alert.
    await logInAtHost(page, 'err404');
    await expect(page.getByRole('heading', { level: 1, name: '휴면 해제 로그인' })).toBeVisible();
    await page.goBack();
    // 44-439: the host's sign-up.
    await page.goto(`/login?redirect=${encodeURIComponent(PRODUCT)}`);
    await logInAtHost(page, 'err439');
    await expect(page.getByRole('heading', { level: 1, name: '통합 회원 가입' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-on host: sign-up');
    // 98-999: the failure callback only: nothing shows, the login screen stays usable.
    await page.goto(`/login?redirect=${encodeURIComponent(PRODUCT)}`);
    await logInAtHost(page, 'err98');
    await expect(page).toHaveURL(login);
    await expect(page.getByRole('button', { name: '통합 아이디로 로그인' })).toBeEnabled();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  // Signing up (a new member of their own): accounts.spec.ts.
});

test.describe('given a logged-in member on a phone', () => {
  test.describe.configure({ timeout: 90_000 });

  test('when they link Kakao and Apple in 연결된 계정 and unlink Kakao after the confirm, then the page shows each state', async ({
    page,
  }) => {
    await onMyPageAs(page, 'demo');
    await page.getByRole('link', { name: '연결된 계정' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '연결된 계정' })).toBeVisible();
    const kakao = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '카카오' }) });
    await expect(kakao).toContainText('연결되지 않음');
    await expectNoSeriousViolations(page, 'linked accounts');

    // Kakao: the provider's consent page, the callback, social-save, back here.
    await linkThrough(page, kakao, '카카오 연결하기', '카카오 로그인', '동의하고 계속하기');
    expect(page.url()).not.toMatch(/code=|state=/);

    // Apple: the sign-on host's Apple page, apple-save, back here.
    const apple = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Apple' }) });
    await linkThrough(page, apple, 'Apple 연결하기', 'Apple로 로그인', '계속');

    // Unlink asks first; cancelling keeps it, confirming removes it.
    await kakao.getByRole('button', { name: '카카오 연결 해제' }).tap();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('해제하면 카카오로 로그인할 수 없어요');
    await expectNoSeriousViolations(page, 'unlink confirm');
    await confirm.getByRole('button', { name: '취소' }).tap();
    await expect(kakao).toContainText('연결됨');
    await kakao.getByRole('button', { name: '카카오 연결 해제' }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: '연결 해제' }).tap();
    await expect(page.getByTestId('toast')).toHaveText('계정 연결을 해제했어요.');
    await expect(kakao).toContainText('연결되지 않음');
    await expect(apple).toContainText('연결됨');
  });

  test("when a mart member who is no Bottle member follows 보틀 회원 가입 on my page, then Bottle's sign-up makes them a member as themselves", async ({
    page,
  }) => {
    await onMyPageAs(page, 'mart');
    await expect(page.getByRole('heading', { name: '한마트님, 반가워요' })).toBeVisible();
    await expect(page.getByText('아직 보틀 회원이 아니에요', { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page, 'my page with the sign-up offer');
    await page.getByRole('link', { name: '보틀 회원 가입' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expect(page.getByText('롯데마트 회원 계정 그대로 보틀에 가입해요', { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-up of a mart member');
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('button', { name: '동의하고 가입하기' }).tap();
    await expectBackLoggedIn(page, '/');
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '한마트님, 반가워요' })).toBeVisible();
    await expect(page.getByText('아직 보틀 회원이 아니에요', { exact: false })).toHaveCount(0);
  });

  test('when a signed-on member of neither service opens sign-up, then they accept the sign-on agreements (sso-agmt) and are signed in as themselves', async ({
    page,
  }) => {
    // No demo member is signed on without being a mart or Bottle member: the member check says so
    // for this one; every other call is the demo server's.
    await page.route('**/fo/user/ssobottle/ismember', (route) => route.fulfill({ json: { mart_member_yn: 'N', bottle_member_yn: 'N' } }));
    await onMyPageAs(page, 'family');
    await page.getByRole('link', { name: '보틀 회원 가입' }).tap();
    await expect(page.getByText('롯데 통합 회원 약관에 동의하면', { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-up of a signed-on member');
    const agreed = page.waitForRequest((request) => request.url().endsWith('/fo/user/sso/signup/sso-agmt'));
    for (const required of await page.locator('input[aria-required="true"]').all()) await required.check();
    await page.getByRole('button', { name: '동의하고 가입하기' }).tap();
    const acesTkn = await page.evaluate(() => localStorage.getItem('acesTkn'));
    expect((await agreed).postDataJSON()).toMatchObject({ acesTkn: expect.stringMatching(/^demo-aces\./) });
    expect((await agreed).postDataJSON().acesTkn).toBe(acesTkn);
    await expectBackLoggedIn(page, '/');
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '이가족님, 반가워요' })).toBeVisible();
  });

  test("when a mart member chooses 비밀번호 변경 on my page, then the chain's password campaign page opens knowing both memberships", async ({
    page,
  }) => {
    await onMyPageAs(page, 'demo');
    await page.getByRole('button', { name: '비밀번호 변경' }).tap();
    await page.waitForURL((url) => url.pathname === '/sso/pwCampBridge.sso');
    expect(new URL(page.url()).searchParams.get('martgoMemberYn')).toBe('Y');
    expect(new URL(page.url()).searchParams.get('bottleMemberYn')).toBe('Y');
    await expect(page.getByRole('heading', { level: 1, name: '비밀번호 변경 안내' })).toBeVisible();
    await expect(page.getByText('마트 회원님의 개인정보 보호를 위해', { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-on host: password campaign');
  });

  test('when they log out in one tab, then the other open tab shows them logged out; when they log in again in one tab, then the other picks it up', async ({
    page,
    context,
  }) => {
    await onMyPageAs(page, 'demo');
    const other = await context.newPage();
    await other.goto('/mypage');
    await expect(other.getByRole('heading', { name: '김보틀님, 반가워요' })).toBeVisible();

    await logOutFromMyPage(page);
    // No reload in the other tab: the storage event ends its session too.
    await expect(other.getByRole('link', { name: '로그인하기' })).toBeVisible();
    await expect(other.getByRole('heading', { name: '김보틀님, 반가워요' })).toHaveCount(0);
    expect(other.url()).toMatch(/\/mypage$/);

    await logInThroughScreens(page, 'silver', '/mypage');
    await expect(other.getByRole('heading', { name: '박실버님, 반가워요' })).toBeVisible();
  });

  test('when they log out from my page and confirm, then the sign-on host ends the session and the login screen opens', async ({
    page,
  }) => {
    await onMyPageAs(page, 'demo');
    await logOutFromMyPage(page);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.goto('/mypage');
    await expect(page.getByRole('link', { name: '로그인하기' })).toBeVisible();
  });

  test('when the session expires mid-journey, then the member is told once and lands on the login screen, and logging in again works', async ({
    page,
  }) => {
    await onMyPageAs(page, 'demo');
    // Past the demo's 60-minute refresh token: the next member call's refresh answers 401.
    expect((await control(page, '/mock-api/clock', { advance_ms: 61 * 60_000 })).status).toBe(200);
    // The next member call finds the session expired: the tap on 쿠폰, or a call the page makes first.
    const alert = page.getByRole('alertdialog');
    await Promise.race([
      alert.waitFor(),
      page
        .getByRole('link', { name: /쿠폰/ })
        .first()
        .tap({ timeout: 20_000 })
        .catch(() => undefined),
    ]);
    await expect(alert).toContainText('로그인 정보가 만료되었습니다');
    await alert.getByRole('button', { name: '확인' }).tap();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await logInThroughScreens(page, 'demo', '/mypage');
    await expect(page.getByRole('heading', { name: '김보틀님, 반가워요' })).toBeVisible();
  });
});

test.describe('given the app in the native shell with auto-login on (spec §4 "Auto-login")', () => {
  test.describe.configure({ timeout: 90_000 });

  /** The shell's recorded calls of `method`, with their parameters. */
  const shellCalls = (page: Page, method: string) =>
    page.evaluate(
      (name) =>
        (
          window as unknown as { __bottleFakeShell: { messages: { method?: string; params?: Record<string, unknown> }[] } }
        ).__bottleFakeShell.messages
          .filter((m) => m.method === name)
          .map((m) => m.params ?? {}),
      method,
    );

  /**
   * A shell that kept a member token set (no API tokens) from an earlier login of `loginId` with
   * auto-login Y: the demo is reset and the member logs in once over HTTP (the tokens are random
   * and the demo's own); `null` keeps a token set the service never issued.
   */
  const shellWithSavedLogin = async (page: Page, loginId: string | null) => {
    await page.goto('/?demo-reset=1');
    let loginInfo = { acesTkn: 'demo-aces.100000001', rnwTkn: 'demo-rnw.100000001', ssoTkn: 'demo-sso.saved' };
    if (loginId) {
      const answer = await page.request.post('/user-api/fo/user/ssobottle/login/auto-sso', {
        headers: { 'x-ssp-channel': '3', 'x-gateway-service-id': 'user-service' },
        data: { login_id: loginId, password: 'bottle1234' },
      });
      const { acesTkn = '', rnwTkn = '', ssoTkn = '' } = (await answer.json()) as { acesTkn?: string; rnwTkn?: string; ssoTkn?: string };
      loginInfo = { acesTkn, rnwTkn, ssoTkn };
    }
    await page.addInitScript(fakeShellInitScript({ platform: 'android', latencyMs: 10, autoLogin: 'Y', loginInfo }));
    return loginInfo;
  };

  test('when it starts with the saved member token set, then auto-bt signs the member in, the shell gets the new tokens, and my page is theirs', async ({
    page,
  }) => {
    await shellWithSavedLogin(page, 'demo');
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '김보틀님, 반가워요' })).toBeVisible();
    await expect
      .poll(async () => (await shellCalls(page, 'setLoginInfo')).at(-1))
      .toMatchObject({ access_token: expect.any(String), acesTkn: expect.stringMatching(/^demo-aces\./) });
    expect(await page.evaluate(() => localStorage.getItem('AUTO_LOGIN_STATE'))).toBe('Y');
  });

  test('when the saved login is refused (a spec §8 login error), then auto-login turns N in the page and the shell, with no alert, and the member starts as a visitor', async ({
    page,
  }) => {
    // A member token made from a member number (the demo's used to be): never issued, refused.
    await shellWithSavedLogin(page, null);
    await page.goto('/mypage');
    await expect(page.getByRole('link', { name: '로그인하기' })).toBeVisible();
    await expect.poll(async () => (await shellCalls(page, 'setAutoLogin')).at(-1)).toEqual({ auto_login_yn: 'N' });
    expect(await page.evaluate(() => localStorage.getItem('AUTO_LOGIN_STATE'))).toBe('N');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
