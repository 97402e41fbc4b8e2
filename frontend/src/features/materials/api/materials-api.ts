import type { ProcessMaterialPayload, ProcessMaterialResult, UploadMaterialResult } from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { ProcessMaterialPayload, ProcessMaterialResult, UploadMaterialResult };

export const processMaterialRequest = (payload: ProcessMaterialPayload) =>
  api.post<ProcessMaterialResult>('/api/materials/process', payload);

/** Multipart upload, field `file`. */
export function uploadPdfRequest(file: File): Promise<UploadMaterialResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadMaterialResult>('/api/materials/upload', form);
}
