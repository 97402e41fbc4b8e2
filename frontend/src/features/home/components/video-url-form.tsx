import { useRef, useState, type FormEvent, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { ProcessingProgressPanel } from '../../../components/processing-progress';
import { Button } from '../../../components/ui/button';
import { IconInput } from '../../../components/ui/icon-input';
import { LockIcon, SparklesIcon, VideoIcon } from '../../../components/ui/icons';
import { newJobId, useProcessingProgress } from '../../../hooks/use-processing-progress';
import { useSessionUser } from '../../../lib/auth/use-signed-in-action';
import { useUser } from '../../../lib/auth/use-user';
import { useLoginRequired, useProcessVideo } from '../hooks/use-process-video';

/** The hero form: a video URL → 'Generate Study Notes' (spec sections 2, 4, 5 and 8). */
export function VideoUrlForm({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const { isAuthenticated, isPending: userPending } = useUser();
  const [url, setUrl] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const progress = useProcessingProgress(jobId);
  const loginRequired = useLoginRequired();
  const sessionUser = useSessionUser();
  // A double click while the session is being checked must not submit twice.
  const checkingSession = useRef(false);
  const processVideo = useProcessVideo({ onSuccess: () => setUrl('') });
  const pending = processVideo.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed || pending || checkingSession.current) return;
    checkingSession.current = true;
    const user = await sessionUser().finally(() => (checkingSession.current = false));
    if (!user) {
      loginRequired();
      return;
    }
    const id = newJobId();
    setJobId(id);
    processVideo.mutate({ url: trimmed, jobId: id });
  };

  return (
    <div className="video-form">
      <form className="video-form__row" onSubmit={(event) => void onSubmit(event)} aria-label="Process a video">
        <label htmlFor="video-url" className="sr-only">Video URL</label>
        <IconInput
          ref={inputRef}
          id="video-url"
          name="url"
          type="url"
          icon={<VideoIcon size={18} />}
          className="video-form__input"
          placeholder="Paste a YouTube or lecture video URL..."
          autoComplete="off"
          inputMode="url"
          value={url}
          disabled={pending}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button type="submit" variant="gradient" size="lg" loading={pending} className="video-form__submit">
          {!pending && <SparklesIcon size={18} />}
          {pending ? 'Processing...' : 'Generate Study Notes'}
        </Button>
      </form>
      {pending && <ProcessingProgressPanel progress={progress} title="Processing your video..." />}
      {!isAuthenticated && !userPending && (
        <p className="video-form__hint" data-testid="login-hint">
          <LockIcon size={14} /> <Link to="/auth">Log in</Link> or <Link to="/auth" state={{ tab: 'signup' }}>sign up free</Link> to
          process videos.
        </p>
      )}
    </div>
  );
}
