import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth/use-user';
import { invalidateApi, queryKeys } from '../../../lib/query-keys';
import { uploadCaptionsRequest, type StudyNotesView, type VideoView } from '../api/notes-api';

/**
 * The library's notes: the user's own (signed in only) plus public notes, merged and de-duplicated by
 * id (the spec's product kept duplicates; DESIGN says build the better thing), newest first.
 */
export function useLibraryNotes() {
  const { isAuthenticated, isPending: userPending } = useUser();
  const own = useQuery<StudyNotesView[]>({ queryKey: queryKeys.userNotes, enabled: isAuthenticated });
  const shared = useQuery<StudyNotesView[]>({ queryKey: queryKeys.publicNotes });

  const byId = new Map<string, StudyNotesView>();
  for (const notes of [...(own.data ?? []), ...(shared.data ?? [])]) if (!byId.has(notes.id)) byId.set(notes.id, notes);
  const notes = [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const isPending = userPending || shared.isPending || (isAuthenticated && own.isPending);
  const isError = shared.isError || (isAuthenticated && own.isError);
  return { notes, isPending, isError };
}

/** GET /api/videos/my-videos (signed in only), newest first. */
export function useMyVideos() {
  const { isAuthenticated } = useUser();
  return useQuery<VideoView[], Error, VideoView[]>({
    queryKey: queryKeys.myVideos,
    enabled: isAuthenticated,
    select: (videos) => [...videos].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}

/** The server's MAX_CAPTION_FILE_BYTES (events/src/api/videos.ts); not imported as a value, which would bundle zod. */
const MAX_CAPTION_FILE_BYTES = 2 * 1024 * 1024;
const CAPTION_EXTENSIONS = /\.(vtt|srt)$/i;

/** A failed video finished from a caption file the learner uploads (.vtt or .srt, 2 MB). */
export function useUploadCaptions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ videoId, file }: { videoId: string; file: File }) => {
      if (!CAPTION_EXTENSIONS.test(file.name)) throw new Error('Please upload a .vtt or .srt caption file');
      if (file.size > MAX_CAPTION_FILE_BYTES) throw new Error('Caption files can be up to 2 MB');
      return uploadCaptionsRequest(videoId, file);
    },
    onSuccess: (result) => {
      toast({ title: 'Video Processed!', description: `Created study notes and ${result.flashcards.length} flashcards.`, variant: 'success' });
      void invalidateApi(queryClient, '/api/videos', '/api/notes', '/api/flashcards');
      navigate(`/notes/${result.studyNotes.id}`);
    },
    onError: (error) => {
      toast({
        title: 'Upload failed',
        description: serverMessage(error) ?? (error instanceof Error ? error.message : 'Failed to upload caption file'),
        variant: 'destructive',
      });
    },
  });
}
