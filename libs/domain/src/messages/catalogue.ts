/**
 * Every user-facing string of the product that is not owned by libs/ui (spec §2 and §8).
 * Korean is the product language; English is complete (architecture.md "Language").
 *
 * The English table is typed `Record<DomainMessageKey, string>`, so a key missing on either side
 * is a compile error; messages.test.ts checks the merged catalogue at run time as well.
 * Placeholders are written `{name}` and filled by `message(key, lang, params)`.
 */
import { domainCoreKo } from './catalogue-core';

/** The domain strings beyond the first route's (./catalogue-core.ts), fetched with loadLanguage(). */
export const domainExtraKo = {
  // ---- spec §8: errors -------------------------------------------------------------
  'error.http.network': '네트워크에 연결할 수 없습니다. 연결 상태를 확인해 주세요.',
  'error.http.timeout': '응답 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
  'error.http.cancelled': '요청이 취소되었습니다.',
  'error.http.badRequest': '요청을 처리할 수 없습니다. 입력 내용을 확인해 주세요.',
  'error.http.badResponse': '서버 응답을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'error.invalidBarcode': '바코드를 만들 수 없는 번호입니다.',

  // ---- spec §8: login error catalogue (code 44) -------------------------------------
  'login.recheckIdPassword': '입력하신 아이디 또는 비밀번호를 다시 확인해 주세요.',
  'login.adultsOnly': '(44-415) 성인만 이용할 수 있는 서비스입니다.',
  'login.duplicateMember': '(44-430) 중복된 회원 정보가 있습니다. 멤버십 포인트 고객센터를 통해 정정해 주세요.',
  'login.withdrawn': '탈퇴한 계정입니다. 보틀을 다시 이용하려면 새로 가입해 주세요.',
  'login.withdrawnSignup': '회원가입',
  'login.withdrawnClose': '닫기',

  // ---- spec §4 / §8: session and security -------------------------------------------
  'session.expired': '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  'security.tamperingTitle': '보안 경고',
  'security.tampering':
    '앱 인증서를 확인할 수 없어 해킹 위험이 있습니다. 앱 변조 이력이 발견되어 이용이 제한됩니다. 앱을 삭제한 후 다시 설치해 주세요.',

  // ---- spec §2 / §8: store info and main-store setting --------------------------------
  'store.addressCopied': '주소가 복사되었습니다.',
  'store.mainStoreSelected': '대표 매장이 선택되었습니다.',
  'store.mainStoreTitle': '대표 매장 설정',
  'store.mainStoreDescription': '자주 이용하는 매장을 대표 매장으로 설정해 주세요.',
  'store.mainStoreSkip': '다음에 설정하기',
  'store.mainStoreConfirm': '설정하기',
  'store.mainStoreSaving': '저장 중입니다…',
  'store.currentMainStore': '현재 대표 매장',
  'store.infoTitle': '매장 정보',
  'store.telephone': '전화번호',
  'store.businessHours': '영업시간',
  'store.businessHoursRange': '{start} ~ {end}',
  'store.holidays': '휴무일',
  'store.pickupDesk': '픽업 데스크',
  'store.address': '주소',
  'store.roadInfo': '오시는 길',
  'store.call': '전화하기',
  'store.copyAddress': '주소 복사',
  'store.openMap': '지도 보기',
  'store.none': '매장 정보가 없습니다.',

  // ---- spec §2: barcode popup --------------------------------------------------------
  'barcode.title': '멤버십 카드',
  'barcode.description': '결제 시 바코드를 보여 주세요.',
  'barcode.noCard': '등록된 멤버십 카드가 없습니다.',

  // ---- spec §2: shell screens -------------------------------------------------------
  'desktop.title': '모바일에서 이용해 주세요',
  'desktop.body': '보틀 앱은 모바일 환경에 최적화되어 있습니다. 스마트폰으로 접속해 주세요.',
  'desktop.goToWebsite': '공식 홈페이지 바로가기',
  'desktop.continue': '이 브라우저에서 계속 보기',
  'desktop.imageAlt': '모바일 이용 안내',
  'desktop.scanQr': 'QR 코드를 모바일로 스캔하시면 경품 상품을 확인하실 수 있습니다.',
  'desktop.qrAlt': '현재 페이지 QR 코드',
  'update.title': '업데이트 안내',
  'update.body': '원활한 서비스 이용을 위해 최신 버전으로 업데이트해 주세요.',
  'update.cancel': '종료',
  'update.update': '업데이트',
  'inspection.title': '시스템 점검 안내',
  'inspection.body': '더 나은 서비스를 위해 시스템 점검 중입니다. 점검 시간 동안 이용이 제한됩니다.',
  'inspection.imageAlt': '시스템 점검 중',
  'aiAssistant.loading': 'AI 어시스턴트와 대화하며 추천을 받을 수 있는 페이지로 이동하고 있습니다.',
  'quit.confirm': '앱을 종료합니다.',

  // ---- spec §5: agreement labels ------------------------------------------------------
  'agreement.required': '(필수)',
  'agreement.optional': '(선택)',
  'agreement.agreeAll': '전체 동의',
  'agreement.view': '보기',

  // ---- spec §2: footer tabs -----------------------------------------------------------

  // ---- spec §2: pickup flow -----------------------------------------------------------
  'pickup.reservationView': '픽업 예약',
  'pickup.locationSelect': '픽업 매장 선택',
  'pickup.privacyAgreement': '개인정보 수집·이용 동의',
  'pickup.reservationConfirm': '예약 확인',
  'pickup.cancelConfirm': '픽업 예약을 취소하시겠습니까?',
  'pickup.pickupConfirm': '상품을 픽업하셨습니까?',

  // ---- spec §2: screen names (titles, analytics labels) -----------------------------
  'screen.main': '메인',
  'screen.promotion': '프로모션',
  'screen.tastingList': '테이스팅 목록',
  'screen.tastingWrite': '테이스팅 작성',
  'screen.tastingDetail': '테이스팅 상세',
  'screen.searchPage': '검색',
  'screen.myBunker': '마이 벙커',
  'screen.reservationDetails': '예약 내역',
  'screen.myPage': '마이페이지',
  'screen.wineNavigation': '와인 내비게이션',
  'screen.event': '이벤트',
  'screen.alarm': '알림',
  'screen.pickupList': '픽업 목록',
  'screen.recommendationItem': '추천 상품',
  'screen.aiSommelier': 'AI 소믈리에',
  'screen.myDiary': '마이 다이어리',
  'screen.loginPage': '로그인',
  'screen.ageVerificationPopup': '연령 확인',
  'screen.termsPopup': '약관',
  'screen.mainAlarm': '메인 알림',
  'screen.customerCenter': '고객센터',

  // ---- lookups (codes.ts) -------------------------------------------------------------
  'code.unknown': '알 수 없음',
} as const satisfies Record<string, string>;

export type DomainMessageKey = keyof typeof domainCoreKo | keyof typeof domainExtraKo;

/** Every Korean domain string (core and extra). */
export const domainMessagesKo: Readonly<Record<DomainMessageKey, string>> = /*#__PURE__*/ join(domainCoreKo, domainExtraKo);

function join<A extends object, B extends object>(a: A, b: B): A & B {
  return { ...a, ...b };
}
