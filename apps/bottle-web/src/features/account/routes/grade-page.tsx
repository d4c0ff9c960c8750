/**
 * Grade benefits (spec §2 my page "grade"; §3 grades): the member's grade
 * (/app/mypage/usergrade) and every grade's benefit (/v2/hybridapp/mypage/grade/info), labels
 * from libs/domain's grade codes. The next grade and the amount to it come from the same rule as
 * my page (lib/grade-progress.ts).
 */
import styled from '@emotion/styled';
import { useGradeInfoQuery } from '@bottle/api';
import { MEMBERSHIP_GRADES, formatNumber, labelText } from '@bottle/domain';
import { EmptyState } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { Note, SectionTitle } from '../components/form-parts';
import { membersOnlyPage } from '../components/members-only';
import { useMemberGrade } from '../lib/grade-progress';
import { accountMessages } from '../messages';
import { QueryState, RowList } from '../../../lib/kit';

const Item = styled.li<{ mine: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ mine, theme }) => (mine ? theme.colors.bottleGreen : 'transparent')};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

function GradeContent() {
  const t = useT(accountMessages);
  const lang = useLang();
  const mine = useMemberGrade();
  const info = useGradeInfoQuery();
  if (mine.isLoading || mine.isError) return <QueryState query={mine} />;
  const list = info.data?.grade_list ?? [];
  return (
    <>
      <SectionTitle>{t('account.grade.current')}</SectionTitle>
      <Note>
        {t('account.my.grade', { grade: labelText(MEMBERSHIP_GRADES, mine.gradeCd, lang) })}
        {' · '}
        {t('account.my.purchase', { amount: formatNumber(mine.purchaseAmt ?? 0) })}
      </Note>
      {mine.progressText ? <Note>{mine.progressText}</Note> : null}
      <SectionTitle>{t('account.grade.listLabel')}</SectionTitle>
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <RowList flush aria-label={t('account.grade.listLabel')}>
          {list.map((g) => {
            const isMine = g.grade_cd === mine.gradeCd;
            return (
              <Item key={g.grade_cd} mine={isMine} aria-current={isMine ? 'true' : undefined}>
                <h3>
                  {labelText(MEMBERSHIP_GRADES, g.grade_cd, lang)}
                  {isMine ? ` (${t('account.grade.mine')})` : ''}
                </h3>
                <p>{g.benefit}</p>
                <p>{t('account.grade.standard', { amount: formatNumber(g.standard_amt) })}</p>
              </Item>
            );
          })}
        </RowList>
      )}
    </>
  );
}

export const GradePage = membersOnlyPage('account.grade.title', paths.myPage, GradeContent);
