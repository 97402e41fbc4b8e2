import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { AlertIcon, MapIcon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { errorStatus, serverMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth/use-user';
import { useMindMap } from '../hooks/use-mind-map-queries';
import './mind-map.css';

// Yjs and the editor load only when someone opens this tab.
const MindMapEditor = lazy(() => import('./mind-map-editor').then((m) => ({ default: m.MindMapEditor })));

/** The notes' Mind map tab: one live map per notes, edited together by the owner and the groups they are shared with. */
export function MindMapTab({ notesId }: { notesId: string }) {
  const { user, isLoading: userLoading } = useUser();
  const view = useMindMap(notesId, user !== null);

  let body;
  if (userLoading) body = <LoadingBlock message="Loading mind map..." />;
  else if (!user) {
    body = (
      <EmptyState
        icon={<MapIcon size={28} />}
        title="Sign in to open the mind map"
        description="Mind maps are edited live by the owner of the notes and the study groups they are shared with."
        action={<ButtonLink to="/auth">Login</ButtonLink>}
      />
    );
  } else if (view.isPending) body = <LoadingBlock message="Loading mind map..." />;
  else if (view.isError) {
    const status = errorStatus(view.error);
    body = (
      <Alert variant={status === 403 ? 'warning' : 'destructive'} icon={<AlertIcon size={18} />} title={status === 403 ? "You can't edit this mind map" : status === 404 ? 'Study notes not found' : 'Could not load the mind map'}>
        <p>{serverMessage(view.error) ?? 'Please try again.'}</p>
      </Alert>
    );
  } else {
    body = (
      <Suspense fallback={<LoadingBlock message="Loading mind map..." />}>
        <MindMapEditor notesId={notesId} view={view.data} me={{ id: user.id, name: user.username || user.email }} />
      </Suspense>
    );
  }

  return (
    <Card data-notes-id={notesId} className="mind-map-card">
      <CardHeader>
        <CardTitle as="h2">Mind Map</CardTitle>
        <CardDescription>See how the main topic, key ideas and definitions connect. Changes are live for everyone editing.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
