import { expiryBadge } from '@/shared/catalogue/expiry';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from './badge';

/** '{n} days to expire': red at 3 days or fewer, blue up to 30, nothing otherwise. */
export function ExpiryBadge({ daysRemaining }: { daysRemaining: number | null | undefined }) {
  const { t } = useTranslation();
  const badge = expiryBadge(t, daysRemaining);
  return badge && <Badge tone={badge.tone}>{badge.text}</Badge>;
}
