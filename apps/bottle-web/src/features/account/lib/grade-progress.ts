/**
 * The member's grade, next grade and amount to it, for my page and the grade page alike
 * (two rules once made the two screens contradict each other). Both read the member's
 * grade and 12-month spend (/app/mypage/usergrade) and every grade's standard
 * (/v2/hybridapp/mypage/grade/info), and libs/domain's gradeProgress decides.
 */
import { useGradeInfoQuery, useUserGradeQuery } from '@bottle/api';
import { formatNumber, gradeProgress, labelText, MEMBERSHIP_GRADES, type GradeProgress } from '@bottle/domain';
import { combinedQueryStatus } from '../../../lib/combined-query-status';
import { useLang, useT } from '../../../lib/i18n';
import { accountMessages } from '../messages';

export interface MemberGrade {
  /** The member's grade code, when known. */
  gradeCd: string | undefined;
  purchaseAmt: number | undefined;
  progress: GradeProgress | null;
  /** The progress sentence ("다이아몬드까지 3,582,200원 남았어요"), '' while unknown. */
  progressText: string;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

export function useMemberGrade(): MemberGrade {
  const t = useT(accountMessages);
  const lang = useLang();
  const mine = useUserGradeQuery();
  const info = useGradeInfoQuery();
  const gradeCd = mine.data?.grade_cd;
  const purchaseAmt = mine.data?.purchase_amt;
  const list = info.data?.grade_list;
  const progress = gradeCd !== undefined && list ? gradeProgress(gradeCd, purchaseAmt ?? 0, list) : null;
  const name = (code: string) => labelText(MEMBERSHIP_GRADES, code, lang);
  let progressText = '';
  if (progress?.reached) progressText = t('account.my.gradeReached', { grade: name(progress.reached) });
  else if (progress?.next)
    progressText = t('account.my.nextGrade', { grade: name(progress.next.grade_cd), amount: formatNumber(progress.amountToNext) });
  else if (progress?.top) progressText = t('account.my.topGrade');
  return {
    gradeCd,
    purchaseAmt,
    progress,
    progressText,
    ...combinedQueryStatus([mine, info]),
  };
}
