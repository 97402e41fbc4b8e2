import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  translateRequest, type AssistantCapabilities, type NotesTranslationView, type StudyNotesView,
} from '../api/assistant-api';

/** Whether a language model is configured on the server. */
export function useAssistantCapabilities(enabled = true) {
  return useQuery<AssistantCapabilities>({ queryKey: queryKeys.assistantCapabilities, enabled });
}

/** The notes the assistant talks about (same cache entry as the notes feature). */
export function useAssistantNotes(notesId: string, enabled = true) {
  return useQuery<StudyNotesView>({ queryKey: queryKeys.notes(notesId), enabled: enabled && notesId !== '' });
}

/** Translations of these notes made so far. */
export function useTranslations(notesId: string, enabled = true) {
  return useQuery<NotesTranslationView[]>({ queryKey: queryKeys.translations(notesId), enabled: enabled && notesId !== '' });
}

/** Translates the notes into a language; the reply replaces that language's entry in the cached list. */
export function useTranslate(notesId: string, onTranslated: (view: NotesTranslationView) => void) {
  const queryClient = useQueryClient();
  return useMutation<NotesTranslationView, Error, string>({
    mutationFn: (code) => translateRequest(notesId, code),
    onSuccess: (view) => {
      queryClient.setQueryData<NotesTranslationView[]>(queryKeys.translations(notesId), (old) => [
        ...(old ?? []).filter((t) => t.language !== view.language), view,
      ]);
      onTranslated(view);
    },
    onError: (error) => toast({ title: 'Translation failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}
