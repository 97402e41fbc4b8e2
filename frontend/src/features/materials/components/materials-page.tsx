import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ProcessingProgressPanel } from '../../../components/processing-progress';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { CardsIcon, LockIcon, NotesIcon, SparklesIcon, UploadIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { newJobId, useProcessingProgress } from '../../../hooks/use-processing-progress';
import { useSessionUser } from '../../../lib/auth/use-signed-in-action';
import { useUser } from '../../../lib/auth/use-user';
import { useProcessMaterial } from '../hooks/use-process-material';
import { useUploadPdf } from '../hooks/use-upload-pdf';
import { checkPdfFile } from '../pdf-file-check';
import { PdfDropZone } from './pdf-drop-zone';
import { TextInputPanel } from './text-input-panel';
import './materials-page.css';

type MaterialsTab = 'text' | 'pdf';

const INFO_CARDS = [
  { title: 'Summary', text: 'A short summary in reading order, built from the material’s own sentences.', icon: <NotesIcon size={20} /> },
  { title: 'Flashcards', text: 'Definition and key-idea cards, scheduled with spaced repetition.', icon: <CardsIcon size={20} /> },
  { title: 'Study Notes', text: 'Numbered key ideas and definitions, each citing its page.', icon: <SparklesIcon size={20} /> },
];

/** /materials — paste text or upload a PDF, get cited notes and flashcards (spec sections 2, 4, 5, 8). */
export function MaterialsPage() {
  const { isAuthenticated, isPending: userPending } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: MaterialsTab = searchParams.get('tab') === 'pdf' ? 'pdf' : 'text';
  const [text, setText] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [uploadingName, setUploadingName] = useState<string | null>(null);
  const progress = useProcessingProgress(jobId);
  const navigateLater = useDelayedNavigate();
  const sessionUser = useSessionUser();
  // A double click while the session is being checked must not send the text twice.
  const checkingSession = useRef(false);
  const processMaterial = useProcessMaterial({ onSuccess: () => setText('') });
  const uploadPdf = useUploadPdf();
  const busy = processMaterial.isPending || uploadPdf.isPending || uploadingName !== null;

  const selectTab = (value: string) =>
    setSearchParams(value === 'pdf' ? { tab: 'pdf' } : {}, { replace: true, preventScrollReset: true });

  const requireLogin = async (): Promise<boolean> => {
    if (await sessionUser()) return true;
    toast({
      title: 'Login Required',
      description: 'Please log in to process study materials. Redirecting to login page...',
      variant: 'destructive',
    });
    navigateLater('/auth', 1_500);
    return false;
  };

  const processText = async () => {
    if (text.trim() === '') {
      toast({ title: 'No content', description: 'Please enter some text to process', variant: 'destructive' });
      return;
    }
    if (busy || checkingSession.current) return;
    checkingSession.current = true;
    const signedIn = await requireLogin().finally(() => (checkingSession.current = false));
    if (!signedIn) return;
    const id = newJobId();
    setJobId(id);
    processMaterial.mutate({ type: 'text', content: text, jobId: id });
  };

  const processPdf = async (file: File) => {
    if (busy) return;
    const check = await checkPdfFile(file);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    if (!(await requireLogin())) return;
    setUploadingName(file.name);
    try {
      const upload = await uploadPdf.mutateAsync(file).catch(() => null);
      if (!upload) return;
      const id = newJobId();
      setJobId(id);
      // The document's own title and outline (bookmarks, contents or headings) organise the notes.
      await processMaterial.mutateAsync({
        type: 'pdf', content: upload.extractedText, filename: upload.filename || file.name, jobId: id,
        ...(upload.title ? { title: upload.title } : {}), ...(upload.outline?.length ? { outline: upload.outline } : {}),
      }).catch(() => undefined);
    } finally {
      setUploadingName(null);
    }
  };

  return (
    <div className="container page materials-page">
      <PageHeader
        title="Process Your Study Materials"
        description="Paste text or upload a PDF and get a summary, flashcards and study notes that cite their source."
      />

      {!isAuthenticated && !userPending && (
        <Alert variant="info" icon={<LockIcon size={18} />} title="Log in to process materials">
          <p><Link to="/auth">Log in or sign up free</Link> to turn your material into study notes and flashcards.</p>
        </Alert>
      )}

      <Card>
        <CardContent>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList aria-label="Material type" full>
              <TabsTrigger value="text"><NotesIcon size={16} /> Text Input</TabsTrigger>
              <TabsTrigger value="pdf"><UploadIcon size={16} /> PDF Upload</TabsTrigger>
            </TabsList>
            <TabsContent value="text">
              <TextInputPanel text={text} onTextChange={setText} onProcess={() => void processText()} busy={busy} />
            </TabsContent>
            <TabsContent value="pdf">
              <div className="stack">
                <PdfDropZone onFile={(file) => void processPdf(file)} disabled={busy} />
                {uploadingName && uploadPdf.isPending && (
                  <p className="text-muted materials-upload-name" role="status">Uploading {uploadingName}...</p>
                )}
              </div>
            </TabsContent>
          </Tabs>
          {processMaterial.isPending && (
            <div className="materials-progress">
              <ProcessingProgressPanel progress={progress} title="Processing your materials..." />
            </div>
          )}
        </CardContent>
      </Card>

      <div className="materials-info">
        {INFO_CARDS.map((card) => (
          <Card key={card.title}>
            <CardHeader>
              <CardTitle><span className="materials-info__icon">{card.icon}</span>{card.title}</CardTitle>
            </CardHeader>
            <CardContent><p className="text-muted">{card.text}</p></CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
