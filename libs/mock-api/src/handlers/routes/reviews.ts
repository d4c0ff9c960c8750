/**
 * Ratings and reviews (libs/api A40; the contract, a proposal for the chain's backend, in
 * docs/reviews.md): the product page's list and summary and the cards' summaries (public), the
 * member's writes (token), and the staff's look at reviews hidden by reports (the desk's staff
 * token, like every other desk call).
 */
import type {
  Review,
  ReviewHelpfulResponse,
  ReviewListResponse,
  ReviewMyListResponse,
  ReviewReportResponse,
  ReviewSummaryResponse,
} from '@bottle/api';
import { Reviews } from '../../state/reviews';
import { badRequest } from '../../state/errors';
import { optNum, optStr, str } from '../http';
import { DESK_PATH } from './desk';
import { ack, type Registrars } from './register';

export function registerReviewRoutes({ pub, app, route }: Registrars): void {
  pub('/app/review/list', ({ body, backend, cno }): ReviewListResponse =>
    new Reviews(backend).list(cno, {
      prd_cd: str(body, 'prd_cd'),
      sort: optStr(body, 'sort'),
      verified_only_yn: optStr(body, 'verified_only_yn'),
      page_no: optNum(body, 'page_no'),
      page_size: optNum(body, 'page_size'),
    }),
  );
  pub('/app/review/summary', ({ body, backend }): ReviewSummaryResponse => {
    const codes = body['prd_cds'];
    if (!Array.isArray(codes) || codes.length > 100 || !codes.every((c) => typeof c === 'string'))
      throw badRequest('prd_cds must be a list of up to 100 product codes');
    const found = new Reviews(backend).summaries(codes as string[]);
    return { list: [...found].map(([prd_cd, s]) => ({ prd_cd, ...s })) };
  });
  app('/app/review/my/list', ({ backend, cno }): ReviewMyListResponse => ({ list: new Reviews(backend).myList(cno) }));
  app('/app/review/save', ({ body, backend, cno }): Review => {
    const text = body['review_text'];
    if (typeof text !== 'string') throw badRequest('review_text is required');
    return new Reviews(backend).save(cno, {
      prd_cd: str(body, 'prd_cd'),
      note_no: optStr(body, 'note_no'),
      rating: body['rating'],
      review_text: text,
      name_type: optStr(body, 'name_type'),
      nick_nm: optStr(body, 'nick_nm'),
    });
  });
  app(
    '/app/review/delete',
    ack(({ body, backend, cno }) => new Reviews(backend).delete(cno, str(body, 'review_no'))),
  );
  app('/app/review/helpful', ({ body, backend, cno }): ReviewHelpfulResponse => new Reviews(backend).helpful(cno, str(body, 'review_no')));
  app('/app/review/report', ({ body, backend, cno }): ReviewReportResponse =>
    new Reviews(backend).report(cno, str(body, 'review_no'), body['rsn_cd']),
  );

  // The chain's staff (any store's desk sign-in): the reviews hidden by three members' reports,
  // and the decision after a look.
  route({ method: 'POST', path: `${DESK_PATH}/review/hidden/list`, service: 'desk', auth: 'staff' }, ({ backend }) => ({
    list: new Reviews(backend).hiddenList(),
  }));
  route({ method: 'POST', path: `${DESK_PATH}/review/decide`, service: 'desk', auth: 'staff' }, ({ body, backend, strCd }) =>
    new Reviews(backend).decide(str(body, 'review_no'), str(body, 'decision'), strCd ?? undefined),
  );
}
