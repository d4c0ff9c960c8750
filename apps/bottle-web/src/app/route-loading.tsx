/** Placeholder while a lazy route's code loads: a skeleton, announced politely. */
import { SkeletonList } from '@bottle/ui';

export function RouteLoading() {
  return (
    <div aria-busy="true" style={{ padding: '16px 0' }}>
      <SkeletonList rows={5} />
    </div>
  );
}
