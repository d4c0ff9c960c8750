/** Food pairing's categories and foods (tools/generate-mock-data.mjs → content.json), ko and en. */
export const FOOD_ROWS = [
  [
    'meat',
    '고기',
    'Meat',
    [
      ['steak', '스테이크', 'Steak'],
      ['bulgogi', '불고기', 'Bulgogi'],
      ['galbi', '갈비', 'Galbi'],
      ['lamb', '양갈비', 'Lamb chops'],
    ],
  ],
  [
    'seafood',
    '해산물',
    'Seafood',
    [
      ['sashimi', '회', 'Sashimi'],
      ['oyster', '굴', 'Oysters'],
      ['grilled_fish', '생선구이', 'Grilled fish'],
      ['sushi', '초밥', 'Sushi'],
      ['seafood_pasta', '해산물 파스타', 'Seafood pasta'],
    ],
  ],
  [
    'korean',
    '한식',
    'Korean',
    [
      ['jeon', '전', 'Jeon (savoury pancakes)'],
      ['tteokbokki', '떡볶이', 'Tteokbokki'],
    ],
  ],
  [
    'casual',
    '간편식',
    'Casual',
    [
      ['fried_chicken', '치킨', 'Fried chicken'],
      ['pizza', '피자', 'Pizza'],
      ['pasta_tomato', '토마토 파스타', 'Tomato pasta'],
      ['tacos', '타코', 'Tacos'],
      ['chinese', '중식', 'Chinese food'],
    ],
  ],
  [
    'cheese',
    '치즈',
    'Cheese',
    [
      ['cheese_hard', '하드 치즈', 'Hard cheese'],
      ['cheese_soft', '소프트 치즈', 'Soft cheese'],
      ['cheese_blue', '블루 치즈', 'Blue cheese'],
      ['salad', '샐러드', 'Salad'],
    ],
  ],
  [
    'dessert',
    '디저트',
    'Dessert',
    [
      ['dessert_choco', '초콜릿 디저트', 'Chocolate dessert'],
      ['dessert_fruit', '과일 디저트', 'Fruit dessert'],
    ],
  ],
];
