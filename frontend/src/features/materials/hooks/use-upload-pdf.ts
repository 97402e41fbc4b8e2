import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { uploadPdfRequest } from '../api/materials-api';

/** POST /api/materials/upload; a refusal (413 too large, 400 not a PDF / no text) is shown as the server says. */
export function useUploadPdf() {
  return useMutation({
    mutationFn: uploadPdfRequest,
    onError: (error) => {
      toast({ title: 'Upload failed', description: serverMessage(error) ?? 'Failed to upload PDF file', variant: 'destructive' });
    },
  });
}
