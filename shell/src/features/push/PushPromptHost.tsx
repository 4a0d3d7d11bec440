import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectPushPromptMoment } from 'shared-domain';

const PushPrompt = lazy(() =>
  import('./PushPrompt').then(({ PushPrompt: Prompt }) => ({ default: Prompt })),
);

/** Mounts the push explanation when an app has offered it; until then nothing of it loads. */
export function PushPromptHost() {
  const moment = useSelector(selectPushPromptMoment);
  if (moment === null) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt moment={moment} />
    </Suspense>
  );
}
