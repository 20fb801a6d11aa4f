// The page's services that wait for the visitor (loaded as an idle island by routes/root.tsx):
// the cookie consent with its banner (site-shell.md §4; the boot script in <head> already keeps
// the banner hidden for a visitor who chose), the video modal and the modal form. A video or form
// asked for before they start is served as they start (see `@forecourt/ui` page requests).
import { ConsentProvider, CookieBanner } from '@forecourt/consent/react';
import { ModalFormProvider, VideoModalProvider, type RenderForm } from '@forecourt/shell';
import { lazy, Suspense, useMemo } from 'react';

// The form renderer and its data arrive with the first form link a visitor follows.
const ModalFormContent = lazy(() =>
  import('./modal-form-content.js').then((module) => ({ default: module.ModalFormContent })),
);

const renderForm: RenderForm = (props) => (
  <Suspense fallback={null}>
    <ModalFormContent {...props} />
  </Suspense>
);

export function PageServices({ settings }: { settings: Record<string, string> }) {
  // One Map per settings answer: the consent strategy restarts when its settings object changes.
  const settingsMap = useMemo(() => new Map(Object.entries(settings)), [settings]);
  return (
    <>
      <ConsentProvider settings={settingsMap}>
        <CookieBanner />
        {/* YouTube plays only with consent, so the video modal sits inside the provider. */}
        <VideoModalProvider />
      </ConsentProvider>
      <ModalFormProvider renderForm={renderForm} />
    </>
  );
}
