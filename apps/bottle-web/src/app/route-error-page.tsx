/** The lazily loaded half of ./route-error.tsx. */
import { RouterErrorPage } from '@bottle/ui';

export default RouterErrorPage;
