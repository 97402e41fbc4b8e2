import { type ArgumentsHost, Catch, type ExceptionFilter, PayloadTooLargeException } from '@nestjs/common';
import type { Response } from 'express';

/** Multer's 413 says only "File too large"; this route says what the limit is, in our error shape. */
@Catch(PayloadTooLargeException)
export class UploadTooLargeFilter implements ExceptionFilter {
  constructor(private readonly message: string) {}

  catch(exception: PayloadTooLargeException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const raw = exception.getResponse();
    const original = typeof raw === 'string' ? raw : (raw as { message?: string }).message;
    const message = original === 'File too large' ? this.message : (original ?? this.message);
    res.status(413).json({ statusCode: 413, error: message, message });
  }
}
