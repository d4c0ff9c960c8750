/**
 * The sign-on's seed answers and texts (tools/generate-mock-data.mjs): login IDs that answer each
 * login error of spec §8, and the agreements a sign-up shows. The rows are data, in
 * accounts-seed.json: `loginErrors` [login_id, rspC, rspDtc, Korean message, English message];
 * `agreements` [agmt_type, must_yn, Korean name, English name, purpose, items collected, kept for].
 */
import { readSeed, records } from './seed-json.mjs';

const seed = readSeed('accounts-seed.json');

export const loginErrors = records(['login_id', 'rspC', 'rspDtc', 'rspMsgCn', 'rspMsgEnCn'], seed.loginErrors);

// Each agreement has its own subject and text (what is collected, why, for how long): two rows
// reading alike, or a text saying only "about <its name>", leave a member agreeing to nothing.
// Type 19 (spec §3 "privacy2") is the second privacy consent: the birth date a liquor shop must
// keep to check a buyer's age.
export const agreements = seed.agreements.map(([agmt_type, must_yn, nm, en, purpose, items, keep], i) => ({
  agmt_id: `AGMT${String(i + 1).padStart(3, '0')}`,
  agmt_type,
  must_yn,
  agmt_nm: nm,
  agmt_en_nm: en,
  agmt_desc: purpose,
  agmt_dvs: must_yn === 'Y' ? 'M' : 'O',
  agmt_dvs_nm: must_yn === 'Y' ? '필수' : '선택',
  agmt_type_nm: nm,
  agmt_ver: '1.0',
  agmt_s3_uri: '',
  agmt_text: `<h3>${nm}</h3><p>보틀(이하 "회사")은 아래와 같이 ${must_yn === 'Y' ? '동의를 받습니다. 동의하지 않으면 가입할 수 없습니다.' : '동의를 받습니다. 동의하지 않아도 가입할 수 있습니다.'}</p><ol><li>목적: ${purpose}</li><li>항목: ${items}</li><li>보유 기간: ${keep}</li></ol>`,
  recv_dvs: agmt_type === '3' || agmt_type === '4' ? 'PUSH' : '',
  recv_dvs_nm: agmt_type === '3' || agmt_type === '4' ? '앱 푸시' : '',
}));

