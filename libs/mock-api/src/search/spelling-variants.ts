/**
 * Common Korean spellings of wine and liquor words ("샤또" found nothing
 * because the catalogue writes 샤토). Data, not rules: each group lists the catalogue's spelling
 * first, then the ones members type (loanword rules versus how labels and shops write them:
 * tense consonants 까/따/빠, 쇼/소, 멀롯 for Merlot…). Spaces inside a spelling are optional
 * when matching ("피노누아" is "피노 누아"). Korean text itself (jamo, initial consonants) is
 * left to es-hangul; see korean-search.ts.
 *
 * Rules the table keeps (korean-search.test.ts checks them): no spelling is in two groups, and
 * folding (longest spelling first) turns every variant into its group's catalogue spelling and
 * leaves each catalogue spelling as it is ("쉬라즈" stays 쉬라즈 though "쉬라" is a variant of 시라).
 */
export const SPELLING_VARIANTS: readonly (readonly [string, ...string[]])[] = [
  // wine words
  ['샤토', '샤또', '쌰또'],
  ['카베르네 소비뇽', '까쇼', '카쇼'],
  ['카베르네', '까베르네', '카베르넷', '까베르넷', '까르베네', '카르베네'],
  ['소비뇽', '쇼비뇽', '쏘비뇽', '소비농', '쇼비농'],
  ['메를로', '멀롯', '메를롯', '멜롯', '멀로', '메롯'],
  ['쉬라즈', '시라즈', '쉬라스'],
  ['시라', '쉬라'],
  ['피노 누아', '피노 누와', '삐노 누아', '삐노 누와', '피노 느와', '피노 노아', '삐노 느와'],
  ['피노 그리지오', '피노 그리조', '삐노 그리지오'],
  ['리슬링', '리즐링', '리실링', '리스링', '리쓸링'],
  ['샤르도네', '샤도네이', '샤르도네이', '샤도네', '샤도나이', '샬도네'],
  ['진판델', '진펀델', '진판댈', '진펀댈', '진판들'],
  ['스파클링', '스파크링', '스파끌링', '스빠클링'],
  ['샹파뉴', '샴페인', '샴빠뉴', '샹빠뉴', '샴파뉴'],
  ['모스카토', '모스까또', '모스카또', '모스까토', '무스카토'],
  ['산지오베제', '산지오베세', '산조베제', '산지오베재'],
  ['템프라니요', '뗌쁘라니요', '템프라닐로', '템프라니오', '뗌프라니요'],
  ['그르나슈', '그르나쉬', '그르나시'],
  ['말벡', '말백', '멀벡'],
  ['카르메네르', '까르메네르', '카르미네르', '까르미네르'],
  ['게뷔르츠트라미너', '게뷔르츠트라미네르', '게부르츠트라미너', '게브르츠트라미너'],
  ['세미용', '쎄미용', '세미옹'],
  ['비오니에', '비오니어', '비오니에르'],
  ['프로세코', '프로세꼬', '프로섹코', '프로쎄코'],
  ['카바', '까바'],
  ['브뤼', '브륏', '브루트'],
  ['도멘', '도메인', '도맨'],
  ['보졸레', '보졸래', '보줄레'],
  ['부르고뉴', '부르곤뉴', '버건디', '부르곤디'],
  ['보르도', '보르또', '볼도'],
  ['리오하', '리오자', '리오야'],
  ['키안티', '끼안티', '끼안띠'],
  ['생테밀리옹', '생떼밀리옹', '쌩떼밀리옹'],
  ['포이약', '뽀이약'],
  ['소테른', '쏘테른', '소떼른'],
  // liquor words
  ['위스키', '위스끼', '위스기'],
  ['버번', '버본', '버어번'],
  ['코냑', '꼬냑', '꼬냐크'],
  ['데킬라', '테킬라', '떼낄라', '데낄라', '테낄라'],
  ['맥캘란', '맥켈란', '맥칼란', '맥캘런', '맥켈런'],
  ['헤네시', '헤너시', '헤네씨'],
  ['사케', '사께'],
  ['준마이', '쥰마이'],
];
