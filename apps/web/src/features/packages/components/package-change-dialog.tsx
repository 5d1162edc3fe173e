import type { PackageChangeTypeValue, ProductSummary } from '@selfcare/contracts';
import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useChangeBasePackage } from '../api/change-base-package';
import type { PackageChangeSubscriber } from '../hooks/use-package-change-options';
import { isPinRefusal, serverReason } from '../model/package-change-errors';
import { PackageChangeCost } from './package-change-cost';
import { type PackageChangeOutcome, PackageChangeResult } from './package-change-result';

// The form brings the schema library with it; most visits never open it, so it loads on demand.
const PackageChangeForm = lazyNamed(() => import('./package-change-form'), 'PackageChangeForm');

interface PackageChangeDialogProps {
  item: ProductSummary;
  /** The change the slide offers now; null once the package is current or a downgrade is pending. */
  changeType: PackageChangeTypeValue | null;
  subscriber: PackageChangeSubscriber;
  /** Takes focus when the modal closes after its button has gone (a successful change removes it). */
  focusAfterChange: RefObject<HTMLElement | null>;
}

/**
 * A package slide's UPGRADE or DOWNGRADE button and its modal (spec 001 section 2 "Package-change
 * modal"). The modal stays open while the page behind it re-reads the changed package.
 */
export function PackageChangeDialog({ item, changeType, subscriber, focusAfterChange }: PackageChangeDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeBasePackage();
  // The change the open modal asks about; null while closed.
  const [asked, setAsked] = useState<PackageChangeTypeValue | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [outcome, setOutcome] = useState<PackageChangeOutcome | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The Yes button the focus was on is gone once the answer replaces the form.
  useEffect(() => {
    if (outcome) closeButton.current?.focus();
  }, [outcome]);

  const shown = asked ?? changeType;
  const purchaseOptionId = item.purchaseOption?.id;
  if (shown === null || purchaseOptionId === undefined) return null;

  const open = () => {
    setAsked(shown);
    setOutcome(null);
    setIdempotencyKey(crypto.randomUUID());
    change.reset();
  };

  const close = () => {
    // A change on its way cannot be dismissed: its answer would be lost.
    if (change.isPending) return;
    setAsked(null);
  };

  // Focus goes back to the button unless a successful change has removed it; then to the card's link.
  const returnFocus = (event: Event) => {
    if (changeType !== null) return;
    event.preventDefault();
    focusAfterChange.current?.focus();
  };

  const confirm = async (pin: string): Promise<string | null> => {
    try {
      const result = await change.mutateAsync({
        request: {
          userConnectionId: subscriber.connectionId,
          userId: subscriber.userId,
          userConnectionType: subscriber.connectionType,
          productId: item.id,
          purchaseOptionId,
          productTypeId: item.productTypeId,
          pin,
          changeType: shown,
        },
        idempotencyKey,
      });
      // Spec 001 section 4: after a downgrade the package selection is cleared.
      if (result.changeType === 'DOWNGRADE') void navigate({ hash: '' }, { replace: true });
      setOutcome({ kind: 'changed', result });
    } catch (error) {
      if (isPinRefusal(error)) return errorMessage(error);
      const fallback = t('packageChange.failed', { change: t(`packages.change.action.${shown}`), package: item.name });
      setOutcome({ kind: 'failed', message: serverReason(error) ?? fallback });
    }
    return null;
  };

  return (
    <Modal
      open={asked !== null}
      onOpenChange={(next) => (next ? open() : close())}
      onCloseAutoFocus={returnFocus}
      title={t(`packages.change.title.${shown}`)}
      trigger={
        changeType && (
          <Button aria-label={t(`packages.change.buttonNamed.${changeType}`, { name: item.name })}>
            {t(`packages.change.button.${changeType}`)}
          </Button>
        )
      }
      actions={
        outcome && (
          <Button ref={closeButton} onClick={close}>
            {t('common.close')}
          </Button>
        )
      }
    >
      {outcome ? (
        <PackageChangeResult outcome={outcome} />
      ) : (
        <Suspense fallback={<Spinner />}>
          <PackageChangeCost item={item} changeType={shown} subscriber={subscriber} />
          <PackageChangeForm
            question={t('packageChange.confirm', { change: t(`packages.change.verb.${shown}`), package: item.name })}
            sending={change.isPending}
            onConfirm={confirm}
            onCancel={close}
          />
        </Suspense>
      )}
    </Modal>
  );
}
