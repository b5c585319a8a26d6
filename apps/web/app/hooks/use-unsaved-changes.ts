import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * spec 000 section 4, unsaved changes: leaving a page with edits asks the spec's question.
 * OK saves, then leaves if the save worked (else stays); Cancel stays. Closing or reloading
 * the tab while dirty gets the browser's own prompt.
 */
export function useUnsavedChanges(isDirty: boolean, save: () => Promise<boolean>): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  // One question per blocked navigation, even if the effect runs twice (StrictMode).
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = null;
      return;
    }
    if (asked.current === blocker.location.key) return;
    asked.current = blocker.location.key;
    if (!window.confirm(t('account.unsavedChanges'))) {
      blocker.reset();
      return;
    }
    void saveRef.current().then(
      (saved) => (saved ? blocker.proceed() : blocker.reset()),
      () => blocker.reset(),
    );
  }, [blocker, t]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
