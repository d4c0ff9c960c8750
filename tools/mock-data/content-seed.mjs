/** Winepedia, FAQs, notices and search words of the demo (tools/generate-mock-data.mjs → content.json). */
export const winepedia = [
  [
    '테루아',
    'Terroir',
    '포도가 자라는 토양, 기후, 지형이 와인 맛에 주는 영향을 말합니다.',
    'The soil, climate and slope that shape a wine’s taste.',
  ],
  ['타닌', 'Tannin', '포도 껍질과 씨, 오크통에서 오는 떫은맛 성분입니다.', 'The drying, astringent compounds from skins, seeds and oak.'],
  [
    '빈티지',
    'Vintage',
    '포도를 수확한 해. 해마다 날씨가 달라 맛도 달라집니다.',
    'The harvest year; weather makes each one taste different.',
  ],
  [
    '디캔팅',
    'Decanting',
    '와인을 다른 용기에 옮겨 공기와 접촉시키고 침전물을 거르는 과정입니다.',
    'Pouring wine into another vessel to aerate it and leave sediment behind.',
  ],
  [
    '샴페인 방식',
    'Traditional method',
    '병 안에서 2차 발효로 기포를 만드는 방식입니다.',
    'Bubbles made by a second fermentation in the bottle.',
  ],
  ['피트', 'Peat', '맥아를 건조할 때 태우는 이탄. 스모키한 향을 만듭니다.', 'Peat burnt to dry malt; it gives whisky its smoky aroma.'],
  [
    '싱글 몰트',
    'Single malt',
    '한 증류소에서 맥아 보리만으로 만든 위스키입니다.',
    'Whisky from one distillery made from malted barley only.',
  ],
  ['준마이', 'Junmai', '양조 알코올을 넣지 않고 쌀, 누룩, 물로만 빚은 사케입니다.', 'Sake brewed from rice, koji and water only.'],
  [
    '주정강화 와인',
    'Fortified wine',
    '발효 중이나 후에 증류주를 더해 도수를 높인 와인입니다. 포트, 셰리 등.',
    'Wine strengthened with spirit, such as port and sherry.',
  ],
  ['내추럴 와인', 'Natural wine', '첨가물과 개입을 최소화해 만든 와인입니다.', 'Wine made with minimal additions and intervention.'],
  ['아가베', 'Agave', '데킬라의 원료가 되는 다육 식물입니다.', 'The succulent tequila is distilled from.'],
  ['소믈리에', 'Sommelier', '와인 서비스와 페어링을 책임지는 전문가입니다.', 'The professional in charge of wine service and pairing.'],
].map(([ttl, en, conts, enConts], i) => ({ wpd_no: 1100 + i, wpd_ttl: ttl, wpd_en_ttl: en, wpd_conts: conts, wpd_en_conts: enConts }));

export const faqs = [
  [
    '픽업',
    '픽업 예약은 얼마 동안 보관되나요?',
    'How long is a pickup reservation held?',
    '예약 확정 후 3일간 보관되며, 기간이 지나면 자동 취소됩니다.',
    'It is held for 3 days after the store confirms it; then it is cancelled automatically.',
  ],
  [
    '픽업',
    '다른 매장으로 픽업 매장을 바꿀 수 있나요?',
    'Can I move my pickup to another store?',
    '픽업 준비 전까지는 재고가 있는 다른 매장으로 변경할 수 있습니다.',
    'Until it is set aside, you can move it to another store that has stock.',
  ],
  [
    '회원',
    '등급은 어떻게 정해지나요?',
    'How is my grade decided?',
    '최근 12개월 구매 금액에 따라 매월 1일 갱신됩니다.',
    'By your purchases over the last 12 months, updated on the 1st of each month.',
  ],
  [
    '회원',
    '앱 카드는 어디서 보나요?',
    'Where is my app card?',
    '마이페이지 상단의 바코드 아이콘을 누르면 멤버십 바코드가 표시됩니다.',
    'Tap the barcode icon at the top of My page.',
  ],
  [
    '쿠폰',
    '쿠폰은 중복 사용이 되나요?',
    'Can I combine coupons?',
    '한 번의 결제에 한 장의 쿠폰만 사용할 수 있습니다.',
    'One coupon per payment.',
  ],
  [
    '알림',
    '재입고 알림은 언제 오나요?',
    'When will I get the restock alert?',
    '선택한 매장에 재고가 입고되면 푸시로 알려 드립니다.',
    'As soon as stock arrives at the store you chose.',
  ],
].map(([cate, q, qEn, a, aEn], i) => ({
  faq_no: 1200 + i,
  faq_cate_nm: cate,
  faq_ttl: q,
  faq_en_ttl: qEn,
  faq_conts: a,
  faq_en_conts: aEn,
}));
export const notices = [
  ['개인정보 처리방침 개정 안내', 'Privacy policy update', -3],
  ['서버 점검 안내 (새벽 2시~4시)', 'Maintenance from 2 to 4 a.m.', -10],
  ['보틀 앱 2.0 업데이트', 'Bottle app 2.0 released', -40],
  ['제주점 오픈 안내', 'Jeju store opening', -90],
].map(([ttl, en, offset], i) => ({
  notice_no: 1300 + i,
  notice_ttl: ttl,
  notice_en_ttl: en,
  notice_conts: `${ttl}. 자세한 내용은 고객센터로 문의해 주세요.`,
  notice_en_conts: `${en}. Contact customer service for details.`,
  day_offset: offset,
}));

export const topWords = ['샴페인', '맥캘란', '발베니', '로제', '모스카토', '하이볼', '닷사이', '오퍼스 원', '글렌피딕', '피노 누아'];
export const recomWords = ['캠핑 와인', '선물용 위스키', '치킨이랑', '3만원 와인', '스모키', '내추럴', '달콤한 와인', '하이볼용'];
// The English of each search word, for a member in English mode (the screens show the English;
// libs/mock-api answers the words in the member's language).
export const searchWordEnglish = {
  샴페인: 'Champagne',
  맥캘란: 'The Macallan',
  발베니: 'The Balvenie',
  로제: 'Rosé',
  모스카토: 'Moscato',
  하이볼: 'Highball',
  닷사이: 'Dassai',
  '오퍼스 원': 'Opus One',
  글렌피딕: 'Glenfiddich',
  '피노 누아': 'Pinot Noir',
  '캠핑 와인': 'Camping wine',
  '선물용 위스키': 'Whisky for a gift',
  치킨이랑: 'With chicken',
  '3만원 와인': 'Wine under 30,000 won',
  스모키: 'Smoky',
  내추럴: 'Natural',
  '달콤한 와인': 'Sweet wine',
  하이볼용: 'For highballs',
};

